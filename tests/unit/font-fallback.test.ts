import arial from '@capsizecss/metrics/arial';
import jakarta from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides } from '../../src/lib/font-fallback.ts';

const css = await readFile(new URL('../../client/site.css', import.meta.url), 'utf8');

function fontFace(family: string): string {
  const start = css.indexOf(`font-family: '${family}';`);
  return css.slice(start, css.indexOf('}', start));
}

describe('metric-matched fallback fonts', () => {
  it.each([
    ['Jakarta Fallback Arial', arial],
    ['Jakarta Fallback Roboto', roboto],
  ])('%s takes exactly the space of Plus Jakarta Sans', (family, metrics) => {
    const face = fontFace(family);
    for (const [property, value] of Object.entries(fallbackOverrides(jakarta, metrics))) {
      expect(face).toContain(`${property}: ${value};`);
    }
  });
});
