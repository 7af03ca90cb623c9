// The gallery island's code and React, loaded on demand by client/lazy-islands.ts.
import type { ComponentType } from 'react';
import { galleryIsland } from '../../src/generated/browser-content.ts';
import { Gallery } from '../../src/islands/Gallery.tsx';
import { hydrateIsland } from '../hydrate.tsx';

export const hydrate = (element: HTMLElement) =>
  hydrateIsland(element, Gallery as ComponentType<object>, galleryIsland);
