/** About: a motorcycle and a car side by side in a clean studio bay with light panels. */
import type { Layers } from '../core/scene.ts';
import { glow } from '../core/svg.ts';
import { car } from '../parts/car.ts';
import { motorcycle } from '../parts/motorcycle.ts';
import { studio } from '../parts/studio.ts';
import { colours, PAINT } from '../palette.ts';
import { at, scene } from './common.ts';

export const aboutScene = (): Layers =>
  scene((defs) => ({
    back:
      studio(defs, { horizon: 470, strips: true, panels: true }) +
      glow(defs, 600, 520, 640, 120, colours.chrome, 0.12) +
      at('translate(40 355) scale(0.66)', car(defs, { paint: PAINT.blue, id: 'about-car', reflection: 0.2 })) +
      at('translate(560 360) scale(0.82)', motorcycle(defs, { paint: PAINT.red, id: 'about-moto' })),
  }));
