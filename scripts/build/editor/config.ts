// Builds the browser editor's configuration (Sveltia CMS's config.yml, which Decap CMS also reads)
// from the content schemas, so every field the build checks is a field the
// owner can edit. It reads each schema through its JSON Schema (z.toJSONSchema):
// the field's .meta() gives the Spanish label (title), hint (description) and
// any editor setting the schema alone does not imply (editor).
import { stringify } from 'yaml';
import { z } from 'zod';
import { legalSlugs } from '../../../src/content/legal-slugs.ts';
import * as content from '../../../src/content/schema/index.ts';
import { imageWidths } from '../media.ts';

/** An editor field; a hidden one (a fixed value) has no hint, which the editor would not show. */
export type EditorField = Record<string, unknown> & { name: string; label: string; hint?: string; widget: string };
type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Where uploads go: media/ at the top of the repository, the folder scripts/build/media.ts reads. */
export const mediaRoot = 'media';

export class MissingLabelError extends Error {}

/** The JSON Schema keyword that carries a field's editor pattern (see jsonSchemaOf). */
const patternKeyword = 'x-editor-pattern';

/** The message the schema gives for a value, so the editor says what the build would say. */
function messageFor(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  return result.success ? 'el valor no es válido' : (result.error.issues[0]?.message ?? 'el valor no es válido');
}

/** A field `pattern` ([regex, message]) for the string rules the editor can check before saving. */
function patternOf(json: JsonSchema, schema: z.core.$ZodType): [string, string] | undefined {
  if (json.format === 'email' && json.pattern) return [json.pattern, messageFor(schema, '\u0000')];
  // The site's addresses are https only (src/content/schema/fields.ts), which JSON Schema's "uri" does not say.
  if (json.format === 'uri') return ['^https://\\S+$', messageFor(schema, 'http://ejemplo')];
  if (json.pattern) return [json.pattern, messageFor(schema, '\u0000')];
  if (json.minLength !== undefined && json.minLength === json.maxLength) {
    return [`^.{${json.minLength}}$`, messageFor(schema, '')];
  }
  return undefined;
}

