// Builds the browser editor's configuration (Decap CMS / Sveltia CMS config.yml)
// from the content schemas, so every field the build checks is a field the
// owner can edit, with the Spanish label and hint of scripts/admin/labels.ts.
import { stringify } from 'yaml';
import { z } from 'zod';
import { legalSlugs } from '../../src/content/legal-slugs.ts';
import {
  courseSchema,
  galleryItemSchema,
  homeSchema,
  imagePath,
  legalPageSchema,
  reviewSchema,
  serviceSchema,
  videoPath,
} from '../../src/content/schema.ts';
import { siteConfigSchema } from '../../src/content/site-schema.ts';
import { fieldLabels, type FieldLabel } from './labels.ts';

export type EditorField = Record<string, unknown> & { name: string; label: string; hint: string; widget: string };
type Labels = Readonly<Record<string, FieldLabel>>;

/** Where uploads go: media/ at the top of the repository, the folder scripts/build-media.ts reads. */
export const mediaRoot = 'media';

export class MissingLabelError extends Error {}

/** The Spanish label of a field: `.meta({ title, description })` on the schema wins over labels.ts. */
function labelOf(schema: z.ZodType, key: string, labels: Labels): FieldLabel {
  for (let current: z.ZodType | undefined = schema; current; current = inner(current)) {
    const meta = current.meta();
    if (typeof meta?.title === 'string' && typeof meta.description === 'string') {
      return { label: meta.title, hint: meta.description, widget: labels[key]?.widget };
    }
  }
  const label = labels[key];
  if (!label) {
    throw new MissingLabelError(
      `El campo "${key}" no tiene etiqueta para el editor: agregala en scripts/admin/labels.ts ` +
        `(o .meta({ title, description }) en el esquema).`,
    );
  }
  return label;
}

/** The schema inside an optional, a default or a transform, or undefined. */
export function inner(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return schema.unwrap() as z.ZodType;
  }
  // A preprocessed field (z.preprocess) is its output schema; a transformed one (.transform) its input.
  if (schema instanceof z.ZodPipe) return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
  return undefined;
}

/** The message the schema gives for a value, so the editor says what the build would say. */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'el valor no es válido' : (result.error.issues[0]?.message ?? 'el valor no es válido');
}

interface StringCheck {
  check?: string;
  format?: string;
  pattern?: RegExp;
  length?: number;
}

/** A Decap `pattern` ([regex, message]) for the string rules the editor can check before saving. */
function patternOf(schema: z.ZodType): [string, string] | undefined {
  const def = schema._zod.def as { format?: string; pattern?: RegExp; checks?: { _zod: { def: StringCheck } }[] };
  if (def.format === 'email' && def.pattern) return [def.pattern.source, messageFor(schema, '\u0000')];
  if (def.format === 'url') return ['^https://\\S+$', messageFor(schema, 'http://ejemplo')];
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
      return [check.pattern.source, messageFor(schema, '\u0000')];
    }
    if (check.check === 'length_equals' && check.length !== undefined) {
      return [`^.{${check.length}}$`, messageFor(schema, '')];
    }
  }
  return undefined;
}

