// A throwaway copy of the project for the tests that edit content as the owner
// does (owner.spec.ts, admin.spec.ts): the sources, content and media, without
// the generated modules (the copy builds its own), sharing node_modules.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const folders = ['src', 'client', 'scripts', 'media', 'public', 'migrations', '.cache'];
const files = ['package.json', 'vite.config.ts', 'wrangler.toml', 'tsconfig.json', '.npmrc'];

export interface RepoCopy {
  /** The copy's folder. */
  root: string;
  remove(): Promise<void>;
}

/** Copies the project into a new temporary folder named after `prefix`. */
export async function copyRepo(prefix: string): Promise<RepoCopy> {
  const root = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  for (const entry of folders) {
    // .cache (the encoded photos) may not exist yet; it only saves time.
    await cp(path.join(repo, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated${path.sep}`),
    }).catch(() => undefined);
  }
  for (const file of files) await cp(path.join(repo, file), path.join(root, file));
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
