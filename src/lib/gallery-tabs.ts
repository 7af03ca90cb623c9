// The gallery's tabs, shared by the server's markup and the island's script.
import type { GalleryCategory } from '../content/schema/index.ts';

export const galleryCategories = ['bikes', 'cars'] as const satisfies readonly GalleryCategory[];

/** An item's key among its tab's items. */
export const galleryKey = (category: GalleryCategory, index: number) => `${category}-${index}`;

export interface GalleryTab {
  id: GalleryCategory;
  label: string;
}

export function galleryTabs(labels: Record<GalleryCategory, string>): GalleryTab[] {
  return galleryCategories.map((category) => ({ id: category, label: labels[category] }));
}
