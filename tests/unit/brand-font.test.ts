import { Blob, Face } from 'harfbuzzjs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseCharacters,
  codePoints,
  siteCharacters,
  sourceFont,
  subsetBrandFont,
  weightRange,
} from '../../scripts/build/font.ts';

const source = await readFile(sourceFont);
const folder = await mkdtemp(path.join(tmpdir(), 'font-'));
afterAll(() => rm(folder, { recursive: true }));

describe('the brand font, cut down to what the site shows', () => {
  it('covers a character the owner writes in the content, even one outside the base set', async () => {
    await writeFile(path.join(folder, 'site.yaml'), 'texts:\n  hero: "Limpieza de cascos · Curaçao 2×1"\n');
    const text = await siteCharacters(folder);
    expect(text).toContain('ç');
    const font = await subsetBrandFont(source, text, 'truetype');
    const covered = codePoints(font);
    for (const character of 'Limpieza de cascos · Curaçao 2×1') {
      expect(covered.has(character.codePointAt(0) ?? -1), `«${character}»`).toBe(true);
    }
  });

  it('draws every Spanish letter and sign, and every character of the base set the original font has', async () => {
    const original = codePoints(await subsetBrandFont(source, baseCharacters, 'truetype'));
    for (const character of '¡¿áéíóúüñÁÉÍÓÚÜÑ«»ºª€…–—') {
      expect(original.has(character.codePointAt(0) ?? -1), `«${character}»`).toBe(true);
    }
    expect(original.size).toBeGreaterThan(120);
  });

  it('keeps the weight axis from 400 to 800, the weights the components use', async () => {
    const font = await subsetBrandFont(source, 'Reservá', 'truetype');
    const axes = new Face(new Blob(font)).getAxisInfos();
    expect(axes.wght).toMatchObject({ min: weightRange.min, max: weightRange.max });
    expect(Object.keys(axes)).toEqual(['wght']);
  });

  it('is small enough to arrive in one round trip (under 14 KB as WOFF2)', async () => {
    const font = await subsetBrandFont(source, await siteCharacters(), 'woff2');
    expect(font.length).toBeLessThan(14_000);
  });
});
