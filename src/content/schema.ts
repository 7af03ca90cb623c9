// The shape of the owner's content files. Messages are in Spanish because the
// owner reads them when the build rejects a file. Each field also carries what
// the browser editor shows for it (scripts/build/editor/config.ts reads it through
// z.toJSONSchema): `.meta({ title, description })` is its label and hint, and
// `editor` any setting that differs from what the schema implies.
import { z } from 'zod';

/** Editor (Sveltia CMS) field settings, e.g. `{ widget: 'text' }` for a bigger box or the names of a select's options. */
export interface EditorSettings {
  widget?: string;
  options?: { label: string; value: string }[];
  [setting: string]: unknown;
}

declare module 'zod' {
  interface GlobalMeta {
    /** What the editor does differently from what the schema implies (scripts/build/editor/config.ts). */
    editor?: EditorSettings;
  }
}

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

/** Settings for a text the editor shows in a bigger box, over several lines. */
export const multiline = { editor: { widget: 'text' } };

const text = z
  .string({ error: missingOr('falta este dato (es obligatorio)', 'tiene que ser un texto') })
  .trim()
  .min(1, 'está vacío: escribí un texto');
const longText = text.meta(multiline);

function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item, { error: missingOr('falta esta lista (es obligatoria)', 'tiene que ser una lista') })
    .min(1, 'la lista está vacía');
}

const textList = list(text);

const slug = z
  .string({ error: missingOr('falta el identificador', 'tiene que ser un texto') })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'usá solo minúsculas, números y guiones (ej. pulido-motos)');

/** The name of a service or course in its page's address. */
const id = (what: string, example: string) =>
  slug.meta({
    title: 'Identificador',
    description: `Nombre corto ${what} para la dirección web: minúsculas, números y guiones (ej. ${example}). Si lo cambiás, cambia la dirección de la página.`,
  });

/** "jpg" → "[jJ][pP][gG]": the editor checks patterns without flags, so case is spelt out. */
const anyCase = (word: string) => [...word].map((char) => `[${char}${char.toUpperCase()}]`).join('');

/**
 * A file inside the top-level media/ folder, named as it is on disk, e.g.
 * "services/pulido-abrillantado.jpg" or "gallery/IMG_2034.JPG", with the
 * phone's name, spaces and capitals included. The editor (Sveltia CMS) writes
 * the path from media/ with a leading slash ("/gallery/IMG_2034.webp"): the
 * same file, so the slash is accepted and dropped. Each folder or file name
 * starts with neither a dot nor a space (no hidden files, no "..").
 */
