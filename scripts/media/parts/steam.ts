/** Rising steam puffs: each puff is born, drifts up, grows and fades; all driven by the loop phase. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { frac, TAU } from '../core/scene.ts';
import { f, radial } from '../core/svg.ts';

export interface SteamOpts {
  /** Source points the puffs rise from. */
  sources: readonly [number, number][];
  count: number;
  /** Vertical travel over one puff's life. */
  rise: number;
  seed: number;
  opacity?: number;
  /** Puff radius at birth and at death. */
  r0?: number;
  r1?: number;
  /** Whole number of lives per loop (keeps the loop seamless). */
  cycles?: number;
}

export function steam(d: Defs, phase: number, o: SteamOpts): string {
  const puff = radial(d, 'steam-puff', 0.5, 0.5, 0.5, [
    [0, '#f5f7fa', 0.55],
    [0.5, '#e6edf3', 0.25],
    [1, '#e6edf3', 0],
  ]);
  const r = rng(o.seed);
  const cycles = o.cycles ?? 1;
  const r0 = o.r0 ?? 30;
  const r1 = o.r1 ?? 140;
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const src = o.sources[i % o.sources.length] ?? [600, 400];
    const offset = r.next();
    const sway = r.range(20, 70);
    const drift = r.range(-60, 60);
    const wob = r.next();
    const scale = r.range(0.7, 1.3);
    const life = frac(phase * cycles + offset);
    const x = src[0] + drift * life + sway * Math.sin(TAU * (life * 1.5 + wob)) * life;
    const y = src[1] - o.rise * life;
    const rad = (r0 + (r1 - r0) * Math.pow(life, 0.7)) * scale;
    const alpha = Math.pow(Math.sin(Math.PI * life), 1.4) * (o.opacity ?? 0.8);
    out.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rad)}" ry="${f(rad * 0.8)}" fill="${puff}" fill-opacity="${f(alpha)}"/>`,
    );
  }
  return out.join('');
}
