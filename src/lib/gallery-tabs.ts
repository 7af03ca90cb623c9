// The gallery's tabs (Motos, Autos): each tab's items in content order, with the
// key that the server's markup and the island's state share. Used by the page
// (src/components/home/GallerySection.tsx) and by the build, which bundles the
// island's props with its script (scripts/content/write.ts).
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
