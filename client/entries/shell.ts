// Legal and missing-entry pages: what every page does. No React: the menus are
// HTML (see client/inline/menus.ts).
import { startPage } from '../page.ts';

startPage();
