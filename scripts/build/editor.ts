// Bundles the editor (Sveltia CMS, from its npm package, with client/admin/editor.ts) into
// dist/client/admin/<hash>/, so it is served from our own origin with a year-long cache and
// fetches nothing from another site (the package's own one-file build loads its languages
// and some modules from a CDN; its npm build leaves them to the bundler), and writes
// src/generated/admin-assets.ts with the URL the /admin/ page loads. Sveltia's Spanish
// (es-CO) gets our Spanish for the strings it leaves in English (client/admin/es.json).
// The bundle depends on nothing in the content: it is kept in .cache/editor/, keyed by what it is made from (the folder's
// hash, Vite's version and the lock file), and copied from there when nothing changed (the tests' copies of the project
// build the site four times).
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, version as viteVersion } from 'vite';
import { cache, distClient, generated, root } from '../paths.ts';

const adminDir = path.join(distClient, 'admin');
const entry = path.join(root, 'client/admin/editor.ts');
const ourSpanish = path.join(root, 'client/admin/es.json');
// Its real path, which the bundler gives its modules (node_modules may be a link, as in the tests' copies).
const packageDir = realpathSync(path.join(root, 'node_modules/@sveltia/cms'));

type Strings = { [key: string]: string | Strings };

/** `extra` laid over `base`, key by key. */
function merged(base: Strings, extra: Strings): Strings {
  const result: Strings = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/** Sveltia's es-CO strings with ours over them. */
export async function spanishStrings(): Promise<Strings> {
  const upstream = JSON.parse(await readFile(path.join(packageDir, 'locales/es-CO.json'), 'utf8')) as Strings;
  return merged(upstream, JSON.parse(await readFile(ourSpanish, 'utf8')) as Strings);
}

/** Serves the merged Spanish where the editor imports its es-CO strings. */
function spanish(): Plugin {
  return {
    name: 'editor-spanish',
    async load(id) {
      if (!id.endsWith(`${path.sep}locales${path.sep}es-CO.json`) || !id.startsWith(packageDir)) return undefined;
      return JSON.stringify(await spanishStrings());
    },
  };
}

/**
 * Sveltia's stylesheet names its three fonts on the fontsource CDN; its package ships the same files, which the bundle
 * emits beside the editor: the stylesheet is pointed at those, so no font comes from another site.
 */
function localFonts(): Plugin {
  const cdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
  return {
    name: 'editor-local-fonts',
    async transform(code, id) {
      if (!id.startsWith(path.join(packageDir, 'npm')) || !code.includes('cdn.jsdelivr.net/fontsource'))
        return undefined;
      const assets = await readdir(path.join(packageDir, 'npm/assets'));
      return code.replaceAll(cdn, (url, family: string, file: string) => {
        const local = assets.find((name) => name.startsWith(`${family}-${file}-`) && name.endsWith('.woff2'));
        if (!local) throw new Error(`El editor pide ${url} y su paquete no trae ese archivo.`);
        return `\${new URL(${JSON.stringify(`assets/${local}`)}, import.meta.url).href}`;
      });
    },
  };
}

/** Bundles the editor into `outDir`, its files named for `/admin/<folder>/`. */
async function bundleEditor(folder: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    base: `/admin/${folder}/`,
    plugins: [spanish(), localFonts()],
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // One module and its lazy chunks (languages, image encoders, maps) beside it; no source maps served.
      modulePreload: false,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: entry,
        output: {
          entryFileNames: 'editor.js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
        },
      },
    },
  });
}

export async function buildEditor(): Promise<void> {
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(version);
  for (const file of [entry, ourSpanish, import.meta.filename]) hash.update(await readFile(file));
  const folder = hash.digest('hex').slice(0, 12);

  for (const name of await readdir(adminDir).catch(() => [])) {
    if (/^[0-9a-f]{12}$/.test(name)) await rm(path.join(adminDir, name), { recursive: true });
  }
  const outDir = path.join(adminDir, folder);
  const lock = await readFile(path.join(root, 'package-lock.json')).catch(() => Buffer.from('no lock file'));
  const key = createHash('sha256').update(folder).update(viteVersion).update(lock).digest('hex').slice(0, 16);
  const cached = path.join(cache, 'editor', key);
  const hit = await readdir(cached).then(
    (names) => names.length > 0,
    () => false,
  );
  if (hit) await cp(cached, outDir, { recursive: true });
  else {
    await bundleEditor(folder, outDir);
    // Written beside its place and renamed into it, so a build stopped halfway never leaves half a bundle there.
    const writing = `${cached}.${process.pid}`;
    await rm(writing, { recursive: true, force: true });
    await cp(outDir, writing, { recursive: true });
    await rm(cached, { recursive: true, force: true });
    await rename(writing, cached);
  }

  await mkdir(generated, { recursive: true });
  await writeFile(
    path.join(generated, 'admin-assets.ts'),
    `// Generated by scripts/build/editor.ts. Do not edit.
export const adminAssets = {
  editorVersion: ${JSON.stringify(version)},
  script: ${JSON.stringify(`/admin/${folder}/editor.js`)},
} as const;
`,
  );
  const files = await readdir(path.join(adminDir, folder));
  const from = hit ? ', from .cache/editor/' : '';
  console.log(`Editor: Sveltia CMS ${version} in dist/client/admin/${folder}/ (${files.length} files${from})`);
}
