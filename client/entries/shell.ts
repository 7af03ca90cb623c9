// Legal and missing-entry pages: what every page does. No React: the menus are
// HTML (see client/inline/controls.ts).
import { startPage } from '../page.ts';

startPage();
