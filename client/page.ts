// What every page does in the browser, island or not: fade cards in as they
// scroll into view, and settle on the section a link's hash points at.
import { revealOnScroll } from './reveal.ts';

export function startPage(): void {
  revealOnScroll();
  // Opened with a hash: settle on the section once late layout (fonts, images) is done.
  if (location.hash.length > 1) {
    setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth' });
    }, 100);
  }
}
