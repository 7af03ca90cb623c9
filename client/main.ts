// The browser entry. It stays tiny: React and each island's code are fetched
// only when the page has an island to hydrate.
import { revealOnScroll } from './reveal.ts';

revealOnScroll();
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) {
  void import('./hydrate.tsx').then(({ hydrateIslands }) => hydrateIslands(islands));
}

const openStatus = document.querySelector<HTMLElement>('[data-open-status]');
if (openStatus) void import('./open-status.ts').then(({ showOpenStatus }) => showOpenStatus(openStatus));

const missingPath = document.documentElement.dataset.notFound;
if (missingPath !== undefined) {
  console.error('404 Error: User attempted to access non-existent route:', missingPath);
}

// Opened with a hash: settle on the section once late layout (fonts, images) is done.
if (location.hash.length > 1) {
  setTimeout(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth' });
  }, 100);
}
