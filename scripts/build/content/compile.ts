// Compiles the owner's YAML files into plain data, checking every file against
// its schema and the files against each other (ids, services, media).
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  courseSchema,
  galleryItemSchema,
  homeSchema,
  legalPageSchema,
  reviewSchema,
  serviceSchema,
  siteConfigSchema,
  type Course,
  type GalleryItem,
  type Home,
  type LegalPage,
  type Review,
  type Service,
  type SiteConfig,
} from '../../../src/content/schema/index.ts';
import { legalSlugs, type LegalSlug } from '../../../src/content/legal-slugs.ts';
import { unknownTokens } from '../../../src/lib/legal-text.ts';
import { describeField, formatProblem, readYaml, validate, type ContentProblem } from './yaml-source.ts';
import { nationalHolidays } from './holidays.ts';
import { addDays, dayIn } from '../../../src/lib/calendar-day.ts';

export interface Content {
  site: SiteConfig;
  home: Home;
  services: Service[];
  courses: Course[];
  gallery: GalleryItem[];
  reviews: Review[];
  legal: Record<LegalSlug, LegalPage>;
}

export interface CompileOptions {
  /** The project folder: content is read from src/content, media from media/. */
  root: string;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(`${problems.length} problema(s) en el contenido`);
    this.problems = problems;
  }
}

interface Entry<T> {
  file: string;
  name: string;
  data: T;
}

/** The file each compiled entry came from (services, courses, gallery, reviews), for messages that name it. */
const sourceFiles = new WeakMap<object, string>();
/** The YAML file, from the project's folder, that a compiled entry came from. */
export const sourceFileOf = (entry: object): string | undefined => sourceFiles.get(entry);

/**
 * Reads every file of a collection; files that fail their schema are left out,
 * but their `id` (when readable) goes into `declaredIds` so that other files
 * pointing at them are not reported too.
 */
async function loadCollection<Schema extends z.ZodType>(
  options: CompileOptions,
  collection: string,
  schema: Schema,
  problems: ContentProblem[],
  declaredIds?: Set<string>,
): Promise<Entry<z.infer<Schema>>[]> {
  const dir = path.join(options.root, 'src/content', collection);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /\.ya?ml$/.test(name)).sort();
  const entries: Entry<z.infer<Schema>>[] = [];
  for (const name of names) {
    const file = `src/content/${collection}/${name}`;
    const source = await readYaml(path.join(dir, name), file, problems);
    const declared = (source?.data as { id?: unknown } | undefined)?.id;
    declaredIds?.add(typeof declared === 'string' ? declared : name.replace(/\.ya?ml$/, ''));
    const data = source && validate(source, schema, problems);
    if (data !== undefined) {
      entries.push({ file, name: name.replace(/\.ya?ml$/, ''), data });
      sourceFiles.set(data as object, file);
    }
  }
  if (names.length === 0) {
    problems.push({ file: `src/content/${collection}/`, message: 'la carpeta no tiene ningún archivo .yaml' });
  }
  return entries;
}

function checkUniqueIds(entries: Entry<{ id: string }>[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const { file, data } of entries) {
    const first = seen.get(data.id);
    if (first) problems.push({ file, field: 'id', message: `el id "${data.id}" ya lo usa ${first}` });
    else seen.set(data.id, file);
  }
}

/**
 * Why a media file named in the content is not in media/, or undefined when it is.
 * Names are compared exactly, capitals included: the build runs on Linux, where
 * IMG_2034.JPG and img_2034.jpg are two files, even when the owner's computer
 * does not tell them apart.
 */
async function missingMedia(options: CompileOptions, mediaPath: string): Promise<string | undefined> {
  const folder = path.posix.dirname(mediaPath);
  const name = path.posix.basename(mediaPath);
  const names = await readdir(path.join(options.root, 'media', folder)).catch(() => [] as string[]);
  if (names.includes(name)) return undefined;
  const sameButCase = names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const where = folder === '.' ? '' : `${folder}/`;
  return sameButCase
    ? `no existe el archivo media/${mediaPath}; está media/${where}${sameButCase}: escribilo igual, con las mismas mayúsculas y minúsculas`
    : `no existe el archivo media/${mediaPath}`;
}

async function checkMedia(
  options: CompileOptions,
  file: string,
  references: [field: PropertyKey[], mediaPath: string | undefined][],
  problems: ContentProblem[],
): Promise<void> {
  for (const [field, mediaPath] of references) {
    const message = mediaPath === undefined ? undefined : await missingMedia(options, mediaPath);
    if (message) problems.push({ file, field: describeField(field), message });
  }
}

