// What every page does in the browser: reveal cards on scroll. Each bundle calls it last; <html data-started> then says
// the page's scripts have run (tests wait for it). A page opened at a section (/#contacto) needs nothing here: the
// browser places the section under the header as soon as it is parsed and keeps it there while late layout (fonts,
// images) settles, before any script and with scripts off (client/site-base.css); a scroll from here would only pull
// back a visitor who has moved on by the time a slow bundle arrives.
import { revealOnScroll } from './reveal.ts';

export function startPage(): void {
  revealOnScroll();
  document.documentElement.dataset.started = 'true';
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
