// The gallery's tabs: one per vehicle category, each with its panel.
import { galleryCategories, type GalleryCategory } from '../content/choices.ts';

/** An item's key among its tab's items. */
export const galleryKey = (category: GalleryCategory, index: number) => `${category}-${index}`;

export interface GalleryTab {
  id: GalleryCategory;
  label: string;
}

export function galleryTabs(labels: Record<GalleryCategory, string>): GalleryTab[] {
  return galleryCategories.map((category) => ({ id: category, label: labels[category] }));
}

/** The ids that tie a tab and its panel together (aria-controls, aria-labelledby). */
export const tabId = (tab: GalleryTab) => `galeria-pestana-${tab.id}`;
export const panelId = (tab: GalleryTab) => `galeria-panel-${tab.id}`;
