/** Small animated effects shared by several scenes: light sweeps and sparkles. */
import type { Defs } from '../core/defs.ts';
import { frac, TAU } from '../core/scene.ts';
import { f, linear, radial } from '../core/svg.ts';
import { C } from '../palette.ts';

/**
 * A soft diagonal band of light crossing from x0 to x1 once per loop. It must start and end
 * outside the clipped object so the wrap-around is invisible.
 */
export function sweep(d: Defs, phase: number, x0: number, x1: number, opacity = 0.35, width = 140, tilt = 20): string {
  const band = linear(
    d,
    'sweep-band',
    [0, 0],
    [1, 0],
    [
      [0, C.white, 0],
      [0.45, C.white, 1],
      [0.55, C.white, 1],
      [1, C.white, 0],
    ],
  );
  const x = x0 + (x1 - x0) * frac(phase);
  return `<rect x="${f(x - width / 2)}" y="-200" width="${f(width)}" height="1200" fill="${band}" fill-opacity="${f(opacity)}" transform="rotate(${tilt} ${f(x)} 400)"/>`;
}

/** Four-point star glint with a soft halo; `alpha` 0 hides it. */
export function sparkle(d: Defs, x: number, y: number, size: number, alpha: number): string {
  if (alpha <= 0.01) return '';
  const halo = radial(d, 'sparkle-halo', 0.5, 0.5, 0.5, [
    [0, C.white, 0.9],
    [0.3, C.aqua, 0.35],
    [1, C.aqua, 0],
  ]);
  const s = size;
  const w = s * 0.12;
  const star = `M${f(x)} ${f(y - s)}L${f(x + w)} ${f(y - w)}L${f(x + s)} ${f(y)}L${f(x + w)} ${f(y + w)}L${f(x)} ${f(y + s)}L${f(x - w)} ${f(y + w)}L${f(x - s)} ${f(y)}L${f(x - w)} ${f(y - w)}Z`;
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.7)}" fill="${halo}" fill-opacity="${f(alpha)}"/>` +
    `<path d="${star}" fill="#fff" fill-opacity="${f(alpha)}"/>`
  );
}

/** Twinkle envelope: short flash once per loop at a given offset. */
export function twinkle(phase: number, offset: number, cycles = 2): number {
  const s = Math.sin(TAU * (phase * cycles + offset));
  return s > 0.6 ? (s - 0.6) / 0.4 : 0;
}
