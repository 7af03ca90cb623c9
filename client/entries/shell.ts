// Legal and missing-entry pages: only what every page does.
import { startPage } from '../page.ts';

startPage();
