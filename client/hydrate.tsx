import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../src/islands/names.ts';

/** The components a page's bundle can hydrate, by the name the server gave each island. */
export type IslandComponents = Partial<Record<IslandName, ComponentType<never>>>;

/** Calls back once the island is interactive (its effects have run); renders no element of its own. */
function HydrationMarker({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates every island on the page with the props the server rendered it with.
 * As a transition, so React hydrates in slices and yields to the browser
 * between them: no long task, and a tap during hydration is answered first.
 */
export function hydrateIslands(components: IslandComponents): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const Component = components[name] as ComponentType<object> | undefined;
    if (!Component) {
      console.error(`This page's bundle has no island "${name}"`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    startTransition(() => {
      hydrateRoot(
        element,
        <HydrationMarker onHydrated={() => (element.dataset.hydrated = 'true')}>
          <Component {...props} />
        </HydrationMarker>,
      );
    });
  }
}
