// The editor's configuration is generated from the content schemas: every field
// the build checks must be a field the owner sees, explained in Spanish.
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminConfig,
  adminConfigYaml,
  editorField,
  MissingLabelError,
  objectFields,
  type EditorField,
} from '../../scripts/build/editor/config.ts';
// All of them: the content schemas are what the editor configuration is checked against.
import * as schemas from '../../src/content/schema/index.ts';
import { imageWidths } from '../../scripts/build/media.ts';

interface Collection {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: EditorField[] }[];
  fields?: EditorField[];
  [key: string]: unknown;
}

const backend = { name: 'github', repo: 'dueño/sitio', branch: 'main' };
const config = adminConfig(backend) as { collections: Collection[]; [key: string]: unknown };
const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fileFields = (name: string, file = name) => collection(name).files?.find((entry) => entry.name === file)?.fields;

type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * Every field of a schema as the owner writes it (its input JSON Schema), walked recursively:
 * [path, schema] with list items left out of the path.
 */
function schemaFields(schema: JsonSchema, path: string[] = []): [string[], JsonSchema][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const own = field as JsonSchema;
    const nested = own.type === 'array' ? (own.items as JsonSchema) : own;
    return [[[...path, name], own] as [string[], JsonSchema], ...schemaFields(nested, [...path, name])];
  });
}

/** The editor field at a schema path, following object and list fields. */
function widgetAt(fields: EditorField[] | undefined, path: string[]): EditorField | undefined {
  const [head, ...rest] = path;
  const field = fields?.find((entry) => entry.name === head);
  if (!field || rest.length === 0) return field;
  return widgetAt(field.fields as EditorField[] | undefined, rest);
}

const editedFiles: [string, z.ZodType, EditorField[] | undefined][] = [
  ['services', schemas.serviceSchema, collection('services').fields],
  ['courses', schemas.courseSchema, collection('courses').fields],
  ['gallery-photos', schemas.galleryItemSchema.options[0], collection('gallery-photos').fields],
  ['gallery-videos', schemas.galleryItemSchema.options[1], collection('gallery-videos').fields],
  ['reviews', schemas.reviewSchema, collection('reviews').fields],
  ['site', schemas.siteConfigSchema, fileFields('site')],
  ['home', schemas.homeSchema, fileFields('home')],
  ['legal: términos', schemas.legalPageSchema, fileFields('legal', 'terminos-condiciones')],
  ['legal: privacidad', schemas.legalPageSchema, fileFields('legal', 'politica-privacidad')],
];

