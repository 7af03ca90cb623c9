/** Gallery loops: steam over a motorcycle engine, and water beads rolling off a ceramic-coated panel. */
import { rng } from '../core/rng.ts';
import type { Layers } from '../core/scene.ts';
import { clip } from '../core/svg.ts';
import { beadLayer, scatterBeads, slide, type Slope } from '../parts/beads.ts';
import { carFront, HOOD_PATH } from '../parts/carfront.ts';
import { engine } from '../parts/engine.ts';
import { sparkle, sweep, twinkle } from '../parts/fx.ts';
import { steam } from '../parts/steam.ts';
import { studio } from '../parts/studio.ts';
import { PAINT } from '../palette.ts';
import { at, scene } from './common.ts';

const ENGINE_VIEW = 'translate(-260 -40) scale(1.45)';

export const lavadoVapor = (): Layers =>
  scene((defs) => ({
    back: studio(defs, { horizon: 760, strips: false }) + at(ENGINE_VIEW, engine(defs, { tank: PAINT.blue })),
    anim: (phase) =>
      steam(defs, phase, {
        sources: [
          [380, 560],
          [520, 470],
          [680, 480],
          [820, 560],
          [600, 640],
        ],
        rise: 520,
        count: 44,
        seed: 31,
        cycles: 1,
        r0: 40,
        r1: 190,
        opacity: 0.75,
      }) +
      steam(defs, phase, {
        sources: [
          [460, 420],
          [760, 420],
        ],
        rise: 300,
        count: 16,
        seed: 32,
        cycles: 2,
        r0: 20,
        r1: 90,
        opacity: 0.6,
      }),
    vignette: 0.55,
  }));

const PANEL_VIEW = 'translate(-1560 -1010) scale(3.6)';

/** The hood's slope, towards the viewer: the beads grow as they come closer. */
const ROLL: Slope = { lanes: 2, start: (bead) => bead.y * 0.01, spread: 0.15, top: 288, length: 202, grow: 0.25 };

/** Beads on the hood roll towards the viewer (down the slope) and wrap around within the loop. */
export const ceramico = (): Layers =>
  scene((defs) => {
    const random = rng(44);
    const fixed = scatterBeads(random, { x: 330, y: 300, w: 540, h: 175 }, 190, 1.5, 4.5);
    const rolling = scatterBeads(random, { x: 380, y: 300, w: 440, h: 175 }, 22, 3, 6);
    const hoodClip = clip(defs, 'cer-hood', `<path d="${HOOD_PATH}"/>`);
    const anim = (phase: number): string => {
      const moved = slide(rolling, phase, ROLL);
      return (
        at(
          PANEL_VIEW,
          `<g clip-path="${hoodClip}">${beadLayer(defs, moved, '#01030a')}${sweep(defs, phase, { from: 100, to: 1100, opacity: 0.12, width: 60, tilt: 20 })}</g>`,
        ) +
        sparkle(defs, 420, 420, 24, twinkle(phase, 0.15)) +
        sparkle(defs, 820, 520, 20, twinkle(phase, 0.6))
      );
    };
    return {
      back:
        studio(defs, { horizon: 200, strips: false }) +
        at(PANEL_VIEW, carFront(defs, { paint: PAINT.blue, onHood: beadLayer(defs, fixed, '#01030a') })),
      anim,
      vignette: 0.6,
    };
  });
