// A throwaway copy of the owner's content, with an empty file standing in for
// every media file it names, so a test can break one thing and compile.
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { compileContent } from '../../scripts/build/content/compile.ts';

const repoContent = path.resolve(import.meta.dirname, '../../src/content');

export interface ContentFixture {
  root: string;
  /** Edits one YAML file through a callback on its parsed document. */
  edit(file: string, change: (doc: ReturnType<typeof parseDocument>) => void): Promise<void>;
  read(file: string): Promise<string>;
  /** The YAML files of one content folder (`services`, `reviews`…), as paths from the root, in name order. */
  files(folder: string): Promise<string[]>;
  write(file: string, text: string): Promise<void>;
  compile(): ReturnType<typeof compileContent>;
}

export async function makeContentFixture(): Promise<ContentFixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'content-'));
  await cp(repoContent, path.join(root, 'src/content'), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts'),
  });
  const yamlText = await Promise.all(
    ['services', 'courses', 'gallery'].map(async (dir) => {
      const names = await readdir(path.join(root, 'src/content', dir));
      return Promise.all(names.map((name) => readFile(path.join(root, 'src/content', dir, name), 'utf8')));
    }),
  );
  yamlText.push([await readFile(path.join(root, 'src/content/home.yaml'), 'utf8')]);
  const mediaPaths = new Set(
    yamlText.flat().flatMap((text) => text.match(/[a-z0-9/_-]+\.(jpg|jpeg|png|webp|mp4)/g) ?? []),
  );
  for (const media of mediaPaths) {
    await mkdir(path.dirname(path.join(root, 'media', media)), { recursive: true });
    await writeFile(path.join(root, 'media', media), '');
  }
  const absolute = (file: string) => path.join(root, file);
  return {
    root,
    async edit(file, change) {
      const doc = parseDocument(await readFile(absolute(file), 'utf8'));
      change(doc);
      await writeFile(absolute(file), doc.toString());
    },
    read: (file) => readFile(absolute(file), 'utf8'),
    async files(folder) {
      const names = await readdir(absolute(path.posix.join('src/content', folder)));
      return names
        .filter((name) => name.endsWith('.yaml'))
        .sort()
        .map((name) => path.posix.join('src/content', folder, name));
    },
    async write(file, text) {
      await mkdir(path.dirname(absolute(file)), { recursive: true });
      await writeFile(absolute(file), text);
    },
    compile: () => compileContent({ root }),
  };
}
