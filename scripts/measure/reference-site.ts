// What the benchmarks (`npm run lighthouse`, `npm run tap`) share: the static copy of our pages they compare against
// when no peer is given, and the median of their runs.
import { appendFile, cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { distClient } from '../paths.ts';

/**
 * Our pages' HTML as the Worker serves them (fetched from `origin`), named so that Workers Static Assets serves each at
 * the same path, beside a copy of dist/client. Its _headers keeps the files' rules but not their
 * Content-Security-Policy for the pages: that policy is for files, and would block the pages' own styles and scripts.
 * `notFound`, if given, is written as 404.html.
 */
export async function staticCopy(origin: string, paths: readonly string[], notFound?: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'benchmark-reference-'));
  await cp(distClient, directory, { recursive: true });
  for (const path of paths) {
    const file = path === notFound ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    await mkdir(dirname(join(directory, file)), { recursive: true });
    await writeFile(join(directory, file), await (await fetch(`${origin}${path}`)).text());
    await appendFile(join(directory, '_headers'), `\n${path}\n  ! Content-Security-Policy\n`);
  }
  return directory;
}

/** The middle value of a benchmark's runs (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
