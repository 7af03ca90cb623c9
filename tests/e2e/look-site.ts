// The site the look's pictures are drawn from (look.spec.ts): a copy of the project whose owner's files are the frozen
// ones in tests/e2e/look-site/ (src/content's YAML and the media it names, written by `npm run look:freeze`), built
// and served like the site itself, so that a save, a new photo, a closure or a new year changes no picture. Its build
// starts with the journeys (global-setup.ts) and look.spec.ts waits for it.
import { readdir, rm, cp } from 'node:fs/promises';
import path from 'node:path';
import { compileContent, type Content } from '../../scripts/build/content/compile.ts';
import { serveCopy, type ServedCopy, type SiteInBackground } from './repo-copy.ts';

/** The frozen owner's files, laid out as in the project: src/content/ and media/. */
export const lookSiteFiles = path.join(import.meta.dirname, 'look-site');

/** The frozen content as the build reads it: the words and paths the pictures' tests name. */
export const lookContent = (): Promise<Content> => compileContent({ root: lookSiteFiles });

/** Where the workers find the site (global-setup.ts writes it). */
export const lookSiteVariable = 'LOOK_SITE';

/** The site started for this run, or nothing when the run does not draw the look. */
export function startedLookSite(): SiteInBackground | undefined {
  const value = process.env[lookSiteVariable];
  return value ? (JSON.parse(value) as SiteInBackground) : undefined;
}

/** Every YAML file under `folder`. */
async function yamlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Builds the copy with the frozen files and serves it on `port`; `signal` stops the build. */
export function serveLookSite(port: number, signal: AbortSignal): Promise<ServedCopy> {
  return serveCopy('look-site', port, {
    signal,
    // No repository for the editor, whatever this machine names (`/admin/` is always its setup notice).
    env: { EDITOR_GITHUB_REPO: '', GITHUB_REPOSITORY: '' },
    async prepare(root) {
      // The owner's YAML files out (the content's schemas stay), the frozen ones in; the media likewise.
      for (const file of await yamlFiles(path.join(root, 'src/content'))) await rm(file);
      await cp(path.join(lookSiteFiles, 'src/content'), path.join(root, 'src/content'), { recursive: true });
      await rm(path.join(root, 'media'), { recursive: true, force: true });
      await cp(path.join(lookSiteFiles, 'media'), path.join(root, 'media'), { recursive: true });
    },
  });
}