describe('the editor configuration', () => {
  it.each(editedFiles)(
    '%s: every schema field has an editor widget with a Spanish label and hint',
    (_, schema, fields) => {
      const walked = schemaFields(z.toJSONSchema(schema, { io: 'input' }));
      expect(walked.length).toBeGreaterThan(3);
      for (const [path] of walked) {
        const widget = widgetAt(fields, path);
        expect(widget, path.join('.')).toBeDefined();
        expect(widget?.widget, path.join('.')).toMatch(
          /^(string|text|number|boolean|select|list|object|image|file|hidden|relation|datetime)$/,
        );
        expect(widget?.label, path.join('.')).toMatch(/\S/);
        expect(widget?.label, path.join('.')).not.toBe(widget?.name);
        if (widget?.widget !== 'hidden') expect(widget?.hint, path.join('.')).toMatch(/\S.{8,}/);
      }
      // and nothing the schema lacks: the editor would write fields the build rejects
      const names = (list: EditorField[] | undefined): number =>
        (list ?? []).reduce((count, field) => count + 1 + names(field.fields as EditorField[] | undefined), 0);
      expect(names(fields)).toBe(walked.length);
    },
  );

  it('makes enums selects: the course level, the service icon, the gallery category', () => {
    expect(widgetAt(collection('courses').fields, ['level'])).toMatchObject({
      widget: 'select',
      label: 'Nivel',
      options: ['Principiante', 'Intermedio', 'Avanzado'],
    });
    const icon = widgetAt(collection('services').fields, ['icon']);
    expect(icon?.widget).toBe('select');
    expect((icon?.options as { value: string }[]).map((option) => option.value)).toEqual(
      schemas.serviceSchema.shape.icon.options,
    );
    expect(widgetAt(collection('gallery-photos').fields, ['category'])).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Motos', value: 'bikes' },
        { label: 'Autos', value: 'cars' },
      ],
    });
  });

  it('makes lists of objects lists with their own fields: process steps, FAQs, curriculum', () => {
    for (const [fields, name, inner] of [
      [collection('services').fields, 'process', ['title', 'description']],
      [collection('services').fields, 'faqs', ['question', 'answer']],
      [collection('courses').fields, 'curriculum', ['title', 'description']],
      [fileFields('legal', 'politica-privacidad'), 'sections', ['heading', 'paragraphs', 'list']],
    ] as const) {
      const list = widgetAt(fields, [name]);
      expect(list?.widget).toBe('list');
      expect((list?.fields as EditorField[]).map((field) => field.name)).toEqual(inner);
    }
    expect(widgetAt(fileFields('legal', 'politica-privacidad'), ['sections', 'paragraphs'])).toMatchObject({
      widget: 'list',
      required: false,
      field: { name: 'paragraphs', label: 'Párrafos', widget: 'text' },
    });
    expect(widgetAt(collection('services').fields, ['features'])).toMatchObject({
      widget: 'list',
      field: { widget: 'string' },
    });
  });

  it('uploads photos and videos into media/, stored the way the content names them', () => {
    expect(config).toMatchObject({ media_folder: 'media', public_folder: '' });
    expect(widgetAt(collection('services').fields, ['images'])).toMatchObject({
      widget: 'list',
      field: { widget: 'image' },
    });
    expect(widgetAt(collection('services').fields, ['video'])).toMatchObject({ widget: 'file', required: false });
    expect(widgetAt(collection('courses').fields, ['image'])?.widget).toBe('image');
    expect(widgetAt(collection('gallery-photos').fields, ['before'])?.widget).toBe('image');
    expect(widgetAt(collection('gallery-videos').fields, ['poster'])?.widget).toBe('image');
    expect(widgetAt(fileFields('home'), ['hero', 'image'])?.widget).toBe('image');
    // "services/pulido.jpg" in a service file is media/services/pulido.jpg
    expect(collection('services')).toMatchObject({ media_folder: '/media/services', public_folder: 'services' });
    expect(collection('courses')).toMatchObject({ media_folder: '/media/courses', public_folder: 'courses' });
    expect(collection('gallery-photos')).toMatchObject({ media_folder: '/media/gallery', public_folder: 'gallery' });
    expect(collection('home').files?.[0]).toMatchObject({ media_folder: '/media', public_folder: '' });
  });

  it('points each collection at its YAML files, one file per service that the owner can add, remove and reorder', () => {
    expect(collection('services')).toMatchObject({
      folder: 'src/content/services',
      extension: 'yaml',
      format: 'yaml',
      create: true,
      delete: true,
      slug: '{{fields.id}}',
    });
    expect(widgetAt(collection('services').fields, ['order'])).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(fileFields('site')).toBeDefined();
    expect(collection('site').files?.[0]?.file).toBe('src/content/site.yaml');
    expect(collection('home').files?.[0]?.file).toBe('src/content/home.yaml');
    expect(collection('legal').files?.map((file) => file.file)).toEqual([
      'src/content/legal/terminos-condiciones.yaml',
      'src/content/legal/politica-privacidad.yaml',
    ]);
    // both gallery kinds share one folder; each writes its own type
    expect(collection('gallery-videos')).toMatchObject({
      folder: 'src/content/gallery',
      filter: { field: 'type', value: 'video' },
    });
    expect(widgetAt(collection('gallery-videos').fields, ['type'])).toMatchObject({
      widget: 'hidden',
      default: 'video',
    });
  });

  it('carries the schema rules the editor can check before saving: required, patterns, number ranges', () => {
    expect(widgetAt(collection('services').fields, ['id'])?.pattern).toEqual([
      '^[a-z0-9]+(-[a-z0-9]+)*$',
      'usá solo minúsculas, números y guiones (ej. pulido-motos)',
    ]);
    expect(widgetAt(collection('services').fields, ['cardPrice'])).toMatchObject({
      required: false,
      default: 'Consultar',
    });
    expect(widgetAt(collection('reviews').fields, ['rating'])).toMatchObject({ widget: 'number', min: 1, max: 5 });
    expect(widgetAt(fileFields('site'), ['openingHours', 'week', 'sunday', 'opens'])).toMatchObject({
      required: false,
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'tiene que ser una hora como 09:00'],
    });
    const pattern = widgetAt(fileFields('site'), ['email'])?.pattern as [string, string];
    expect(new RegExp(pattern[0]).test('info@elitegaragespa.com')).toBe(true);
    expect(new RegExp(pattern[0]).test('info@')).toBe(false);
  });

  it('gives the special days date pickers (a day, no time, written as the build reads it), times like the weekly hours', () => {
    const site = fileFields('site');
    for (const path of [
      ['holidayOpenings', 'date'],
      ['closures', 'from'],
      ['closures', 'to'],
      ['fullDays', 'from'],
      ['fullDays', 'to'],
    ]) {
      expect(widgetAt(site, path), path.join('.')).toMatchObject({
        widget: 'datetime',
        type: 'date',
        format: 'YYYY-MM-DD',
      });
    }
    // "Hasta" may stay empty for one day; the weekly hours' time fields, with their pattern, for a holiday's hours.
    expect(widgetAt(site, ['closures', 'to'])?.required).toBe(false);
    const weekly = widgetAt(site, ['openingHours', 'week', 'monday', 'opens']);
    expect(weekly?.pattern).toBeDefined();
    for (const time of ['opens', 'closes']) {
      expect(widgetAt(site, ['holidayOpenings', time])).toMatchObject({
        widget: weekly?.widget,
        pattern: weekly?.pattern,
      });
    }
  });

  it('adds one entry per closure, named in Spanish, and sums each up by its reason and days', () => {
    const site = fileFields('site');
    for (const [list, fields] of [
      ['holidayOpenings', ['date', 'opens', 'closes']],
      ['closures', ['from', 'to', 'reason']],
      ['fullDays', ['from', 'to']],
    ] as const) {
      const field = widgetAt(site, [list]);
      expect(field).toMatchObject({ widget: 'list', required: false });
      // The add button reads "Agregar <label_singular>".
      expect(field?.label_singular, list).toMatch(/^[a-zñáéíóú ]+$/);
      // Each summary names the entry's own fields, its days through the editor's date transformation.
      const used = [...String(field?.summary).matchAll(/\{\{fields\.(\w+)/g)].map((match) => match[1]);
      expect(new Set(used), list).toEqual(new Set(fields));
      expect(field?.summary, list).toContain("date('DD/MM')");
    }
  });

  it('takes the backend as given and writes the same as YAML', () => {
    expect(config.backend).toEqual(backend);
    expect(parse(adminConfigYaml(backend))).toEqual(adminConfig(backend));
  });

  it('commits photos as WebP no wider than the widest version the site serves, and offers no stock photos', () => {
    expect(config.media_libraries).toEqual({
      default: {
        config: { transformations: { raster_image: { format: 'webp', quality: 90, width: Math.max(...imageWidths) } } },
      },
      stock_assets: false,
    });
  });

  it('lists entries in the order the site shows them, in the shape Sveltia CMS reads', () => {
    expect(collection('services').sortable_fields).toEqual({
      fields: ['order', 'title'],
      default: { field: 'order', direction: 'ascending' },
    });
    expect(collection('reviews').sortable_fields).toMatchObject({ fields: ['order', 'author'] });
  });
});

