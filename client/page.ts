// What every page does in the browser, island or not: fade cards in as they
// scroll into view, and settle on the section a link's hash points at. Called
// last by each page bundle: <html data-started> then says the page's scripts
// have run (tests wait for it).
import { revealOnScroll } from './reveal.ts';

export function startPage(): void {
  revealOnScroll();
  document.documentElement.dataset.started = 'true';
  // Opened with a hash: settle on the section once late layout (fonts, images) is done.
  if (location.hash.length > 1) {
    setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth' });
    }, 100);
  }
}
