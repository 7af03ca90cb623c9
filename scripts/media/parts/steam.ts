/** Rising steam puffs: each puff is born, drifts up, grows and fades; all driven by the loop phase. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { frac, TAU } from '../core/scene.ts';
import { centred, num } from '../core/svg.ts';

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

export function steam(defs: Defs, phase: number, options: SteamOpts): string {
  const puff = centred(defs, 'steam-puff', [0, '#f5f7fa', 0.55], [0.5, '#e6edf3', 0.25], [1, '#e6edf3', 0]);
  const random = rng(options.seed);
  const cycles = options.cycles ?? 1;
  const r0 = options.r0 ?? 30;
  const r1 = options.r1 ?? 140;
  const out: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const src = options.sources[i % options.sources.length] ?? [600, 400];
    const offset = random.next();
    const sway = random.range(20, 70);
    const drift = random.range(-60, 60);
    const wob = random.next();
    const scale = random.range(0.7, 1.3);
    const life = frac(phase * cycles + offset);
    const x = src[0] + drift * life + sway * Math.sin(TAU * (life * 1.5 + wob)) * life;
    const y = src[1] - options.rise * life;
    const rad = (r0 + (r1 - r0) * Math.pow(life, 0.7)) * scale;
    const alpha = Math.pow(Math.sin(Math.PI * life), 1.4) * (options.opacity ?? 0.8);
    out.push(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rad)}" ry="${num(rad * 0.8)}" fill="${puff}" fill-opacity="${num(alpha)}"/>`,
    );
  }
  return out.join('');
}
