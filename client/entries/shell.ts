// Pages whose only island is the menu: the legal pages and the missing-entry pages.
import { SiteHeader } from '../../src/islands/SiteHeader.tsx';
import { hydrateIslands } from '../hydrate.tsx';
import { startPage } from '../page.ts';

startPage();
hydrateIslands({ SiteHeader });
