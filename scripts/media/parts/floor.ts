/** The glossy floor: the ceiling strips and the vehicles reflected on it. */
import type { Defs } from '../core/defs.ts';
import { blur, lightBand, mask, num, span } from '../core/svg.ts';
import { colours } from '../palette.ts';

/** Reflections of the ceiling strips. */
export function floorStrips(defs: Defs, ys: readonly number[], opacity = 0.22): string {
  const fill = lightBand(defs, 'floor-strip', colours.white, 0.3, 1);
  return ys
    .map((y, i) => {
      const width = 1100 - i * 180;
      return `<rect x="${num(600 - width / 2)}" y="${num(y)}" width="${num(width)}" height="${num(6 + i * 3)}" fill="${fill}" opacity="${num(opacity)}" filter="${blur(defs, 3 + i * 2)}"/>`;
    })
    .join('');
}

export interface Mirror {
  /** Prefix of its gradient's and mask's ids. */
  id: string;
  /** The floor line's y, where the body stands. */
  ground: number;
  /** How far below the floor line the reflection has faded out. */
  depth: number;
  /** The mask's width, from x -200. */
  width: number;
  /** Strength; 0 draws nothing. */
  opacity: number;
}

/** A body's reflection: mirrored about the floor line, fading out downwards. */
export function floorReflection(defs: Defs, body: string, mirror: Mirror): string {
  const { id, ground, depth, width, opacity } = mirror;
  const fade = span(defs, `${id}-fade`, [0, ground], [0, ground + depth], [0, '#fff', 1], [1, '#fff', 0]);
  const fadeMask = mask(
    defs,
    `${id}-mask`,
    `<rect x="-200" y="${ground}" width="${width}" height="200" fill="${fade}"/>`,
  );
  return opacity > 0
    ? `<g mask="${fadeMask}" opacity="${num(opacity)}"><g transform="translate(0 ${ground * 2}) scale(1 -1)">${body}</g></g>`
    : '';
}
