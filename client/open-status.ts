// "Abierto ahora · cierra a las 19:00": added in the browser, because a cached
// page cannot know the time it is read at. Plain DOM, no React: it reacts to
// the clock, not to the visitor. The server renders the hours table.
// It starts when the contact section comes within a screen of view: reading
// the clock in another time zone wakes the browser's time-zone data, which
// costs a mobile phone tens of milliseconds, too much for the first seconds.
import { hoursTexts, openingHours } from '../src/generated/browser-content.ts';
import { openingStatus } from '../src/lib/opening-hours.ts';

const REFRESH_MS = 30_000;

export function showOpenStatus(element: HTMLElement): void {
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
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
    const status = openingStatus(periods, timeZone, new Date(), hoursTexts);
    element.dataset.open = String(status.open);
    if (label) label.textContent = status.label;
  };
  update();
  setInterval(update, REFRESH_MS);
}
