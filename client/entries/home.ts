// The home page: the menu, the gallery and its videos (React islands), the
// contact form and the live opening status (plain DOM).
import { Gallery } from '../../src/islands/Gallery.tsx';
import { LoopingVideo } from '../../src/islands/LoopingVideo.tsx';
import { SiteHeader } from '../../src/islands/SiteHeader.tsx';
import { enhanceContactForm } from '../contact-form.ts';
import { hydrateIslands } from '../hydrate.tsx';
import { showOpenStatus } from '../open-status.ts';
import { startPage } from '../page.ts';

startPage();
hydrateIslands({ SiteHeader, Gallery, LoopingVideo });
const form = document.querySelector<HTMLFormElement>('form[data-enhance="contact-form"]');
if (form) enhanceContactForm(form);
const openStatus = document.querySelector<HTMLElement>('[data-open-status]');
if (openStatus) showOpenStatus(openStatus);
