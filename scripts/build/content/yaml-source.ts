// Reads one YAML file and turns Zod issues into problems that name the file,
// the field and the line, so the owner can find what to fix.
import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { required, wrongType } from '../../../src/content/schema/fields.ts';

export interface ContentProblem {
  file: string;
  field?: string;
  line?: number;
  message: string;
}

export function formatProblem({ file, field, line, message }: ContentProblem): string {
  const where = line === undefined ? file : `${file}:${line}`;
  return field === undefined ? `${where} → ${message}` : `${where} → campo "${field}": ${message}`;
}

/** "faqs → ítem 2 → answer": list positions counted from 1, as a person counts. */
export function describeField(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `ítem ${key + 1}` : String(key))).join(' → ');
}

export interface YamlSource {
  file: string;
  data: unknown;
  /** The line of the deepest existing node on the path (a missing field points at its parent). */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

export async function readYaml(
  absolutePath: string,
  file: string,
  problems: ContentProblem[],
): Promise<YamlSource | undefined> {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(await readFile(absolutePath, 'utf8'), { lineCounter });
  const [syntaxError] = doc.errors;
  if (syntaxError) {
    problems.push({
      file,
      line: syntaxError.linePos?.[0].line,
      message: `el archivo no se puede leer (error de formato YAML: ${syntaxError.message.split('\n')[0]})`,
    });
    return undefined;
  }
  const lineOf = (path: readonly PropertyKey[]): number | undefined => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node: unknown = doc.getIn(path.slice(0, depth) as unknown[], true);
      if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)) {
        return lineCounter.linePos(node.range[0] as number).line;
      }
    }
    return undefined;
  };
  return { file, data: doc.toJS(), lineOf };
}

/** Zod's Spanish words, for any other check a schema leaves without its own message. */
const zodSpanish = z.locales.es().localeError;

/**
 * Spanish for every issue whose schema gives no message of its own: a list item or a whole file of the wrong shape.
 * The schemas' own messages (src/content/schema/) come first; Zod calls this only where they give none.
 */
const ownerWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return required;
    if (!issue.path?.length)
      return 'el archivo tiene que tener sus datos uno por renglón, «campo: valor», como en la guía';
    if (issue.expected in wrongType) return wrongType[issue.expected as keyof typeof wrongType];
  }
  return zodSpanish(issue);
};

/** Validates a file's data; on failure records one problem per Zod issue. */
export function validate<Schema extends z.ZodType>(
  source: YamlSource,
  schema: Schema,
  problems: ContentProblem[],
): z.infer<Schema> | undefined {
  const result = schema.safeParse(source.data, { error: ownerWords });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    problems.push({
      file: source.file,
      field: path.length > 0 ? describeField(path) : undefined,
      line: source.lineOf(path),
      message:
        issue.code === 'unrecognized_keys'
          ? `este campo no existe (¿está bien escrito?); los campos se escriben como en la guía`
          : issue.message,
    });
  }
  return undefined;
}
