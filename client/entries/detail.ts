// Service and course pages: the menu and the looping videos.
import { LoopingVideo } from '../../src/islands/LoopingVideo.tsx';
import { SiteHeader } from '../../src/islands/SiteHeader.tsx';
import { hydrateIslands } from '../hydrate.tsx';
import { startPage } from '../page.ts';

startPage();
hydrateIslands({ SiteHeader, LoopingVideo });