describe('a field added to a schema', () => {
  it('shows up in the editor with the label given on the schema', () => {
    const extended = schemas.serviceSchema.extend({
      discount: z
        .number()
        .int()
        .min(0)
        .max(50)
        .optional()
        .meta({ title: 'Descuento', description: 'Porcentaje de descuento del mes (opcional).' }),
      extras: z
        .array(
          z.strictObject({
            name: z.string().meta({ title: 'Extra', description: 'Qué se agrega al servicio.' }),
            level: z
              .enum(['básico', 'completo'])
              .meta({ title: 'Alcance', description: 'Hasta dónde llega el extra.' }),
          }),
        )
        .meta({ title: 'Extras', description: 'Agregados que se pueden sumar al servicio.' }),
    });
    const fields = objectFields(extended, 'service');
    expect(widgetAt(fields, ['discount'])).toMatchObject({
      widget: 'number',
      label: 'Descuento',
      hint: 'Porcentaje de descuento del mes (opcional).',
      required: false,
      min: 0,
      max: 50,
    });
    expect(widgetAt(fields, ['extras'])).toMatchObject({ widget: 'list', label: 'Extras' });
    expect(widgetAt(fields, ['extras', 'level'])).toMatchObject({ widget: 'select', options: ['básico', 'completo'] });
  });

  it('with a label on a field the owner may leave out shows up too', () => {
    const extended = schemas.reviewSchema.extend({
      photo: schemas.optional(z.string()).meta({
        title: 'Foto del cliente',
        description: 'Una foto que el cliente compartió.',
      }),
    });
    expect(widgetAt(objectFields(extended, 'review'), ['photo'])).toMatchObject({
      widget: 'string',
      label: 'Foto del cliente',
      required: false,
    });
  });

  it('without a label stops the build, naming the field', () => {
    const extended = schemas.courseSchema.extend({ price: z.string() });
    expect(() => objectFields(extended, 'course')).toThrow(MissingLabelError);
    expect(() => objectFields(extended, 'course')).toThrow(/"course\.price".*\.meta\(\{ title, description \}\)/);
    expect(() => editorField('price', z.string(), 'course.price')).toThrow(MissingLabelError);
  });
});