const byOrder = <T extends { order: number }>(a: Entry<T>, b: Entry<T>) =>
  a.data.order - b.data.order || a.name.localeCompare(b.name);

/** Reads a single YAML file and checks it against its schema; a missing file is a problem too. */
async function loadFile<Schema extends z.ZodType>(
  options: CompileOptions,
  file: string,
  schema: Schema,
  problems: ContentProblem[],
): Promise<z.infer<Schema> | undefined> {
  const source = await readYaml(path.join(options.root, file), file, problems).catch(() => {
    problems.push({ file, message: 'falta este archivo' });
    return undefined;
  });
  return source && validate(source, schema, problems);
}

/** A service's prices by vehicle name vehicles of the turn fields' list, each once. */
function vehiclePriceProblems(file: string, service: Service, vehicles: readonly string[]): ContentProblem[] {
  const seen = new Set<string>();
  return (service.prices ?? []).flatMap(({ vehicle }, index): ContentProblem[] => {
    const field = describeField(['prices', index, 'vehicle']);
    if (!vehicles.includes(vehicle))
      return [
        {
          file,
          field,
          message: `"${vehicle}" no es un vehículo del formulario de turno; usá uno de: ${vehicles.join('; ')}`,
        },
      ];
    if (seen.has(vehicle))
      return [{ file, field, message: `"${vehicle}" ya tiene su precio más arriba: dejá uno solo` }];
    seen.add(vehicle);
    return [];
  });
}

/** Reads and checks all content; throws ContentError listing every problem found. */
export async function compileContent(options: CompileOptions): Promise<Content> {
  const problems: ContentProblem[] = [];
  const site = await loadFile(options, 'src/content/site.yaml', siteConfigSchema, problems);
  const homeFile = 'src/content/home.yaml';
  const home = await loadFile(options, homeFile, homeSchema, problems);
  const serviceIds = new Set<string>();
  const services = await loadCollection(options, 'services', serviceSchema, problems, serviceIds);
  const courses = await loadCollection(options, 'courses', courseSchema, problems);
  const gallery = await loadCollection(options, 'gallery', galleryItemSchema, problems);
  const reviews = await loadCollection(options, 'reviews', reviewSchema, problems);
  const legalEntries = await loadCollection(options, 'legal', legalPageSchema, problems);

  checkUniqueIds(services, problems);
  checkUniqueIds(courses, problems);
  for (const { file, data } of gallery) {
    if (!serviceIds.has(data.service)) {
      problems.push({
        file,
        field: 'service',
        message: `"${data.service}" no es un servicio; usá uno de: ${[...serviceIds].join(', ')}`,
      });
    }
  }

  for (const { file, data } of services) {
    if (site) problems.push(...vehiclePriceProblems(file, data, site.texts.turn.vehicles));
    if (site && data.formOption !== undefined && !site.contactFormServices.includes(data.formOption)) {
      problems.push({
        file,
        field: 'formOption',
        message: `"${data.formOption}" no es una opción del formulario; usá una de: ${site.contactFormServices.join('; ')}`,
      });
    }
  }
  if (site) await checkMedia(options, 'src/content/site.yaml', [[['mapImage'], site.mapImage]], problems);
  if (home) {
    await checkMedia(
      options,
      homeFile,
      [
        [['hero', 'image'], home.hero.image],
        [['about', 'image'], home.about.image],
      ],
      problems,
    );
  }
  for (const { file, data } of services) {
    const images = data.images.map((image, index): [PropertyKey[], string] => [['images', index], image]);
    await checkMedia(options, file, [...images, [['video'], data.video]], problems);
  }
  for (const { file, data } of courses) {
    await checkMedia(
      options,
      file,
      [
        [['image'], data.image],
        [['video'], data.video],
      ],
      problems,
    );
  }
  for (const { file, data } of gallery) {
    const media: [PropertyKey[], string][] =
      data.type === 'image'
        ? [
            [['before'], data.before],
            [['after'], data.after],
          ]
        : [
            [['video'], data.video],
            [['poster'], data.poster],
          ];
    await checkMedia(options, file, media, problems);
  }

  for (const { file, data } of legalEntries) {
    data.sections.forEach((section, index) => {
      for (const [field, texts] of [
        ['paragraphs', section.paragraphs],
        ['list', section.list],
      ] as const) {
        for (const token of (texts ?? []).flatMap(unknownTokens)) {
          problems.push({
            file,
            field: describeField(['sections', index, field]),
            message: `{${token}} no es un dato que la web sepa completar; usá {name}, {email}, {phone} o {address}`,
          });
        }
      }
    });
  }
  const legal = Object.fromEntries(legalEntries.map(({ name, data }) => [name, data]));
  for (const slug of legalSlugs) {
    const file = `src/content/legal/${slug}.yaml`;
    const exists = await access(path.join(options.root, file)).then(
      () => true,
      () => false,
    );
    if (!exists) problems.push({ file, message: 'falta este archivo' });
  }

  if (problems.length > 0 || !home || !site) throw new ContentError(problems);
  return {
    site,
    home,
    services: services.sort(byOrder).map(({ data }) => data),
    courses: courses.sort(byOrder).map(({ data }) => data),
    gallery: gallery.sort(byOrder).map(({ data }) => data),
    reviews: reviews.sort(byOrder).map(({ data }) => data),
    legal: legal as Record<LegalSlug, LegalPage>,
  };
}

