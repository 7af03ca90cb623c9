/** Gallery before/after pairs: the same composition drawn dull ("antes") and restored ("después"). */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import type { SceneFactory } from '../core/scene.ts';
import { blur } from '../core/svg.ts';
import { carFront } from '../parts/carfront.ts';
import { exhaust } from '../parts/exhaust.ts';
import { helmet } from '../parts/helmet.ts';
import { SEAT, seat, type SeatMaterial } from '../parts/seat.ts';
import { studio } from '../parts/studio.ts';
import { tank } from '../parts/tank.ts';
import { cracks, dullFilter, dust, stains } from '../parts/wear.ts';
import { PAINT } from '../palette.ts';
import { at, HELMET_VIEW, scene, SEAT_VIEW } from './common.ts';

type Pair = (before: boolean) => SceneFactory;

const capot: Pair = (before) => () =>
  scene((defs) => {
    const body = at('translate(-240 -150) scale(1.4)', carFront(defs, { paint: PAINT.red, before }));
    return { back: studio(defs, { horizon: 420, strips: true }) + body, vignette: 0.6 };
  });

interface WornSeat {
  material: SeatMaterial;
  /** Before: the sheen it has left (1 = new) and how its colours are dulled (saturation, haze). */
  sheen: number;
  dull: readonly [saturation: number, haze: number];
  /** What is over the seat (nothing after, as a rule). */
  wear: (defs: Defs, before: boolean) => string;
}

/** A seat close up, worn before and restored after. */
function seatPair({ material, sheen, dull, wear }: WornSeat): Pair {
  return (before) => () =>
    scene((defs) => {
      const overlay = wear(defs, before);
      const body = seat(defs, { material, overlay, sheen: before ? sheen : 1 });
      const shown = before ? `<g filter="${dullFilter(defs, ...dull)}">${body}</g>` : body;
      return { back: studio(defs, { horizon: 640, strips: true, glowX: 600 }) + at(SEAT_VIEW, shown), vignette: 0.6 };
    });
}

/** Water and dirt stains on the fabric, and dust. */
function stainedFabric(defs: Defs, before: boolean): string {
  const random = rng(7);
  return before
    ? stains(defs, random, { x: 480, y: 250, w: 240, h: 240 }, 7, '#7a5526') +
        stains(defs, random, { x: 460, y: 540, w: 280, h: 120 }, 5, '#5a3f1c') +
        stains(defs, random, { x: 380, y: 280, w: 440, h: 200 }, 3, '#8a6a3a') +
        dust(random, { x: 350, y: 80, w: 500, h: 600 }, 900, '#b5a990')
    : '';
}

/** Leather worn pale where it rubs, cracked and torn. */
function crackedLeather(defs: Defs, before: boolean): string {
  const random = rng(9);
  const worn = [
    [420, 330, 50, 110],
    [780, 330, 50, 110],
    [600, 140, 70, 34],
    [420, 600, 60, 40],
    [780, 600, 60, 40],
  ]
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#8a8174" fill-opacity="0.45" filter="${blur(defs, 14)}"/>`,
    )
    .join('');
  return before ? worn + cracks(random, { x: 380, y: 120, w: 440, h: 540 }, 110) + tear(defs) : '';
}

const tapizado = seatPair({ material: SEAT.fabric, sheen: 0.3, dull: [0.55, 0.08], wear: stainedFabric });
const asiento = seatPair({ material: SEAT.black, sheen: 0.2, dull: [0.5, 0.24], wear: crackedLeather });

/** A ragged tear in the leather showing yellow foam, plus a split seam. */
function tear(defs: Defs): string {
  const random = rng(21);
  const lip: string[] = [];
  const under: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const x = 512 + i * 15;
    const bulge = Math.sin((i / 12) * Math.PI);
    lip.push(`${i === 0 ? 'M' : 'L'}${x} ${(592 - bulge * 26 + random.range(-5, 5)).toFixed(1)}`);
    under.push(
      `L${(692 - i * 15).toFixed(1)} ${(596 + Math.sin(((12 - i) / 12) * Math.PI) * 18 + random.range(-5, 5)).toFixed(1)}`,
    );
  }
  const hole = `${lip.join('')}${under.join('')}Z`;
  return (
    `<path d="${hole}" fill="#cdb36c"/>` +
    `<path d="${hole}" fill="none" stroke="#000" stroke-width="7" stroke-opacity="0.7" filter="${blur(defs, 2)}"/>` +
    `<path d="M530 596C570 588 620 600 670 598" fill="none" stroke="#8d7538" stroke-width="3"/>` +
    `<path d="${lip.join('')}" fill="none" stroke="#8a8f96" stroke-width="2"/>` +
    `<path d="M704 300L712 340L706 372L714 410" fill="none" stroke="#000" stroke-width="6"/>` +
    `<path d="M704 300L712 340L706 372L714 410" fill="none" stroke="#cdb36c" stroke-width="2.5"/>`
  );
}

const casco: Pair = (before) => () =>
  scene((defs) => ({
    back: studio(defs, { horizon: 560, strips: true }) + at(HELMET_VIEW, helmet(defs, { before })),
    vignette: 0.6,
  }));

const tanque: Pair = (before) => () =>
  scene((defs) => ({
    back: studio(defs, { horizon: 700, strips: false }) + tank(defs, { paint: PAINT.red, before }),
    vignette: 0.6,
  }));

const escape: Pair = (before) => () =>
  scene((defs) => ({ back: studio(defs, { horizon: 720, strips: false }) + exhaust(defs, { before }), vignette: 0.6 }));

export const galleryPairs: Record<string, Pair> = { escape, casco, tanque, tapizado, capot, asiento };
