/** Hero: glossy dark sports car in the studio under dramatic light strips. */
import { Defs } from '../core/defs.ts';
import type { Layers } from '../core/scene.ts';
import { glow } from '../core/svg.ts';
import { car } from '../parts/car.ts';
import { floorStrips } from '../parts/floor.ts';
import { finish, studio } from '../parts/studio.ts';
import { colours, PAINT } from '../palette.ts';

export function heroScene(): Layers {
  const defs = new Defs();
  const back =
    studio(defs, { horizon: 500, strips: true }) +
    floorStrips(defs, [742, 700]) +
    glow(defs, 600, 400, 620, 200, colours.aqua, 0.1) +
    `<g transform="translate(110 328) scale(0.98)">${car(defs, { paint: PAINT.black, id: 'hero', reflection: 0.28 })}</g>`;
  return { defs: defs, back, anim: () => '', front: finish(defs, 0.7) };
}
