// Loads React and an island's code only when the island nears the screen or is first touched. Nothing is lost
// meanwhile: an island works as plain HTML without it (the form posts to the Worker) and hydration keeps what the
// visitor typed.
import type { IslandName } from '../src/components/island-names.ts';

export type IslandLoaders = Partial<Record<IslandName, () => Promise<{ hydrate(element: HTMLElement): void }>>>;

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

export function hydrateOnDemand(loaders: IslandLoaders): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = loaders[element.dataset.island as IslandName];
    if (!load) {
      console.error(`This page's bundle has no island "${element.dataset.island}"`);
      continue;
    }
    let loading = false;
    const start = () => {
      if (loading) return;
      loading = true;
      observer.disconnect();
      load().then(
        (island) => {
          for (const type of interactions) element.removeEventListener(type, start, true);
          island.hydrate(element);
        },
        // The code did not arrive (the connection dropped, or the visitor left the page meanwhile): the island keeps
        // working as plain HTML, and the visitor's next touch asks for it again.
        () => (loading = false),
      );
    };
    // The placeholder is display: contents (it has no box of its own): watch what it holds.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: '100% 0px',
    });
    for (const child of element.children) observer.observe(child);
    for (const type of interactions) element.addEventListener(type, start, { capture: true, passive: true });
  }
}
