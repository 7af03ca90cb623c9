/** Reflections of the ceiling strips on a glossy floor. */
import type { Defs } from '../core/defs.ts';
import { blur, num, linear } from '../core/svg.ts';
import { colours } from '../palette.ts';

export function floorStrips(defs: Defs, ys: readonly number[], opacity = 0.22): string {
  const fill = linear(
    defs,
    'floor-strip',
    [0, 0],
    [1, 0],
    [
      [0, colours.white, 0],
      [0.3, colours.white, 1],
      [0.7, colours.white, 1],
      [1, colours.white, 0],
    ],
  );
  return ys
    .map((y, i) => {
      const width = 1100 - i * 180;
      return `<rect x="${num(600 - width / 2)}" y="${num(y)}" width="${num(width)}" height="${num(6 + i * 3)}" fill="${fill}" opacity="${num(opacity)}" filter="${blur(defs, 3 + i * 2)}"/>`;
    })
    .join('');
}
