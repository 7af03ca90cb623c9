import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from '../src/islands/registry.ts';

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);

/** Calls back once the island is interactive (its effects have run); renders no element of its own. */
function HydrationMarker({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export async function hydrateIslands(elements: HTMLElement[]): Promise<void> {
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island;
      if (!isIslandName(name)) {
        console.error(`Unknown island "${String(name)}"`);
        return;
      }
      const Component = (await islandLoaders[name]()) as ComponentType<object>;
      const props = JSON.parse(element.dataset.props ?? '{}') as object;
      hydrateRoot(
        element,
        <HydrationMarker onHydrated={() => (element.dataset.hydrated = 'true')}>
          <Component {...props} />
        </HydrationMarker>,
      );
    }),
  );
}
