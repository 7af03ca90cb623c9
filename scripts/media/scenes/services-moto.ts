/** Service pictures for motorcycles: engine steam wash, paint, helmet cleaning, exhaust polishing. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import type { Layers } from '../core/scene.ts';
import { frac, wave } from '../core/scene.ts';
import { across, centred, clip, down, glow, linear, num } from '../core/svg.ts';
import { engine } from '../parts/engine.ts';
import { exhaust, SILENCER } from '../parts/exhaust.ts';
import { sparkle, sweep, twinkle } from '../parts/fx.ts';
import { helmet, SHELL } from '../parts/helmet.ts';
import { steam } from '../parts/steam.ts';
import { studio } from '../parts/studio.ts';
import { TANK, tank } from '../parts/tank.ts';
import { colours, PAINT } from '../palette.ts';
import { at, HELMET_VIEW, scene } from './common.ts';

/** Steam lance aimed at the engine, with a jet cone. */
function lance(defs: Defs, x: number, y: number): string {
  const jet = linear(defs, 'lance-jet', [0, 0.5], [1, 0.5], [0, '#ffffff', 0.85], [1, '#ffffff', 0]);
  return (
    `<path d="M${x} ${y}L${x - 520} ${y + 260}" stroke="#1c232d" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M${x} ${y - 8}L${x - 520} ${y + 252}" stroke="${colours.chrome}" stroke-width="5" stroke-opacity="0.6"/>` +
    `<rect x="${x - 40}" y="${y - 22}" width="70" height="44" rx="8" fill="${colours.aqua}" transform="rotate(-26 ${x} ${y})"/>` +
    `<path d="M${x + 20} ${y - 14}L${x + 250} ${y - 150}L${x + 290} ${y - 40}Z" fill="${jet}"/>`
  );
}

export const ENGINE_STEAM = {
  sources: [
    [420, 330],
    [560, 300],
    [700, 330],
    [820, 380],
  ] as [number, number][],
  rise: 360,
};

export const lavadoMotorMotos = (): Layers =>
  scene((defs) => ({
    back: studio(defs, { horizon: 760, strips: false }) + engine(defs, { tank: PAINT.red }) + lance(defs, 200, 560),
    anim: (phase) =>
      steam(defs, phase, { ...ENGINE_STEAM, count: 34, seed: 4, cycles: 1 }) +
      steam(defs, phase, { sources: [[620, 180]], rise: 200, count: 10, seed: 9, cycles: 2, r0: 20, r1: 90 }),
    vignette: 0.55,
  }));

/** Fine paint mist drifting out of a spray gun nozzle. */
function mist(defs: Defs, phase: number): string {
  const dot = centred(defs, 'mist-dot', [0, '#ff7a82', 0.8], [1, '#ff7a82', 0]);
  const random = rng(15);
  const out: string[] = [];
  for (let i = 0; i < 60; i++) {
    const progress = frac(phase * 2 + random.next());
    const spread = random.range(-0.5, 0.5);
    const x = 930 - progress * 300 + spread * 50 * progress;
    const y = 252 + progress * 45 + spread * 150 * progress;
    out.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(4 + progress * 16)}" fill="${dot}" fill-opacity="${num(Math.sin(Math.PI * progress) * 0.7)}"/>`,
    );
  }
  return out.join('');
}

/** HVLP spray gun, nozzle at the origin pointing left, tilted towards the tank. */
function sprayGun(defs: Defs): string {
  const body = down(defs, 'gun', [0, colours.white], [0.4, colours.chrome], [1, '#3b444e']);
  const cup = across(defs, 'gun-cup', [0, '#c9d1d9', 0.5], [0.4, '#ffffff', 0.85], [1, '#8d97a2', 0.5]);
  return (
    `<g transform="translate(950 250) rotate(-12)">` +
    `<path d="M150 18L186 150L214 146L182 14Z" fill="#1c232d"/>` +
    `<path d="M60 18C70 50 74 80 66 110" fill="none" stroke="${colours.chrome}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="6" y="-20" width="170" height="40" rx="14" fill="${body}"/>` +
    `<circle cx="4" cy="0" r="16" fill="${body}" stroke="#2b333d" stroke-width="3"/>` +
    `<path d="M-14 -10L-4 -26L8 -18ZM-14 10L-4 26L8 18Z" fill="${colours.chrome}"/>` +
    `<path d="M70 -20L56 -120L124 -120L110 -20Z" fill="${cup}" stroke="${colours.chrome}" stroke-width="2"/>` +
    `<path d="M62 -70L118 -70L122 -118L58 -118Z" fill="#ff4d57" fill-opacity="0.65"/>` +
    `<rect x="50" y="-132" width="80" height="14" rx="5" fill="#2b333d"/>` +
    `<rect x="140" y="-12" width="30" height="8" rx="3" fill="${colours.aqua}"/></g>`
  );
}

export const pinturaMotos = (): Layers =>
  scene((defs) => {
    const tankClip = clip(defs, 'pm-tank', `<path d="${TANK}"/>`);
    return {
      back: studio(defs, { horizon: 700, strips: false }) + tank(defs, { paint: PAINT.red }),
      anim: (phase) =>
        `<g clip-path="${tankClip}">${sweep(defs, phase, { from: -200, to: 1500, opacity: 0.22, width: 160, tilt: 25 })}</g>` +
        mist(defs, phase) +
        sprayGun(defs),
    };
  });

export const limpiezaCascosMotos = (): Layers =>
  scene((defs) => {
    const shellClip = clip(defs, 'lc-shell', `<path d="${SHELL}"/>`);
    return {
      back: studio(defs, { horizon: 560 }) + at(HELMET_VIEW, helmet(defs)),
      anim: (phase) =>
        at(
          HELMET_VIEW,
          `<g clip-path="${shellClip}">${sweep(defs, phase, { from: 200, to: 1100, opacity: 0.4, width: 90, tilt: 25 })}</g>`,
        ) +
        sparkle(defs, 520, 300, 34, twinkle(phase, 0.05)) +
        sparkle(defs, 850, 380, 26, twinkle(phase, 0.35)) +
        sparkle(defs, 690, 560, 22, twinkle(phase, 0.7)),
    };
  });

/** Heat shimmer above the headers plus a glint travelling along the polished silencer. */
export const pulidoEscapeMotos = (): Layers =>
  scene((defs) => {
    const metalClip = clip(defs, 'pe-metal', `<path d="${SILENCER}"/>`);
    return {
      back: studio(defs, { horizon: 720, strips: false }) + exhaust(defs),
      anim: (phase) =>
        `<g clip-path="${metalClip}">${sweep(defs, phase, { from: 300, to: 1300, opacity: 0.6, width: 70, tilt: 15 })}</g>` +
        glow(defs, 300 + 10 * wave(phase, 3), 360, 130, 100, colours.warm, 0.1 + 0.05 * wave(phase, 2)) +
        sparkle(defs, 760, 452, 30, twinkle(phase, 0.2)) +
        sparkle(defs, 1000, 414, 24, twinkle(phase, 0.6)),
    };
  });
