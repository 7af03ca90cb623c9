// The entries of a content folder of a project (src/content/<collection>/*.yaml), read as the site orders them: for the
// scripts that act as the owner on a copy (owner-edits.ts) or show the owner's editor (editor-screenshots.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

export interface ContentEntry {
  /** The entry's file. */
  file: string;
  /** Its file name without `.yaml`: the entry's address in the editor. */
  slug: string;
  data: Record<string, unknown>;
}

/**
 * The entry of a collection shown first: lowest `order`, then file name.
 *
 * @example
 * (await firstShown(path.join(root, 'src/content'), 'services')).slug // the first service card's id
 */
export async function firstShown(contentDir: string, collection: string): Promise<ContentEntry> {
  const dir = path.join(contentDir, collection);
  const entries = await Promise.all(
    (await readdir(dir))
      .filter((name) => name.endsWith('.yaml'))
      .map(async (name) => ({
        file: path.join(dir, name),
        slug: name.replace(/\.yaml$/, ''),
        data: (parse(await readFile(path.join(dir, name), 'utf8')) ?? {}) as Record<string, unknown>,
      })),
  );
  entries.sort((a, b) => Number(a.data.order ?? 0) - Number(b.data.order ?? 0) || a.slug.localeCompare(b.slug));
  const [first] = entries;
  if (!first) throw new Error(`no entry in ${dir}`);
  return first;
}
