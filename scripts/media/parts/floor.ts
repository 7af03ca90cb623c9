/** Reflections of the ceiling strips on a glossy floor. */
import type { Defs } from '../core/defs.ts';
import { blur, lightBand, num } from '../core/svg.ts';
import { colours } from '../palette.ts';

export function floorStrips(defs: Defs, ys: readonly number[], opacity = 0.22): string {
  const fill = lightBand(defs, 'floor-strip', colours.white, 0.3, 1);
  return ys
    .map((y, i) => {
      const width = 1100 - i * 180;
      return `<rect x="${num(600 - width / 2)}" y="${num(y)}" width="${num(width)}" height="${num(6 + i * 3)}" fill="${fill}" opacity="${num(opacity)}" filter="${blur(defs, 3 + i * 2)}"/>`;
    })
    .join('');
}
