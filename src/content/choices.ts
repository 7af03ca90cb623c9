// The fixed choices some content fields offer: plain constants that the schema checks the YAML against
// (src/content/schema/collections.ts) and the pages use, so that the Worker never loads the schema or Zod.

/** A course's level, from the first to the last: its badge shows the rank. */
export const courseLevels = ['Principiante', 'Intermedio', 'Avanzado'] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** A gallery work's category: one gallery tab each, in this order. */
export const galleryCategories = ['bikes', 'cars'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];