const mediaPath = (extensions: readonly string[], examples: string) => {
  const segment = String.raw`[^/\\\x00-\x1f. ][^/\\\x00-\x1f]*`;
  return z
    .string({ error: missingOr('falta la ruta del archivo', 'tiene que ser una ruta de archivo') })
    .regex(
      new RegExp(`^/?(${segment}/)*${segment}\\.(${extensions.map(anyCase).join('|')})$`),
      `tiene que ser un archivo de media/ terminado en .${extensions.join(', .')}, escrito con su carpeta (ej. ${examples})`,
    )
    .transform((value) => value.replace(/^\//, ''));
};

// The editor uploads the file into media/; a link to a file elsewhere would not be there.
export const imagePath = mediaPath(
  ['jpg', 'jpeg', 'png', 'webp'],
  'services/pulido-abrillantado.jpg, gallery/casco-antes.jpg o hero.jpg',
).meta({ editor: { widget: 'image', choose_url: false } });
export const videoPath = mediaPath(['mp4'], 'services/pulido-abrillantado.mp4 o gallery/ceramico.mp4').meta({
  editor: { widget: 'file', choose_url: false },
});

const imageHint = (what: string) =>
  `${what} Subí una foto JPG, PNG o WebP, con el nombre que tenga; la web la achica y la convierte sola.`;
const videoHint = (what: string) => `${what} Subí un video MP4 (opcional), con el nombre que tenga.`;

const order = (what: string) =>
  z
    .number({ error: missingOr('falta el orden (un número)', 'tiene que ser un número') })
    .int('tiene que ser un número entero')
    .meta({
      title: 'Orden',
      description: `Número que decide el lugar ${what} en la lista: el más chico va primero. Usá saltos de 10 (10, 20, 30…) para poder meter otro en el medio.`,
    });

/** Marks a photo or video as a sample, so that the warning before publishing names it. */
const standIn = (what: string) =>
  withDefault(yesNo, false).meta({
    title: 'Provisorio',
    description: `Marcalo mientras ${what} sea de muestra; el aviso antes de publicar lo recuerda. Desmarcalo al poner el real.`,
  });

/** A title and a description inside a list (process steps, curriculum, about blocks). */
const step = (what: string) =>
  z.strictObject({
    title: text.meta({ title: 'Título', description: `El título corto de ${what}.` }),
    description: longText.meta({ title: 'Descripción', description: `Una o dos oraciones que explican ${what}.` }),
  });

const faq = z.strictObject({
  question: text.meta({ title: 'Pregunta', description: 'La pregunta, como la haría un cliente.' }),
  answer: longText.meta({ title: 'Respuesta', description: 'La respuesta, corta y clara.' }),
});

/** Names of the icons a service card can show (their shapes are in src/components/ui/icon-paths.ts). */
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

/** What the editor calls each icon. */
const iconNames: Record<ServiceIcon, string> = {
  armchair: 'Asiento',
  sparkles: 'Brillo',
  'shield-check': 'Escudo',
  droplets: 'Gotas',
  wind: 'Viento',
  scissors: 'Tijera',
  paintbrush: 'Pincel',
  helmet: 'Casco',
  flame: 'Llama',
};

export const serviceSchema = z.strictObject({
  id: id('del servicio', 'pulido-motos'),
  order: order('del servicio'),
  title: text.meta({ title: 'Nombre', description: 'El nombre del servicio, como lo ve el visitante.' }),
  shortDescription: longText.meta({
    title: 'Descripción corta',
    description: 'Una o dos oraciones para la tarjeta de la página de inicio y los buscadores.',
  }),
  fullDescription: longText.meta({
    title: 'Descripción completa',
    description: 'El texto de la página del servicio. Separá los párrafos con una línea en blanco.',
  }),
  price: text.meta({
    title: 'Precio',
    description: 'El precio que muestra la página del servicio, ej. Desde $25.000.',
  }),
  cardPrice: withDefault(text, 'Consultar').meta({
    title: 'Precio en la tarjeta',
    description: 'Lo que muestra la tarjeta de la página de inicio. Si lo dejás vacío dice "Consultar".',
  }),
  icon: z
    .enum(serviceIcons, {
      error: `tiene que ser uno de estos íconos: ${serviceIcons.join(', ')}`,
    })
    .meta({
      title: 'Ícono',
      description: 'El dibujo de la tarjeta del servicio.',
      editor: { options: serviceIcons.map((icon) => ({ label: iconNames[icon], value: icon })) },
    }),
  duration: text.meta({ title: 'Duración', description: 'Cuánto tarda el trabajo, ej. 4-8 horas.' }),
  warranty: text.meta({ title: 'Garantía', description: 'La garantía del trabajo, ej. 3 meses.' }),
  formOption: optional(text).meta({
    title: 'Opción del formulario',
    description:
      'La opción de la lista "Servicio" del formulario que corresponde a este servicio, escrita igual (está en Datos del taller → Servicios del formulario). El enlace "Pedir turno" la deja elegida.',
  }),
  features: textList.meta({
    title: 'Qué incluye',
    description: 'Una línea por cada cosa que incluye el servicio.',
  }),
  process: list(step('este paso')).meta({ title: 'Paso a paso', description: 'Los pasos del trabajo, en orden.' }),
  benefits: textList.meta({ title: 'Beneficios', description: 'Una línea por cada beneficio para el cliente.' }),
  faqs: list(faq).meta({
    title: 'Preguntas frecuentes',
    description: 'Las preguntas que más te hacen sobre este servicio.',
  }),
  images: list(imagePath).meta({
    title: 'Fotos',
    description: imageHint('Las fotos del servicio; la primera es la de la tarjeta y la portada de la página.'),
  }),
  video: optional(videoPath).meta({ title: 'Video', description: videoHint('Un video corto del trabajo.') }),
  standIn: standIn('la foto o el video'),
});

export const courseLevels = ['Principiante', 'Intermedio', 'Avanzado'] as const;

export const courseSchema = z.strictObject({
  id: id('del curso', 'detailing-basico'),
  order: order('del curso'),
  title: text.meta({ title: 'Nombre', description: 'El nombre del curso, como lo ve el visitante.' }),
  shortDescription: longText.meta({
    title: 'Descripción corta',
    description: 'Una o dos oraciones para la tarjeta de la página de inicio y los buscadores.',
  }),
  fullDescription: longText.meta({
    title: 'Descripción completa',
    description: 'El texto de la página del curso. Separá los párrafos con una línea en blanco.',
  }),
  level: z
    .enum(courseLevels, {
      error: `tiene que ser uno de estos niveles: ${courseLevels.join(', ')}`,
    })
    .meta({ title: 'Nivel', description: 'Para quién es el curso.' }),
  modality: text.meta({ title: 'Modalidad', description: 'Cómo se cursa, ej. Presencial en el taller.' }),
  duration: text.meta({ title: 'Duración', description: 'Cuánto dura el curso, ej. 2 jornadas de 4 horas.' }),
  instructor: text.meta({ title: 'Instructor', description: 'Quién da el curso.' }),
  requirements: textList.meta({
    title: 'Requisitos',
    description: 'Una línea por cada cosa que hace falta para anotarse.',
  }),
  curriculum: list(step('este tema')).meta({ title: 'Programa', description: 'Los temas del curso, en orden.' }),
  highlights: list(step('este punto')).meta({
    title: 'Lo que te llevás',
    description: 'Lo mejor del curso, en pocas palabras.',
  }),
  certification: text.meta({ title: 'Certificado', description: 'Qué certificado reciben al terminar.' }),
  image: imagePath.meta({ title: 'Foto', description: imageHint('La foto de la tarjeta y de la página del curso.') }),
  video: optional(videoPath).meta({ title: 'Video', description: videoHint('Un video corto del curso.') }),
  standIn: standIn('la foto o el video'),
});

export const galleryCategories = ['bikes', 'cars'] as const;

const galleryBase = {
  order: order('del trabajo'),
  category: z.enum(galleryCategories, { error: 'tiene que ser bikes (motos) o cars (autos)' }).meta({
    title: 'Categoría',
    description: 'El filtro de la galería donde aparece.',
    editor: {
      options: [
        { label: 'Motos', value: 'bikes' },
        { label: 'Autos', value: 'cars' },
      ],
    },
  }),
  title: text.meta({
    title: 'Título',
    description: 'Qué se hizo, en pocas palabras. También lo leen quienes no ven la foto.',
  }),
  service: slug.meta({
    title: 'Servicio',
    description: 'El servicio al que corresponde el trabajo; la galería enlaza a su página.',
    // Picked from the services the owner has, by name.
    editor: {
      widget: 'relation',
      collection: 'services',
      value_field: 'id',
      search_fields: ['title'],
      display_fields: ['title'],
    },
  }),
  standIn: standIn('la foto o el video'),
};

/** The kind of a gallery item: the section of the editor's gallery it is created in writes it. */
const galleryType = <Type extends string>(type: Type) =>
  z.literal(type).meta({
    title: 'Tipo',
    description: 'Foto antes y después, o video. Lo decide la sección de la galería en la que creás el trabajo.',
  });

export const galleryItemSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: galleryType('image'),
      ...galleryBase,
      before: imagePath.meta({ title: 'Foto de antes', description: imageHint('Cómo llegó el vehículo.') }),
      after: imagePath.meta({
        title: 'Foto de después',
        description: imageHint('Cómo quedó, con el mismo encuadre que la de antes.'),
      }),
    }),
    z.strictObject({
      type: galleryType('video'),
      ...galleryBase,
      video: videoPath.meta({ title: 'Video', description: 'El video del trabajo, en MP4, con el nombre que tenga.' }),
      poster: imagePath.meta({
        title: 'Foto de portada',
        description: imageHint('La imagen que se ve antes de dar play.'),
      }),
    }),
  ],
  { error: 'el tipo tiene que ser image (foto antes/después) o video' },
);

