/** Hero: glossy dark sports car in the studio under dramatic light strips. */
import type { Layers } from '../core/scene.ts';
import { glow } from '../core/svg.ts';
import { car } from '../parts/car.ts';
import { floorStrips } from '../parts/floor.ts';
import { studio } from '../parts/studio.ts';
import { colours, PAINT } from '../palette.ts';
import { at, scene } from './common.ts';

export const heroScene = (): Layers =>
  scene((defs) => ({
    back:
      studio(defs, { horizon: 500, strips: true }) +
      floorStrips(defs, [742, 700]) +
      glow(defs, 600, 400, 620, 200, colours.aqua, 0.1) +
      at('translate(110 328) scale(0.98)', car(defs, { paint: PAINT.black, id: 'hero', reflection: 0.28 })),
    vignette: 0.7,
  }));