/**
 * The schema as the owner writes it (before defaults and transforms), as JSON Schema,
 * each string field with its editor pattern: JSON Schema has no place for the
 * schema's own messages, so they are asked of each field's Zod schema on the way.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      // A wrapper (optional, default) inherits the pattern of the string inside, with its message.
      if (jsonSchema.type !== 'string' || patternKeyword in jsonSchema) return;
      const pattern = patternOf(jsonSchema, zodSchema);
      if (pattern) jsonSchema[patternKeyword] = pattern;
    },
  });
}

/** Number bounds a person would type; Zod's integer limits are left out. */
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function defined(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

const asSchema = (json: JsonSchema['items']): JsonSchema =>
  typeof json === 'object' && !Array.isArray(json) ? json : {};

interface Label {
  label: string;
  hint: string;
}

/**
 * The editor field for one field's JSON Schema; `key` ("<file kind>.<path>") names it in errors.
 * A list's single-value items take the list's label and hint (`inherited`).
 */
function fieldFrom(name: string, json: JsonSchema, key: string, required: boolean, inherited?: Label): EditorField {
  const label = json.title ?? inherited?.label;
  const hint = json.description ?? inherited?.hint;
  if (label === undefined || hint === undefined) {
    throw new MissingLabelError(
      `El campo "${key}" no tiene etiqueta para el editor: agregale .meta({ title, description }) en su esquema ` +
        `(en src/content/schema/, labelled(esquema, title, description)).`,
    );
  }
  // The schema files type `editor` through zod's GlobalMeta (src/content/schema/fields.ts).
  const { widget: shownAs, ...settings } = (json.editor ?? {}) as content.EditorSettings;
  const common = { name, label, hint, ...defined({ required: required ? undefined : false, default: json.default }) };
  // Settings on the schema win over the ones inferred from it, in the inferred ones' place.
  const field = ({ widget, ...inferred }: { widget: string } & Record<string, unknown>): EditorField => {
    const kept = Object.fromEntries(Object.entries(inferred).filter(([setting]) => !(setting in settings)));
    // A relation offers existing values only: the schema's own pattern is not the editor's to check there.
    return { ...common, widget: shownAs ?? widget, ...settings, ...(shownAs === 'relation' ? {} : kept) };
  };

  if (json.const !== undefined) {
    // A fixed value: the owner never sees the field, so it carries no hint (the editor would warn about one).
    const hidden = field({ widget: 'hidden', default: json.const });
    delete hidden.hint;
    return hidden;
  }
  if (json.enum) return field({ widget: 'select', options: json.enum });
  switch (json.type) {
    case 'boolean':
      return field({ widget: 'boolean', ...(json.default === undefined && !required ? { default: false } : {}) });
    case 'integer':
    case 'number':
      return field({
        widget: 'number',
        value_type: json.type === 'integer' ? 'int' : 'float',
        ...defined({ min: bound(json.minimum), max: bound(json.maximum) }),
      });
    case 'array': {
      const items = asSchema(json.items);
      const list = { widget: 'list', ...defined({ min: json.minItems }) };
      if (items.type === 'object') {
        const fields = fieldsFrom(items, key);
        return field({ ...list, summary: `{{fields.${fields[0]?.name ?? 'title'}}}`, fields });
      }
      // A list of single values: each item gets the list's label and hint; the list says whether it is required.
      const item = Object.entries(fieldFrom(name, items, key, true, { label, hint }));
      return field({ ...list, field: Object.fromEntries(item.filter(([setting]) => setting !== 'required')) });
    }
    case 'object':
      return field({ widget: 'object', collapsed: false, fields: fieldsFrom(json, key) });
    case 'string':
      return field({ widget: 'string', ...defined({ pattern: json[patternKeyword] }) });
    default:
      throw new Error(`El campo "${key}" tiene un tipo que el editor no sabe mostrar (${String(json.type)}).`);
  }
}

/** The editor fields of an object's JSON Schema, in the schema's order. */
function fieldsFrom(json: JsonSchema, scope: string): EditorField[] {
  if (json.type !== 'object') throw new Error(`"${scope}" no es un objeto`);
  const required = new Set(json.required);
  return Object.entries(json.properties ?? {}).map(([name, field]) =>
    fieldFrom(name, asSchema(field), `${scope}.${name}`, required.has(name)),
  );
}

/** The editor field for one schema field; `key` is "<file kind>.<path>", the name errors give it. */
export function editorField(name: string, schema: z.ZodType, key: string): EditorField {
  // Inside an object, where JSON Schema says whether a field is required.
  const json = jsonSchemaOf(z.object({ [name]: schema }));
  return fieldFrom(name, asSchema(json.properties?.[name]), key, json.required?.includes(name) ?? false);
}

/** The editor fields of an object schema, in the schema's order. */
export function objectFields(schema: z.ZodType, scope: string): EditorField[] {
  return fieldsFrom(jsonSchemaOf(schema), scope);
}

/** A folder's entries are .yaml files; a file collection names its files, so it only says their format. */
const yamlFiles = { extension: 'yaml', format: 'yaml' } as const;
const yamlFile = { format: 'yaml' } as const;

/** Uploads from a collection go to media/<folder>/ and are stored as "<folder>/name.jpg", as the content expects. */
const mediaIn = (folder: string) => ({ media_folder: `/${mediaRoot}/${folder}`, public_folder: folder });

/** Sveltia CMS's sortable fields: these fields, sorted by the first one (smallest first) until the owner picks another. */
const sortedBy = (...fields: string[]) => ({ fields, default: { field: fields[0], direction: 'ascending' } });

/**
 * Photos are committed as the site can use them: WebP, no wider than the widest version the site serves, and with
 * nothing but the picture (the editor re-encodes them in the browser, which leaves their EXIF data, and any GPS
 * position in it, behind). The build makes the AVIF and WebP versions from that.
 */
export const photoUploads = {
  transformations: { raster_image: { format: 'webp', quality: 90, width: Math.max(...imageWidths) } },
} as const;

/** Every collection the owner edits, built from the schemas. */
export function editorCollections(): Record<string, unknown>[] {
  const folderCollection = (settings: Record<string, unknown>) => ({
    ...yamlFiles,
    create: true,
    delete: true,
    // Listed by the order the site shows them in.
    sortable_fields: sortedBy('order', 'title'),
    ...settings,
  });
  const [photoItem, videoItem] = content.galleryItemSchema.options;
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
      fields: objectFields(variant, 'gallery'),
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
      fields: objectFields(content.serviceSchema, 'service'),
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
      fields: objectFields(content.courseSchema, 'course'),
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
      sortable_fields: sortedBy('order', 'author'),
      fields: objectFields(content.reviewSchema, 'review'),
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
          fields: objectFields(content.siteConfigSchema, 'site'),
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
          fields: objectFields(content.homeSchema, 'home'),
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
        fields: objectFields(content.legalPageSchema, 'legal'),
      })),
    },
  ];
}

/**
 * A field of a collection as the editor shows it (its label and hint), from the generated configuration; in a
 * collection of named files (Datos del taller), a field of its first file.
 *
 * @example
 * collectionField('services', 'price').label // the Precio field's label, from the service schema
 * collectionField('site', 'closures').label_singular // "cierre", as the editor's "Agregar cierre" says it
 */
export function collectionField(collection: string, field: string): EditorField {
  const entry = editorCollections().find(({ name }) => name === collection);
  const files = entry?.files as { fields: EditorField[] }[] | undefined;
  const fields = (entry?.fields ?? files?.[0]?.fields) as EditorField[] | undefined;
  const found = fields?.find(({ name }) => name === field);
  if (!found) throw new Error(`no field ${collection}.${field}`);
  return found;
}

/**
 * The whole editor configuration: the backend as given, media/ uploads (made safe and light) and every collection.
 * No stock photo libraries: a stock photo would be a link to another site, which the content's photo fields refuse,
 * and the gallery shows the workshop's own work.
 */
export function adminConfig(backend: Record<string, unknown>): Record<string, unknown> {
  return {
    backend,
    media_folder: mediaRoot,
    public_folder: '',
    media_libraries: { default: { config: photoUploads }, stock_assets: false },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: editorCollections(),
  };
}

/** adminConfig() as the text of config.yml. */
export function adminConfigYaml(backend: Record<string, unknown>): string {
  return (
    '# Generated by scripts/build/editor-config.ts from the content schemas. Do not edit.\n' +
    stringify(adminConfig(backend), { lineWidth: 0, aliasDuplicateObjects: false })
  );
}
