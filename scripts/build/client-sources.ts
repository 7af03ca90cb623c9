// The browser's code as its folders hold it: a page bundle per file of client/entries/ and an inline script
// per file of client/inline/, so adding one is adding a file. Read by vite.config.ts and the client-assets step.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../paths.ts';

/** The stylesheets Vite builds beside the bundles: the whole one and each first screen's. */
export const stylesheets = {
  whole: 'client/styles.css',
  home: 'client/first-screen.css',
  detail: 'client/first-screen-detail.css',
} as const;

/** The TypeScript files of a folder of client/, by name (the file's name without `.ts`), in name order. */
function modulesIn(folder: string): { name: string; file: string }[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => ({ name: name.slice(0, -'.ts'.length), file: `${folder}/${name}` }));
}

/** The page bundles: `home` is client/entries/home.ts. Files are relative to the project, as Vite's manifest names them. */
export const pageBundles = () => modulesIn('client/entries');

/** The inline scripts, named in camelCase: `chatCounts` is client/inline/chat-counts.ts. */
export const inlineScripts = () =>
  modulesIn('client/inline').map(({ name, file }) => ({
    name: name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    file,
  }));
