/** Water beads sitting on a hydrophobic (ceramic-coated) surface. */
import type { Defs } from '../core/defs.ts';
import type { Rng } from '../core/rng.ts';
import { f, radial } from '../core/svg.ts';
import type { Box } from './wear.ts';

export interface Bead {
  x: number;
  y: number;
  r: number;
}

/** One bead: soft contact shadow, lens body with dark rim, bright caustic and a sharp specular highlight. */
export function bead(d: Defs, b: Bead, tint = '#0a0d12'): string {
  const body = radial(
    d,
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
  const caustic = radial(d, 'bead-caustic', 0.5, 0.5, 0.5, [
    [0, '#ffffff', 0.7],
    [1, '#ffffff', 0],
  ]);
  const shadow = radial(d, 'bead-shadow', 0.5, 0.5, 0.5, [
    [0, '#000', 0.55],
    [1, '#000', 0],
  ]);
  const { x, y, r } = b;
  return (
    `<ellipse cx="${f(x + r * 0.25)}" cy="${f(y + r * 0.35)}" rx="${f(r * 1.15)}" ry="${f(r * 1.05)}" fill="${shadow}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${body}"/>` +
    `<ellipse cx="${f(x + r * 0.1)}" cy="${f(y + r * 0.45)}" rx="${f(r * 0.6)}" ry="${f(r * 0.35)}" fill="${caustic}"/>` +
    `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.38)}" rx="${f(r * 0.26)}" ry="${f(r * 0.15)}" fill="#fff" fill-opacity="0.95" transform="rotate(-35 ${f(x - r * 0.35)} ${f(y - r * 0.38)})"/>`
  );
}

/** Random, non-overlapping-ish bead layout in a box (bigger beads first). */
export function scatterBeads(r: Rng, box: Box, count: number, rMin: number, rMax: number): Bead[] {
  const out: Bead[] = [];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const rr = rMin + (rMax - rMin) * Math.pow(r.next(), 2.2);
    const x = r.range(box.x, box.x + box.w);
    const y = r.range(box.y, box.y + box.h);
    if (out.every((o) => (o.x - x) ** 2 + (o.y - y) ** 2 > (o.r + rr + 2) ** 2)) out.push({ x, y, r: rr });
  }
  return out;
}

export function beadLayer(d: Defs, beads: readonly Bead[], tint?: string): string {
  return beads.map((b) => bead(d, b, tint)).join('');
}
