// The shape of the owner's content files. Messages are in Spanish because the
// owner reads them when the build rejects a file.
import { z } from 'zod';

/** Zod error option: one message when the field is missing, another when it has the wrong kind of value. */
export const missingOr =
  (missing: string, wrong: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined || issue.input === null ? missing : wrong;

/** The browser editor saves an emptied field as "", [] or null: for a field that may be left out, that means left out. */
const isBlank = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** A field the owner may leave out (or empty in the editor). */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

/** A field that takes `value` when the owner leaves it out (or empty in the editor). */
export function withDefault<Schema extends z.ZodType>(
  schema: Schema,
  value: z.util.NoUndefined<z.core.output<Schema>>,
) {
  return z.preprocess((input) => (isBlank(input) ? undefined : input), schema.default(value));
}

/** A yes/no field, written true or false (the editor shows a switch). */
export const yesNo = z.boolean({ error: 'escribí true (sí) o false (no), sin comillas' });

const text = z
  .string({ error: missingOr('falta este dato (es obligatorio)', 'tiene que ser un texto') })
  .trim()
  .min(1, 'está vacío: escribí un texto');

function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item, { error: missingOr('falta esta lista (es obligatoria)', 'tiene que ser una lista') })
    .min(1, 'la lista está vacía');
}

const textList = list(text);

const id = z
  .string({ error: missingOr('falta el identificador', 'tiene que ser un texto') })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'usá solo minúsculas, números y guiones (ej. pulido-motos)');

/** "jpg" → "[jJ][pP][gG]": the editor checks patterns without flags, so case is spelt out. */
const anyCase = (word: string) => [...word].map((char) => `[${char}${char.toUpperCase()}]`).join('');

/**
 * A file inside the top-level media/ folder, named as it is on disk, e.g.
 * "services/pulido-abrillantado.jpg" or "gallery/IMG_2034.JPG": the editor
 * uploads under lowercased names, but a photo added through GitHub keeps the
 * phone's name, spaces and capitals included. Each folder or file name starts
 * with neither a dot nor a space (no hidden files, no "..").
 */
const mediaPath = (extensions: readonly string[], examples: string) => {
  const segment = String.raw`[^/\\\x00-\x1f. ][^/\\\x00-\x1f]*`;
  return z
    .string({ error: missingOr('falta la ruta del archivo', 'tiene que ser una ruta de archivo') })
    .regex(
      new RegExp(`^(${segment}/)*${segment}\\.(${extensions.map(anyCase).join('|')})$`),
      `tiene que ser un archivo de media/ terminado en .${extensions.join(', .')}, escrito con su carpeta (ej. ${examples})`,
    );
};

export const imagePath = mediaPath(
  ['jpg', 'jpeg', 'png', 'webp'],
  'services/pulido-abrillantado.jpg, gallery/casco-antes.jpg o hero.jpg',
);
export const videoPath = mediaPath(['mp4'], 'services/pulido-abrillantado.mp4 o gallery/ceramico.mp4');

const order = z
  .number({ error: missingOr('falta el orden (un número)', 'tiene que ser un número') })
  .int('tiene que ser un número entero');

const step = z.strictObject({ title: text, description: text });
const faq = z.strictObject({ question: text, answer: text });

/** Names of the icons a service card can show (drawn in src/components/icons.tsx). */
export const serviceIcons = [
  'armchair',
  'sparkles',
  'shield-check',
  'droplets',
  'wind',
  'scissors',
  'paintbrush',
  'helmet',
  'flame',
] as const;

export const serviceSchema = z.strictObject({
  id,
  order,
  title: text,
  shortDescription: text,
  fullDescription: text,
  price: text,
  cardPrice: withDefault(text, 'Consultar'),
  icon: z.enum(serviceIcons, {
    error: `tiene que ser uno de estos íconos: ${serviceIcons.join(', ')}`,
  }),
  duration: text,
  warranty: text,
  features: textList,
  process: list(step),
  benefits: textList,
  faqs: list(faq),
  images: list(imagePath),
  video: optional(videoPath),
  standIn: withDefault(yesNo, false),
});

export const courseLevels = ['Principiante', 'Intermedio', 'Avanzado'] as const;

export const courseSchema = z.strictObject({
  id,
  order,
  title: text,
  shortDescription: text,
  fullDescription: text,
  level: z.enum(courseLevels, {
    error: `tiene que ser uno de estos niveles: ${courseLevels.join(', ')}`,
  }),
  modality: text,
  duration: text,
  instructor: text,
  requirements: textList,
  curriculum: list(step),
  highlights: list(step),
  certification: text,
  image: imagePath,
  video: optional(videoPath),
  standIn: withDefault(yesNo, false),
});

export const galleryCategories = ['bikes', 'cars'] as const;

const galleryBase = {
  order,
  category: z.enum(galleryCategories, { error: 'tiene que ser bikes (motos) o cars (autos)' }),
  title: text,
  service: id,
  standIn: withDefault(yesNo, false),
};

export const galleryItemSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('image'), ...galleryBase, before: imagePath, after: imagePath }),
    z.strictObject({ type: z.literal('video'), ...galleryBase, video: videoPath, poster: imagePath }),
  ],
  { error: 'el tipo tiene que ser image (foto antes/después) o video' },
);

export const reviewSchema = z.strictObject({
  order,
  author: text,
  rating: z
    .number({ error: missingOr('falta la puntuación (un número de 1 a 5)', 'tiene que ser un número de 1 a 5') })
    .int('tiene que ser un número entero de 1 a 5')
    .min(1, 'tiene que ser un número de 1 a 5')
    .max(5, 'tiene que ser un número de 1 a 5'),
  text,
  sample: withDefault(yesNo, false),
});

export const legalPageSchema = z.strictObject({
  title: text,
  description: text,
  updated: text,
  sections: list(
    z.strictObject({
      heading: text,
      paragraphs: optional(textList),
      list: optional(textList),
    }),
  ),
});

const sectionIntro = z.strictObject({ eyebrow: text, title: text, lead: optional(text) });

/** The home page's own words: headline, about texts and each section's heading. */
export const homeSchema = z.strictObject({
  meta: z.strictObject({ title: text, description: text }),
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    bookAction: text,
    chatAction: text,
    image: imagePath,
    imageAlt: text,
    standIn: withDefault(yesNo, false),
  }),
  about: z.strictObject({
    eyebrow: text,
    title: text,
    blocks: list(step),
    image: imagePath,
    imageAlt: text,
    standIn: withDefault(yesNo, false),
  }),
  services: sectionIntro.extend({ customServiceText: text }),
  courses: sectionIntro.extend({ question: text, questionAction: text }),
  gallery: sectionIntro,
  testimonials: sectionIntro,
  contact: sectionIntro.extend({ formTitle: text }),
});

export type Home = z.infer<typeof homeSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseLevel = (typeof courseLevels)[number];
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type GalleryCategory = (typeof galleryCategories)[number];
export type Review = z.infer<typeof reviewSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;
export type ServiceIcon = (typeof serviceIcons)[number];
