/** Hero: glossy dark sports car in the studio under dramatic light strips. */
import { Defs } from '../core/defs.ts';
import type { Layers } from '../core/scene.ts';
import { glow } from '../core/svg.ts';
import { car } from '../parts/car.ts';
import { floorStrips } from '../parts/floor.ts';
import { finish, studio } from '../parts/studio.ts';
import { C, PAINT } from '../palette.ts';

export function heroScene(): Layers {
  const d = new Defs();
  const back =
    studio(d, { horizon: 500, strips: true }) +
    floorStrips(d, [742, 700]) +
    glow(d, 600, 400, 620, 200, C.aqua, 0.1) +
    `<g transform="translate(110 328) scale(0.98)">${car(d, { paint: PAINT.black, id: 'hero', reflection: 0.28 })}</g>`;
  return { defs: d, back, anim: () => '', front: finish(d, 0.7) };
}
