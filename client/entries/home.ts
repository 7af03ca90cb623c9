// The home page: looping videos, the live opening status; the contact form's island only when needed.
import { hydrateOnDemand } from '../lazy-islands.ts';
import { startLoopingVideos } from '../looping-video.ts';
import { showOpenStatus } from '../open-status.ts';
import { inTurns, startPage } from '../page.ts';

void inTurns([
  startLoopingVideos,
  () => hydrateOnDemand({ ContactForm: () => import('../islands/contact-form.tsx') }),
  () => {
    const openStatus = document.querySelector<HTMLElement>('[data-open-status]');
    if (openStatus) showOpenStatus(openStatus);
  },
  startPage,
]);
