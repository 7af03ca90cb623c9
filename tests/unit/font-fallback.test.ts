import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import jakarta from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides } from '../../src/lib/font-fallback.ts';

const css = await readFile(new URL('../../client/site-base.css', import.meta.url), 'utf8');

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

  // Without Arial (Linux, ChromeOS) the fallback was the system's sans-serif, wider than Plus Jakarta Sans: the swap
  // moved the first screen (CLS 0.014 on the home page with devtools throttling on Debian's Chromium).
  it('where Arial is missing, takes the space of Plus Jakarta Sans with the fonts drawn to its metrics', () => {
    const face = fontFace('Jakarta Fallback Arial');
    expect(face).toContain("src: local('Arial'), local('Liberation Sans'), local('Arimo');");
    // Arimo is the design Liberation Sans 2 was made from: the same widths and vertical metrics as Arial.
    expect(fallbackOverrides(jakarta, arimo)).toEqual(fallbackOverrides(jakarta, arial));
  });
});
