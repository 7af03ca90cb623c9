/** Course: a hands-on detailing class, a car in the studio with the tools laid out. */
import type { Layers } from '../core/scene.ts';
import { wave } from '../core/scene.ts';
import { clip, glow } from '../core/svg.ts';
import { car, CAR_BODY } from '../parts/car.ts';
import { floorStrips } from '../parts/floor.ts';
import { sweep } from '../parts/fx.ts';
import { polisher } from '../parts/polisher.ts';
import { studio } from '../parts/studio.ts';
import { bucket, trolley } from '../parts/tools.ts';
import { colours, PAINT } from '../palette.ts';
import { at, scene } from './common.ts';

const CAR_VIEW = 'translate(150 300) scale(0.9)';

export const detailingBasico = (): Layers =>
  scene((defs) => {
    const bodyClip = clip(defs, 'course-body', `<path d="${CAR_BODY}"/>`);
    const back =
      studio(defs, { horizon: 470, strips: true, panels: true }) +
      floorStrips(defs, [720, 690], 0.12) +
      at(CAR_VIEW, car(defs, { paint: PAINT.red, id: 'course', reflection: 0.22 })) +
      glow(defs, 600, 700, 700, 70, '#000000', 0.5);
    const front =
      at('translate(840 712) scale(0.9)', trolley(defs)) +
      at('translate(190 716) scale(0.85)', bucket(defs)) +
      at('translate(470 722) scale(0.5)', polisher(defs));
    const anim = (phase: number): string =>
      at(
        CAR_VIEW,
        `<g clip-path="${bodyClip}">${sweep(defs, phase, { from: -200, to: 1300, opacity: 0.22, width: 120, tilt: 12 })}</g>`,
      ) + glow(defs, 600, 90, 560, 60, colours.white, 0.05 + 0.03 * wave(phase, 2));
    return { back, front, anim };
  });
