/** Small animated effects shared by several scenes: light sweeps and sparkles. */
import type { Defs } from '../core/defs.ts';
import { frac, TAU } from '../core/scene.ts';
import { centred, lightBand, num } from '../core/svg.ts';
import { colours } from '../palette.ts';

export interface SweepOpts {
  /** Where the band's centre enters and leaves, in x; both outside the clipped object, so the wrap-around is unseen. */
  from: number;
  to: number;
  opacity?: number;
  width?: number;
  /** The band's slant, in degrees. */
  tilt?: number;
}

/** A soft diagonal band of light crossing once per loop. */
export function sweep(defs: Defs, phase: number, options: SweepOpts): string {
  const { from, to, opacity = 0.35, width = 140, tilt = 20 } = options;
  const band = lightBand(defs, 'sweep-band', colours.white, 0.45, 1);
  const x = from + (to - from) * frac(phase);
  return `<rect x="${num(x - width / 2)}" y="-200" width="${num(width)}" height="1200" fill="${band}" fill-opacity="${num(opacity)}" transform="rotate(${tilt} ${num(x)} 400)"/>`;
}

/** Four-point star glint with a soft halo; `alpha` 0 hides it. */
export function sparkle(defs: Defs, x: number, y: number, size: number, alpha: number): string {
  if (alpha <= 0.01) return '';
  const halo = centred(defs, 'sparkle-halo', [0, colours.white, 0.9], [0.3, colours.aqua, 0.35], [1, colours.aqua, 0]);
  const reach = size;
  const width = reach * 0.12;
  const star = `M${num(x)} ${num(y - reach)}L${num(x + width)} ${num(y - width)}L${num(x + reach)} ${num(y)}L${num(x + width)} ${num(y + width)}L${num(x)} ${num(y + reach)}L${num(x - width)} ${num(y + width)}L${num(x - reach)} ${num(y)}L${num(x - width)} ${num(y - width)}Z`;
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(reach * 0.7)}" fill="${halo}" fill-opacity="${num(alpha)}"/>` +
    `<path d="${star}" fill="#fff" fill-opacity="${num(alpha)}"/>`
  );
}

/** Twinkle envelope: short flash once per loop at a given offset. */
export function twinkle(phase: number, offset: number, cycles = 2): number {
  const sine = Math.sin(TAU * (phase * cycles + offset));
  return sine > 0.6 ? (sine - 0.6) / 0.4 : 0;
}
