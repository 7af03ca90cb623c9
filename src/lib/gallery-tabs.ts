// The gallery's tabs with each item's key, shared by the server's markup and the island's script.
import type { GalleryCategory, GalleryItem } from '../content/schema.ts';

export const galleryCategories = ['bikes', 'cars'] as const satisfies readonly GalleryCategory[];

export const galleryKey = (category: GalleryCategory, index: number) => `${category}-${index}`;

export interface GalleryTabOutline {
  id: GalleryCategory;
  label: string;
  /** The items' keys, in order. */
  keys: string[];
}

export function galleryTabs(
  gallery: readonly GalleryItem[],
  labels: Record<GalleryCategory, string>,
): GalleryTabOutline[] {
  return galleryCategories.map((category) => ({
    id: category,
    label: labels[category],
    keys: gallery.filter((item) => item.category === category).map((_, index) => galleryKey(category, index)),
  }));
}
