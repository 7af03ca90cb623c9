/** Reflections of the ceiling strips on a glossy floor. */
import type { Defs } from '../core/defs.ts';
import { blur, f, linear } from '../core/svg.ts';
import { C } from '../palette.ts';

export function floorStrips(d: Defs, ys: readonly number[], opacity = 0.22): string {
  const fill = linear(
    d,
    'floor-strip',
    [0, 0],
    [1, 0],
    [
      [0, C.white, 0],
      [0.3, C.white, 1],
      [0.7, C.white, 1],
      [1, C.white, 0],
    ],
  );
  return ys
    .map((y, i) => {
      const w = 1100 - i * 180;
      return `<rect x="${f(600 - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(6 + i * 3)}" fill="${fill}" opacity="${f(opacity)}" filter="${blur(d, 3 + i * 2)}"/>`;
    })
    .join('');
}
