import { describe, expect, it } from 'vitest';
import { iconPaths } from '../../src/components/ui/icon-paths.ts';
import { absoluteStart, compactPath, shapeToPath } from '../../src/lib/icon-path.ts';
import { iconPathEntries } from '../../scripts/build/icon-paths.ts';

describe('one path per icon', () => {
  it('turns a leading relative moveto into an absolute one and keeps the pairs after it relative', () => {
    expect(absoluteStart('m6 9 6 6 6-6')).toBe('M6 9l6 6 6-6');
    expect(absoluteStart('m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7')).toBe('M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7');
    expect(absoluteStart('m.5.5h3')).toBe('M.5 .5h3');
    expect(absoluteStart('M4 5h16')).toBe('M4 5h16');
  });

  it('drops the zeros and spaces path data does not need, and nothing else', () => {
    expect(compactPath('M0.5 10.5c-0.3 -0.1 0.25 0.5 10 0.05')).toBe('M.5 10.5c-.3-.1.25.5 10 .05');
    expect(compactPath('M20 10.05 0 0')).toBe('M20 10.05 0 0');
  });

  it('draws circles, rounded rectangles, lines and polygons as subpaths', () => {
    expect(shapeToPath(['circle', { cx: '12', cy: '10', r: '3' }])).toBe('M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0');
    expect(shapeToPath(['rect', { x: 2, y: 4, width: 20, height: 16, rx: 2 }])).toBe(
      'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z',
    );
    expect(shapeToPath(['rect', { x: 1, y: 1, width: 4, height: 2 }])).toBe('M1 1h4v2h-4z');
    expect(shapeToPath(['line', { x1: 1, y1: 2, x2: 3, y2: 4 }])).toBe('M1 2L3 4');
    expect(shapeToPath(['polygon', { points: '3 11 22 2 13 21' }])).toBe('M3 11 22 2 13 21z');
    expect(() => shapeToPath(['text', {}])).toThrow('<text>');
    expect(() => shapeToPath(['circle', { cx: 1, cy: 1 }])).toThrow('numeric r');
  });

  it('src/components/ui/icon-paths.ts is what scripts/build/icon-paths.ts makes of Lucide today', async () => {
    expect({ ...iconPaths }).toEqual(Object.fromEntries(await iconPathEntries()));
  });
});