export const reviewSchema = z.strictObject({
  order: order('de la reseña'),
  author: text.meta({
    title: 'Autor',
    description: 'El nombre con el que la persona firmó la reseña en Google Maps.',
  }),
  rating: z
    .number({ error: missingOr('falta la puntuación (un número de 1 a 5)', 'tiene que ser un número de 1 a 5') })
    .int('tiene que ser un número entero de 1 a 5')
    .min(1, 'tiene que ser un número de 1 a 5')
    .max(5, 'tiene que ser un número de 1 a 5')
    .meta({ title: 'Estrellas', description: 'La puntuación que dejó, de 1 a 5.' }),
  text: longText.meta({ title: 'Reseña', description: 'El texto tal como está en Google Maps.' }),
  sample: withDefault(yesNo, false).meta({
    title: 'De ejemplo',
    description: 'Marcado = reseña inventada de muestra. Reemplazala por una real de Google Maps y desmarcalo.',
  }),
});

export const legalPageSchema = z.strictObject({
  title: text.meta({ title: 'Título', description: 'El título de la página.' }),
  description: longText.meta({
    title: 'Resumen',
    description: 'Una oración que resume la página, para los buscadores.',
  }),
  updated: text.meta({
    title: 'Última actualización',
    description: 'Mes y año del último cambio, ej. junio de 2025.',
  }),
  sections: list(
    z.strictObject({
      heading: text.meta({ title: 'Subtítulo', description: 'El subtítulo de la sección.' }),
      paragraphs: optional(list(longText)).meta({
        title: 'Párrafos',
        description:
          'Un párrafo por ítem. Podés escribir {name}, {email}, {phone} o {address} y la web pone el dato del taller.',
      }),
      list: optional(textList).meta({
        title: 'Lista',
        description:
          'Ítems con viñeta debajo de los párrafos (opcional). También acepta {name}, {email}, {phone} y {address}.',
      }),
    }),
  ).meta({
    title: 'Secciones',
    description: 'Cada sección tiene un subtítulo, párrafos y, si hace falta, una lista.',
  }),
});

