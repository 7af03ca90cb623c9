/** Gallery before/after pairs: the same composition drawn dull ("antes") and restored ("después"). */
import { Defs } from '../core/defs.ts';
import type { Layers, SceneFactory } from '../core/scene.ts';
import { carFront } from '../parts/carfront.ts';
import { finish, studio } from '../parts/studio.ts';
import { blur } from '../core/svg.ts';
import { PAINT } from '../palette.ts';
import { helmet } from '../parts/helmet.ts';
import { tank } from '../parts/tank.ts';
import { exhaust } from '../parts/exhaust.ts';
import { SEAT, seat } from '../parts/seat.ts';
import { rng } from '../core/rng.ts';
import { cracks, dullFilter, dust, stains } from '../parts/wear.ts';

type Pair = (before: boolean) => SceneFactory;

const capot: Pair = (before) => (): Layers => {
  const defs = new Defs();
  const body = `<g transform="translate(-240 -150) scale(1.4)">${carFront(defs, { paint: PAINT.red, before })}</g>`;
  return {
    defs: defs,
    back: studio(defs, { horizon: 420, strips: true }) + body,
    anim: () => '',
    front: finish(defs, 0.6),
  };
};

const seatBackdrop = (defs: Defs): string => studio(defs, { horizon: 640, strips: true, glowX: 600 });

const tapizado: Pair = (before) => (): Layers => {
  const defs = new Defs();
  const random = rng(7);
  const overlay = before
    ? stains(defs, random, { x: 480, y: 250, w: 240, h: 240 }, 7, '#7a5526') +
      stains(defs, random, { x: 460, y: 540, w: 280, h: 120 }, 5, '#5a3f1c') +
      stains(defs, random, { x: 380, y: 280, w: 440, h: 200 }, 3, '#8a6a3a') +
      dust(random, { x: 350, y: 80, w: 500, h: 600 }, 900, '#b5a990')
    : '';
  const body = seat(defs, { material: SEAT.fabric, overlay, sheen: before ? 0.3 : 1 });
  const scaled = `<g transform="translate(-90 -40) scale(1.15)">${before ? `<g filter="${dullFilter(defs, 0.55, 0.08)}">${body}</g>` : body}</g>`;
  return { defs: defs, back: seatBackdrop(defs) + scaled, anim: () => '', front: finish(defs, 0.6) };
};

const asiento: Pair = (before) => (): Layers => {
  const defs = new Defs();
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
  const overlay = before ? worn + cracks(random, { x: 380, y: 120, w: 440, h: 540 }, 110) + tear(defs) : '';
  const body = seat(defs, { material: SEAT.black, overlay, sheen: before ? 0.2 : 1 });
  const scaled = `<g transform="translate(-90 -40) scale(1.15)">${before ? `<g filter="${dullFilter(defs, 0.5, 0.24)}">${body}</g>` : body}</g>`;
  return { defs: defs, back: seatBackdrop(defs) + scaled, anim: () => '', front: finish(defs, 0.6) };
};

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

const casco: Pair = (before) => (): Layers => {
  const defs = new Defs();
  const back =
    studio(defs, { horizon: 560, strips: true }) +
    `<g transform="translate(-60 40) scale(1.05)">${helmet(defs, { before })}</g>`;
  return { defs: defs, back, anim: () => '', front: finish(defs, 0.6) };
};

const tanque: Pair = (before) => (): Layers => {
  const defs = new Defs();
  const back = studio(defs, { horizon: 700, strips: false }) + tank(defs, { paint: PAINT.red, before });
  return { defs: defs, back, anim: () => '', front: finish(defs, 0.6) };
};

const escape: Pair = (before) => (): Layers => {
  const defs = new Defs();
  const back = studio(defs, { horizon: 720, strips: false }) + exhaust(defs, { before });
  return { defs: defs, back, anim: () => '', front: finish(defs, 0.6) };
};

export const galleryPairs: Record<string, Pair> = { escape, casco, tanque, tapizado, capot, asiento };
