// Text as SVG paths in the brand font, so generated images (logo, link
// previews) look the same on any machine, with or without the font installed.
import * as fontkit from 'fontkit';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: 600 | 800) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff2`);

const fonts = new Map<number, fontkit.Font>();
function fontOf(weight: 600 | 800): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    font = fontkit.openSync(fontFile(weight)) as fontkit.Font;
    fonts.set(weight, font);
  }
  return font;
}

export interface TextStyle {
  weight: 600 | 800;
  size: number;
  fill: string;
  letterSpacing?: number;
}

export function measure(text: string, style: TextStyle): number {
  const font = fontOf(style.weight);
  const run = font.layout(text);
  return (run.advanceWidth / font.unitsPerEm) * style.size + (style.letterSpacing ?? 0) * text.length;
}

/** A <path> drawing `text` with its baseline starting at (x, y). */
export function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const font = fontOf(style.weight);
  const scale = style.size / font.unitsPerEm;
  const run = font.layout(text);
  let cursor = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const offsetX = x + (cursor + (position?.xOffset ?? 0)) * scale;
    parts.push(
      `<path transform="translate(${offsetX.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${glyph.path.toSVG()}"/>`,
    );
    cursor += (position?.xAdvance ?? glyph.advanceWidth) + (style.letterSpacing ?? 0) / scale;
  });
  return `<g fill="${style.fill}">${parts.join('')}</g>`;
}

/** Breaks `text` into lines no wider than `maxWidth`. */
export function wrap(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
