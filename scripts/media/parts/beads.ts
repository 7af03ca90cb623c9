/** Water beads sitting on a hydrophobic (ceramic-coated) surface. */
import type { Defs } from '../core/defs.ts';
import type { Rng } from '../core/rng.ts';
import { frac } from '../core/scene.ts';
import { centred, num, radial } from '../core/svg.ts';
import type { Box } from './wear.ts';

export interface Bead {
  x: number;
  y: number;
  r: number;
}

/** One bead: soft contact shadow, lens body with dark rim, bright caustic and a sharp specular highlight. */
export function bead(defs: Defs, bead: Bead, tint = '#0a0d12'): string {
  const body = radial(
    defs,
    `bead-${tint.slice(1)}`,
    0.45,
    0.4,
    0.6,
    [
      [0, '#ffffff', 0.1],
      [0.55, tint, 0.12],
      [0.85, tint, 0.45],
      [1, '#ffffff', 0.35],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const caustic = centred(defs, 'bead-caustic', [0, '#ffffff', 0.7], [1, '#ffffff', 0]);
  const shadow = centred(defs, 'bead-shadow', [0, '#000', 0.55], [1, '#000', 0]);
  const { x, y, r: radius } = bead;
  return (
    `<ellipse cx="${num(x + radius * 0.25)}" cy="${num(y + radius * 0.35)}" rx="${num(radius * 1.15)}" ry="${num(radius * 1.05)}" fill="${shadow}"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${body}"/>` +
    `<ellipse cx="${num(x + radius * 0.1)}" cy="${num(y + radius * 0.45)}" rx="${num(radius * 0.6)}" ry="${num(radius * 0.35)}" fill="${caustic}"/>` +
    `<ellipse cx="${num(x - radius * 0.35)}" cy="${num(y - radius * 0.38)}" rx="${num(radius * 0.26)}" ry="${num(radius * 0.15)}" fill="#fff" fill-opacity="0.95" transform="rotate(-35 ${num(x - radius * 0.35)} ${num(y - radius * 0.38)})"/>`
  );
}

/** Random, non-overlapping-ish bead layout in a box (bigger beads first). */
export function scatterBeads(random: Rng, box: Box, count: number, rMin: number, rMax: number): Bead[] {
  const out: Bead[] = [];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const rr = rMin + (rMax - rMin) * Math.pow(random.next(), 2.2);
    const x = random.range(box.x, box.x + box.w);
    const y = random.range(box.y, box.y + box.h);
    if (out.every((other) => (other.x - x) ** 2 + (other.y - y) ** 2 > (other.r + rr + 2) ** 2))
      out.push({ x, y, r: rr });
  }
  return out;
}

export function beadLayer(defs: Defs, beads: readonly Bead[], tint?: string): string {
  return beads.map((drop) => bead(defs, drop, tint)).join('');
}

/** How beads slide down a slope and wrap around within the video's loop. */
export interface Slope {
  /** Bead i slides 1 + (i % lanes) times a loop. */
  lanes: number;
  /** Where in its slide each bead is at the loop's start (a fraction, from its place). */
  start: (bead: Bead) => number;
  /** How far a bead drifts away from the middle (x 600) by the bottom, a fraction of its distance to it. */
  spread: number;
  /** The slope's top and its length down. */
  top: number;
  length: number;
  /** How much a bead has grown by the bottom, a fraction of its radius (it comes closer). */
  grow?: number;
}

/** The beads where they are at `phase` of the loop, sliding down `slope`. */
export function slide(beads: readonly Bead[], phase: number, slope: Slope): Bead[] {
  return beads.map((bead, i) => {
    const progress = frac(phase * (1 + (i % slope.lanes)) + slope.start(bead));
    return {
      x: bead.x + (bead.x - 600) * slope.spread * progress,
      y: slope.top + progress * slope.length,
      r: bead.r * (1 + (slope.grow ?? 0) * progress),
    };
  });
}
