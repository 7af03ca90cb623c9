// Writes the brand font the stylesheets load: Plus Jakarta Sans (variable,
// from @fontsource-variable) cut down to what the site can show. It runs in
// every build, after the content step, so the font always covers whatever the
// owner has written: the characters come from the content and the components,
// plus a base set for Spanish text and the English of the not-found page.
//
// Two cuts make the file small enough to arrive in one round trip:
// - glyphs: the characters below instead of all of Latin-1 and more;
// - weight axis: 400–800, the weights the components use (font-normal …
//   font-black, which the font already caps at 800). The default shaping
//   features browsers apply stay; stylistic sets and figures styles go.
// The build fails if any character the original font draws is missing.
import { Blob, Face } from 'harfbuzzjs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { generated, root } from '../paths.ts';

const require = createRequire(import.meta.url);
export const sourceFont =
  require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
const builtFont = path.join(generated, 'fonts/plus-jakarta-sans.woff2');

/** Printable ASCII, Spanish letters and signs, and the punctuation and spaces Spanish typography uses. */
export const baseCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  ...'áéíóúüñÁÉÍÓÚÜÑ¡¿«»ºª°·×',
  ...'‘’‚“”„–—‑…•€™',
  '\u00a0', // no-break space
  '\u2009', // thin space
  '\u202f', // narrow no-break space
].join('');

/** The shaping features browsers turn on by default for Latin text. */
const defaultFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig'];
export const weightRange = { min: 400, max: 800 };

const textFiles = /\.(ts|tsx|yaml|yml|md|json)$/;
/** The tests kept beside their modules and what they share: no page shows their text (emoji, other scripts). */
const testFiles = /\.(test|fixtures)\.tsx?$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  // Not the build's output: what an earlier build wrote (the inline stylesheets, say) must not change this build's font.
  return entries
    .filter((entry) => entry.isFile() && textFiles.test(entry.name) && !testFiles.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(`${generated}${path.sep}`));
}

/** Every character a page can show: the base set and whatever the content (src/content) and the components (src/) contain. */
export async function siteCharacters(folder = path.join(root, 'src')): Promise<string> {
  const characters = new Set(baseCharacters);
  for (const file of await filesUnder(folder)) {
    for (const character of await readFile(file, 'utf8')) {
      if (character >= ' ') characters.add(character);
    }
  }
  return [...characters].sort().join('');
}

/** The code points a font file (TrueType or OpenType, not WOFF2) maps. */
export function codePoints(font: Uint8Array): Set<number> {
  return new Set(new Face(new Blob(font)).collectUnicodes());
}

export async function subsetBrandFont(source: Uint8Array, text: string, targetFormat: 'woff2' | 'truetype') {
  return subsetFont(Buffer.from(source), text, {
    targetFormat,
    keepFeatures: defaultFeatures,
    variationAxes: { wght: weightRange },
  });
}

/** Writes src/generated/fonts/plus-jakarta-sans.woff2; fails if the cut loses a character the original draws. */
export async function buildFont(): Promise<void> {
  const source = await readFile(sourceFont);
  const text = await siteCharacters();
  const original = codePoints(await subsetFont(source, text, { targetFormat: 'truetype' }));
  const kept = codePoints(await subsetBrandFont(source, text, 'truetype'));
  const missing = [...original].filter((codePoint) => !kept.has(codePoint));
  if (missing.length > 0) {
    throw new Error(
      `The font subset lost ${missing.map((point) => `U+${point.toString(16).toUpperCase()}`).join(', ')}`,
    );
  }
  const woff2 = await subsetBrandFont(source, text, 'woff2');
  await mkdir(path.dirname(builtFont), { recursive: true });
  await writeFile(builtFont, woff2);
  console.log(
    `Fuente: ${kept.size} caracteres, pesos ${weightRange.min}–${weightRange.max}, ` +
      `${woff2.length.toLocaleString('es-AR')} B (la original pesa ${source.length.toLocaleString('es-AR')} B)`,
  );
}