/** A review marked as a sample, and the file it is in. */
export interface SampleReview {
  author: string;
  file: string;
}

export const sampleReviews = (content: Content): SampleReview[] =>
  content.reviews
    .filter((review) => review.sample)
    .map((review) => ({ author: review.author, file: sourceFileOf(review) ?? 'src/content/reviews/' }));

/** A photo or video still marked as a stand-in: how the lists before publishing name it, and its file. */
export interface StandInMedia {
  label: string;
  file: string;
}

export function standInMedia(content: Content): StandInMedia[] {
  const home = 'src/content/home.yaml';
  const marked = <T extends { standIn: boolean }>(items: readonly T[], label: (item: T) => string) =>
    items.filter((item) => item.standIn).map((item) => ({ label: label(item), file: sourceFileOf(item) ?? '' }));
  return [
    ...(content.home.hero.standIn ? [{ label: 'foto principal (inicio)', file: home }] : []),
    ...(content.home.about.standIn ? [{ label: 'foto de "Nosotros"', file: home }] : []),
    ...marked(content.services, (entry) => `servicio ${entry.id}`),
    ...marked(content.courses, (entry) => `curso ${entry.id}`),
    ...marked(content.gallery, (entry) => `galería "${entry.title}"`),
  ];
}

/**
 * Special days of site.yaml left behind or mistaken, on `today`: a closure or full days that ended, or a holiday
 * opening on a day past or that is no national holiday. Warnings, not problems: the site still builds and ignores them.
 */
/** How old the prices' date may get before the build reminds the owner to check the prices. */
export const pricesStaleAfterDays = 60;

export function calendarWarnings({ site }: Content, today: string): string[] {
  const file = 'src/content/site.yaml';
  const warn = (field: PropertyKey[], message: string) => formatProblem({ file, field: describeField(field), message });
  const warnings: string[] = [];
  if (site.pricesUpdated !== undefined && addDays(site.pricesUpdated, pricesStaleAfterDays) < today)
    warnings.push(
      warn(
        ['pricesUpdated'],
        `los precios se revisaron el ${site.pricesUpdated}, hace más de ${pricesStaleAfterDays} días: revisalos y poné la fecha de hoy`,
      ),
    );
  site.closures.forEach((closure, index) => {
    if (closure.to < today)
      warnings.push(warn(['closures', index], `el cierre "${closure.reason}" terminó el ${closure.to}: borralo`));
  });
  site.fullDays.forEach((range, index) => {
    if (range.to < today)
      warnings.push(warn(['fullDays', index], `esos días completos terminaron el ${range.to}: borralos`));
  });
  site.holidayOpenings.forEach(({ date }, index) => {
    if (date < today) warnings.push(warn(['holidayOpenings', index, 'date'], `el ${date} ya pasó: borralo`));
    else if (nationalHolidays(date, date).length === 0)
      warnings.push(
        warn(
          ['holidayOpenings', index, 'date'],
          `el ${date} no es feriado nacional: ese día el taller ya abre en su horario`,
        ),
      );
  });
  return warnings;
}

/** What must change before the site is published: sample reviews and stand-in media; special days left behind. */
export function publishingWarnings(
  content: Content,
  today: string = dayIn(content.site.openingHours.timeZone, new Date()),
): string[] {
  const warnings = sampleReviews(content).map(
    (review) => `Reseña de ejemplo de "${review.author}": reemplazala por una reseña real de Google Maps.`,
  );
  const standIns = standInMedia(content).map((media) => media.label);
  if (standIns.length > 0) {
    warnings.push(`Fotos y videos provisorios en uso (${standIns.length}): ${standIns.join(', ')}.`);
  }
  return [...warnings, ...calendarWarnings(content, today)];
}