/** Number bounds a person would type; Zod's integer limits are left out. */
const bound = (value: number | null | undefined) =>
  value !== null && value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function defined(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** The editor field for one schema field; `key` is "<file kind>.<path>" as labels.ts names it. */
export function editorField(name: string, schema: z.ZodType, key: string, labels: Labels = fieldLabels): EditorField {
  const { label, hint, widget: settings } = labelOf(schema, key, labels);
  // Settings for a list's items ("field") are merged into the item, not over it.
  const { field: itemSettings, ...overrides } = settings ?? {};
  let required = true;
  let defaultValue: unknown;
  let base: z.ZodType = schema;
  for (let next = inner(base); next; next = inner(base)) {
    if (base instanceof z.ZodOptional || base instanceof z.ZodNullable) required = false;
    if (base instanceof z.ZodDefault) {
      required = false;
      defaultValue = (base.def as { defaultValue: unknown }).defaultValue;
    }
    base = next;
  }
  const common = { name, label, hint, ...defined({ required: required ? undefined : false, default: defaultValue }) };
  // A field shown with another widget (a relation, say) keeps only the settings that widget understands.
  const field = (widget: Record<string, unknown>): EditorField =>
    (overrides.widget !== undefined && overrides.widget !== widget.widget
      ? { ...common, ...overrides }
      : { ...common, ...widget, ...overrides }) as EditorField;

  if (base === imagePath) return field({ widget: 'image', choose_url: false, pattern: patternOf(base) });
  if (base === videoPath) return field({ widget: 'file', choose_url: false, pattern: patternOf(base) });
  if (base instanceof z.ZodBoolean) {
    return field({ widget: 'boolean', ...(defaultValue === undefined && !required ? { default: false } : {}) });
  }
  if (base instanceof z.ZodNumber) {
    return field(
      defined({
        widget: 'number',
        value_type: base.isInt ? 'int' : 'float',
        min: bound(base.minValue),
        max: bound(base.maxValue),
      }),
    );
  }
  if (base instanceof z.ZodEnum) return field({ widget: 'select', options: base.options });
  if (base instanceof z.ZodLiteral) return field({ widget: 'hidden', default: base.value });
  if (base instanceof z.ZodArray) {
    const element = base.element as z.ZodType;
    const minimum = (base.def.checks ?? [])
      .map((check) => (check._zod.def as { check: string; minimum?: number }).minimum)
      .find((value) => value !== undefined);
    const list = { widget: 'list', ...defined({ min: minimum }) };
    if (element instanceof z.ZodObject) {
      const fields = objectFields(element, key, labels);
      return field({ ...list, summary: `{{fields.${fields[0]?.name ?? 'title'}}}`, fields });
    }
    // A list of single values: each item gets the list's own label and hint; the list says whether it is required.
    const item = Object.fromEntries(
      Object.entries(editorField(name, element, key, { ...labels, [key]: { label, hint } })).filter(
        ([setting]) => setting !== 'required',
      ),
    );
    return field({ ...list, field: { ...item, ...(itemSettings as object | undefined) } });
  }
  if (base instanceof z.ZodObject)
    return field({ widget: 'object', collapsed: false, fields: objectFields(base, key, labels) });
  if (base._zod.def.type === 'string') return field(defined({ widget: 'string', pattern: patternOf(base) }));
  throw new Error(`El campo "${key}" tiene un tipo que el editor no sabe mostrar (${base._zod.def.type}).`);
}

/** The editor fields of an object schema, in the schema's order. */
export function objectFields(schema: z.ZodType, scope: string, labels: Labels = fieldLabels): EditorField[] {
  let base = schema;
  for (let next = inner(base); next; next = inner(base)) base = next;
  if (!(base instanceof z.ZodObject)) throw new Error(`"${scope}" no es un objeto`);
  return Object.entries(base.shape as Record<string, z.ZodType>).map(([name, field]) =>
    editorField(name, field, `${scope}.${name}`, labels),
  );
}

const yamlFile = { extension: 'yaml', format: 'yaml' } as const;

/** Uploads from a collection go to media/<folder>/ and are stored as "<folder>/name.jpg", as the content expects. */
const mediaIn = (folder: string) => ({ media_folder: `/${mediaRoot}/${folder}`, public_folder: folder });

/** Every collection the owner edits, built from the schemas. */
export function editorCollections(labels: Labels = fieldLabels): Record<string, unknown>[] {
  const folderCollection = (settings: Record<string, unknown>) => ({
    ...yamlFile,
    create: true,
    delete: true,
    // Listed by the order the site shows them in.
    sortable_fields: [{ field: 'order', default_sort: true }, 'title'],
    ...settings,
  });
  const [photoItem, videoItem] = galleryItemSchema.options;
  const galleryCollection = (name: string, label: string, description: string, variant: z.ZodType, type: string) =>
    folderCollection({
      name,
      label,
      label_singular: 'Trabajo',
      description,
      folder: 'src/content/gallery',
      filter: { field: 'type', value: type },
      slug: '{{slug}}',
      summary: '{{order}} · {{title}}',
      ...mediaIn('gallery'),
      fields: objectFields(variant, 'gallery', labels),
    });
  return [
    folderCollection({
      name: 'services',
      label: 'Servicios',
      label_singular: 'Servicio',
      description:
        'Un archivo por servicio. El número de "Orden" decide el lugar en la página de inicio (el más chico, primero).',
      folder: 'src/content/services',
      identifier_field: 'title',
      slug: '{{fields.id}}',
      summary: '{{order}} · {{title}}',
      ...mediaIn('services'),
      fields: objectFields(serviceSchema, 'service', labels),
    }),
    folderCollection({
      name: 'courses',
      label: 'Cursos',
      label_singular: 'Curso',
      description: 'Un archivo por curso.',
      folder: 'src/content/courses',
      identifier_field: 'title',
      slug: '{{fields.id}}',
      summary: '{{order}} · {{title}}',
      ...mediaIn('courses'),
      fields: objectFields(courseSchema, 'course', labels),
    }),
    galleryCollection(
      'gallery-photos',
      'Galería: antes y después',
      'Trabajos con una foto de antes y una de después.',
      photoItem,
      'image',
    ),
    galleryCollection('gallery-videos', 'Galería: videos', 'Trabajos con un video.', videoItem, 'video'),
    folderCollection({
      name: 'reviews',
      label: 'Reseñas',
      label_singular: 'Reseña',
      description: 'Reseñas de clientes, copiadas de Google Maps.',
      folder: 'src/content/reviews',
      identifier_field: 'author',
      slug: '{{slug}}',
      summary: '{{order}} · {{author}} ({{rating}}★)',
      sortable_fields: [{ field: 'order', default_sort: true }, 'author'],
      fields: objectFields(reviewSchema, 'review', labels),
    }),
    {
      name: 'site',
      label: 'Datos del taller',
      description: 'Teléfono, dirección, horarios, redes, cifras, mensajes de WhatsApp y los textos fijos de la web.',
      ...yamlFile,
      files: [
        {
          name: 'site',
          label: 'Datos del taller',
          file: 'src/content/site.yaml',
          fields: objectFields(siteConfigSchema, 'site', labels),
        },
      ],
    },
    {
      name: 'home',
      label: 'Página de inicio',
      description: 'Los textos de la página de inicio y sus dos fotos grandes.',
      ...yamlFile,
      files: [
        {
          name: 'home',
          label: 'Textos de la página de inicio',
          file: 'src/content/home.yaml',
          media_folder: `/${mediaRoot}`,
          public_folder: '',
          fields: objectFields(homeSchema, 'home', labels),
        },
      ],
    },
    {
      name: 'legal',
      label: 'Páginas legales',
      description: 'Términos y condiciones y política de privacidad.',
      ...yamlFile,
      files: legalSlugs.map((slug) => ({
        name: slug,
        label: slug === 'politica-privacidad' ? 'Política de privacidad' : 'Términos y condiciones',
        file: `src/content/legal/${slug}.yaml`,
        fields: objectFields(legalPageSchema, 'legal', labels),
      })),
    },
  ];
}

export interface AdminConfigOptions {
  /** Lets the editor save to the working copy through `npx decap-server` while testing on a computer. */
  localBackend?: boolean;
}

/** The whole editor configuration: the backend as given, Spanish interface, media/ uploads and every collection. */
export function adminConfig(
  backend: Record<string, unknown>,
  options: AdminConfigOptions = {},
): Record<string, unknown> {
  return {
    backend,
    ...(options.localBackend ? { local_backend: true } : {}),
    locale: 'es',
    media_folder: mediaRoot,
    public_folder: '',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: editorCollections(),
  };
}

/** adminConfig() as the text of config.yml. */
export function adminConfigYaml(backend: Record<string, unknown>, options: AdminConfigOptions = {}): string {
  return (
    '# Generated by scripts/build-admin-config.ts from the content schemas. Do not edit.\n' +
    stringify(adminConfig(backend, options), { lineWidth: 0, aliasDuplicateObjects: false })
  );
}
