import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls back once the island is interactive (its effects have run); renders no element of its own. */
function HydrationMarker({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // A block, not the callback itself: an effect may return only its clean-up.
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return children;
}

/**
 * Hydrates one island with the props the server rendered it with (data-props and `bundledProps`), as a transition,
 * so React yields to the browser between slices and a tap during hydration is answered first.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, bundledProps: object = {}): void {
  const props = { ...bundledProps, ...(JSON.parse(element.dataset.props ?? '{}') as object) };
  startTransition(() => {
    hydrateRoot(
      element,
      <HydrationMarker onHydrated={() => (element.dataset.hydrated = 'true')}>
        <Component {...props} />
      </HydrationMarker>,
    );
  });
}
