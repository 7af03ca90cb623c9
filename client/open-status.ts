// "Abierto ahora · cierra a las 19:00" is added in the browser: a cached page cannot know when it is read. It starts
// only when the contact section nears the screen, because waking the time-zone data is costly on a phone.
import { hoursTexts, openingHours, specialDays } from '../src/generated/browser-content.ts';
import { openingStatus } from '../src/lib/opening-hours.ts';

const REFRESH_MS = 30_000;

export function showOpenStatus(element: HTMLElement): void {
  const observer = new IntersectionObserver(
    // A fast scroll can bring several changes at once (in range, then out): any one in range starts the status.
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      keepStatusCurrent(element);
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}

function keepStatusCurrent(element: HTMLElement): void {
  const { periods, timeZone } = openingHours;
  const label = element.querySelector('[data-open-label]');
  const update = () => {
    const status = openingStatus(periods, timeZone, new Date(), hoursTexts, specialDays);
    element.dataset.open = String(status.open);
    if (label) label.textContent = status.label;
  };
  update();
  setInterval(update, REFRESH_MS);
}
