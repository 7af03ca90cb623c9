// The fields every content schema is built from, each defined once with its messages. Messages are in Spanish
// because the owner reads them when the build rejects a file (it names the file, the field and the line). Each field
// also carries what the browser editor shows for it (scripts/build/editor/config.ts reads it through
// z.toJSONSchema): `labelled(schema, title, description)`, i.e. `.meta({ title, description })`, is its label and
// hint, and `editor` any setting that differs from what the schema implies.
import { z } from 'zod';
import { isCalendarDay } from '../../lib/calendar-day.ts';

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

/**
 * Zod error option: one message when the field is missing, another when it has the wrong kind of value. Any other
 * issue keeps its own message (an unknown field in a group, for one).
 */
export const missingOr =
  (missing: string, wrong: string) =>
  (issue: { code?: string; input: unknown }): string | undefined => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined || issue.input === null ? missing : wrong;
  };

/** What the owner reads about a required field that is not there. */
export const required = 'falta este dato (es obligatorio)';

/**
 * What the owner reads about a field written as another type, by the type Zod expected: the words the fields below
 * use, and those scripts/build/content/yaml-source.ts gives where a schema has none of its own.
 */
export const wrongType = {
  object: 'tiene que ser un grupo de datos, cada uno en su renglón debajo de este',
  array: 'tiene que ser una lista, un elemento por renglón empezando con un guion (-)',
  string: 'tiene que ser un texto',
  number: 'tiene que ser un número',
  int: 'tiene que ser un número entero',
  boolean: 'escribí true (sí) o false (no), sin comillas',
} as const;

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

/** `schema` with the label (`title`) and the hint (`description`) the editor shows for it. */
export const labelled = <Schema extends z.ZodType>(schema: Schema, title: string, description: string): Schema =>
  schema.meta({ title, description });

/** A group of fields, shown in the editor as one box with its label and hint. */
export const group = <Shape extends z.core.$ZodShape>(title: string, description: string, shape: Shape) =>
  z
    .strictObject(shape, {
      error: missingOr('falta este grupo de datos (es obligatorio)', wrongType.object),
    })
    .meta({ title, description });

/** A yes/no field, written true or false (the editor shows a switch). */
export const yesNo = z.boolean({ error: wrongType.boolean });

/** Settings for a text the editor shows in a bigger box, over several lines. */
const multiline = { editor: { widget: 'text' } };

/** A text written in full: required, and not only spaces. */
export const text = z
  .string({ error: missingOr(required, wrongType.string) })
  .trim()
  .min(1, 'está vacío: escribí un texto');
/** A text over several lines (the editor shows a bigger box). */
export const longText = text.meta(multiline);

/** A text checked by the rules chained after it; `wrong` is the message when it is not a text at all. */
export const checkedText = (wrong: string) => z.string({ error: missingOr(required, wrong) });

/** A text written a set way, e.g. a phone number: `wrong` says how, when it is written otherwise. */
export const written = (pattern: RegExp, wrong: string) => checkedText(wrong).regex(pattern, wrong);

/** A number between `min` and `max`. */
export const between = (min: number, max: number) => {
  const wrong = `tiene que ser un número de ${min} a ${max}`;
  return z
    .number({ error: missingOr(required, wrong) })
    .min(min, wrong)
    .max(max, wrong);
};

/** A price in whole pesos, written as a number without dots or the $ sign, e.g. 25000. */
export const pesos = (() => {
  const wrong = 'tiene que ser un precio en pesos: un número entero mayor que cero, sin puntos ni signo, ej. 25000';
  return z.int({ error: missingOr(required, wrong) }).positive(wrong);
})();

/** A list with at least one item. */
export function list<Item extends z.ZodType>(item: Item) {
  return z
    .array(item, { error: missingOr('falta esta lista (es obligatoria)', 'tiene que ser una lista') })
    .min(1, 'la lista está vacía');
}

export const textList = list(text);

/** An https address. */
export const url = z.url({ protocol: /^https$/, error: 'tiene que ser una dirección https://' });

/** A text with blanks the site fills in, such as "abre a las {hora}": it must keep every blank and add none. */
export function template(...blanks: string[]) {
  const named = blanks.map((blank) => `{${blank}}`).join(', ');
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
    const missing = blanks.filter((blank) => !used.includes(blank));
    const unknown = used.filter((blank) => !blanks.includes(blank));
    if (missing.length > 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `tiene que incluir ${named} tal cual, entre llaves${unknown.length > 0 ? `; {${unknown[0]}} no es un dato que la web sepa completar` : ''}`,
      });
    }
  });
}

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day with two-digit hours, e.g. 09:00. */
export const time = written(timePattern, 'tiene que ser una hora como 09:00');

/**
 * A calendar day written AAAA-MM-DD, e.g. 2027-01-04. The editor shows the phone's date picker for it (a date, no
 * time) and writes the day in that same form.
 */
export const calendarDay = checkedText('tiene que ser una fecha como 2027-01-04 (año-mes-día)')
  .refine(isCalendarDay, 'tiene que ser una fecha que exista, escrita año-mes-día, ej. 2027-01-04')
  .meta({ editor: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } });

export const slug = z
  .string({ error: missingOr('falta el identificador', wrongType.string) })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'usá solo minúsculas, números y guiones (ej. pulido-motos)');

/** The name of a service or course in its page's address. */
export const id = (what: string, example: string) =>
  labelled(
    slug,
    'Identificador',
    `Nombre corto ${what} para la dirección web: minúsculas, números y guiones (ej. ${example}). Si lo cambiás, cambia la dirección de la página.`,
  );

/** The place of an item in its list. */
export const order = (what: string) =>
  labelled(
    z
      .number({ error: missingOr('falta el orden (un número)', 'tiene que ser un número') })
      .int('tiene que ser un número entero'),
    'Orden',
    `Número que decide el lugar ${what} en la lista: el más chico va primero. Usá saltos de 10 (10, 20, 30…) para poder meter otro en el medio.`,
  );

/** A title and a description inside a list (process steps, curriculum, about blocks). */
export const step = (what: string) =>
  z.strictObject({
    title: labelled(text, 'Título', `El título corto de ${what}.`),
    description: labelled(longText, 'Descripción', `Una o dos oraciones que explican ${what}.`),
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

/** A photo's hint: `what` it is, and what the owner may upload. */
export const imageHint = (what: string) =>
  `${what} Subí una foto JPG, PNG o WebP, con el nombre que tenga; la web la achica y la convierte sola.`;
/** A video's hint: `what` it is, and what the owner may upload. */
export const videoHint = (what: string) => `${what} Subí un video MP4 (opcional), con el nombre que tenga.`;

/** Marks a photo or video as a sample, so that the warning before publishing names it. */
export const standIn = (what: string) =>
  labelled(
    withDefault(yesNo, false),
    'Provisorio',
    `Marcalo mientras ${what} sea de muestra; el aviso antes de publicar lo recuerda. Desmarcalo al poner el real.`,
  );
