// Every island the browser can hydrate, loaded on demand so a page only
// downloads the code of the islands it has.
import type { ComponentType } from 'react';

export const islandLoaders = {
  SiteHeader: () => import('./SiteHeader.tsx').then((module) => module.SiteHeader),
  Gallery: () => import('./Gallery.tsx').then((module) => module.Gallery),
  ContactForm: () => import('./ContactForm.tsx').then((module) => module.ContactForm),
  LoopingVideo: () => import('./LoopingVideo.tsx').then((module) => module.LoopingVideo),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
