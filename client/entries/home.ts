// The home page: looping videos, the contact form, the live opening status.
import { enhanceContactForm } from '../contact-form.ts';
import { startLoopingVideos } from '../looping-video.ts';
import { showOpenStatus } from '../open-status.ts';
import { inTurns, startPage } from '../page.ts';

void inTurns([
  startLoopingVideos,
  () => {
    const form = document.querySelector<HTMLFormElement>('form[data-enhance="contact-form"]');
    if (form) enhanceContactForm(form);
  },
  () => {
    const openStatus = document.querySelector<HTMLElement>('[data-open-status]');
    if (openStatus) showOpenStatus(openStatus);
  },
  startPage,
]);
