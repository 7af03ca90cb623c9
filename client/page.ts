// What every page does in the browser: reveal cards on scroll and settle on a link's hash target. Each bundle calls it
// last; <html data-started> then says the page's scripts have run (tests wait for it).
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

// Start-up steps run one task each with a turn for the browser between them, so a tap meanwhile is handled at once
// and no task blocks the main thread for long.
type Step = () => void;

const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
const nextTurn = (): Promise<void> =>
  typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

export async function inTurns(steps: Step[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTurn();
    step();
  }
}