/** The texts heading a section of the home page, and any more of its own. */
function sectionIntro<Extra extends z.core.$ZodShape>(section: string, extra: Extra) {
  return z
    .strictObject({
      eyebrow: text.meta({ title: 'Antetítulo', description: 'La palabra chica que va arriba del título.' }),
      title: text.meta({ title: 'Título', description: 'El título grande de la sección.' }),
      lead: optional(longText).meta({ title: 'Bajada', description: 'Una oración debajo del título (opcional).' }),
      ...extra,
    })
    .meta({
      title: `Sección ${section}`,
      description: `Los textos que encabezan la sección ${section} de la página de inicio.`,
    });
}

/** A big photo of the home page: the file, what it shows, and whether it is a sample. */
const homePhoto = (title: string, what: string) => ({
  image: imagePath.meta({ title, description: imageHint(what) }),
  imageAlt: text.meta({
    title: 'Descripción de la foto',
    description: 'Qué muestra la foto, para quienes no la ven (lectores de pantalla).',
  }),
  standIn: standIn('la foto'),
});

/** The home page's own words: headline, about texts and each section's heading. */
export const homeSchema = z.strictObject({
  meta: z
    .strictObject({
      title: text.meta({
        title: 'Título',
        description: 'El título de la pestaña y del resultado en Google; conviene que nombre el taller y el barrio.',
      }),
      description: longText.meta({
        title: 'Descripción',
        description: 'Una o dos oraciones debajo del título en Google (unos 150 caracteres).',
      }),
    })
    .meta({
      title: 'Buscadores y redes',
      description: 'Lo que muestran Google y las redes sociales cuando aparece o se comparte la página de inicio.',
    }),
  hero: z
    .strictObject({
      eyebrow: text.meta({ title: 'Antetítulo', description: 'La línea chica arriba del título.' }),
      title: text.meta({ title: 'Título', description: 'La frase principal de la web.' }),
      lead: longText.meta({ title: 'Bajada', description: 'Una o dos oraciones debajo del título.' }),
      bookAction: text.meta({
        title: 'Botón de turno',
        description: 'El botón principal, que lleva al formulario de contacto.',
      }),
      chatAction: text.meta({
        title: 'Botón de WhatsApp',
        description: 'El botón que abre un chat de WhatsApp para reservar.',
      }),
      ...homePhoto('Foto de portada', 'La foto grande de fondo.'),
    })
    .meta({ title: 'Portada', description: 'Lo primero que se ve al entrar a la web.' }),
  about: z
    .strictObject({
      eyebrow: text.meta({ title: 'Antetítulo', description: 'La palabra chica arriba del título.' }),
      title: text.meta({ title: 'Título', description: 'El título de la sección.' }),
      blocks: list(step('este bloque')).meta({
        title: 'Bloques',
        description: 'Los textos cortos que cuentan cómo trabajan.',
      }),
      ...homePhoto('Foto', 'La foto de la sección.'),
    })
    .meta({ title: 'Nosotros', description: 'La sección que cuenta quiénes son.' }),
  services: sectionIntro('Servicios', {
    customServiceText: longText.meta({
      title: 'Texto de servicio a medida',
      description: 'La invitación a pedir un servicio que no está en la lista.',
    }),
  }),
  courses: sectionIntro('Cursos', {
    question: text.meta({ title: 'Pregunta final', description: 'La invitación a consultar, debajo de los cursos.' }),
    questionAction: text.meta({
      title: 'Botón de la pregunta',
      description: 'El botón de WhatsApp junto a la pregunta final.',
    }),
  }),
  gallery: sectionIntro('Galería', {}),
  testimonials: sectionIntro('Testimonios', {}),
  contact: sectionIntro('Contacto', {
    formTitle: text.meta({
      title: 'Título del formulario',
      description: 'El título arriba del formulario de consulta.',
    }),
  }),
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
