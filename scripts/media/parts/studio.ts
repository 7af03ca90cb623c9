/** Studio backdrop: dark walls, ceiling light strips, wall light panels, glossy floor, vignette and grain. */
import type { Defs } from '../core/defs.ts';
import { blur, down, lightBand, num, radial, span } from '../core/svg.ts';
import { colours } from '../palette.ts';

export interface StudioOpts {
  /** Y of the wall/floor line. */
  horizon: number;
  /** Draw ceiling light strips. */
  strips?: boolean;
  /** Draw vertical light panels on the back wall. */
  panels?: boolean;
  /** Centre of the floor glow. */
  glowX?: number;
}

/** Horizontal ceiling strips receding towards the horizon. */
function ceilingStrips(defs: Defs): string {
  const fill = lightBand(defs, 'strip-fill', colours.white, 0.15, 0.95);
  const rows: [number, number, number][] = [
    [84, 1000, 11],
    [140, 780, 7],
    [184, 600, 4],
  ];
  return rows
    .map(([y, width, height]) => {
      const x = 600 - width / 2;
      return (
        `<rect x="${num(x)}" y="${num(y - height * 2)}" width="${num(width)}" height="${num(height * 5)}" fill="${colours.aqua}" opacity="0.18" filter="${blur(defs, 14)}"/>` +
        `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(height / 2)}" fill="${fill}"/>`
      );
    })
    .join('');
}

/** Tall soft light panels on the back wall. */
function wallPanels(defs: Defs, horizon: number): string {
  const fill = down(defs, 'panel-fill', [0, colours.white, 0.55], [0.5, '#dfe9f2', 0.35], [1, colours.aqua, 0.18]);
  const xs = [90, 300, 820, 1030];
  const top = horizon - 330;
  return xs
    .map(
      (x) =>
        `<rect x="${x - 20}" y="${top - 20}" width="120" height="330" fill="${colours.white}" opacity="0.08" filter="${blur(defs, 20)}"/>` +
        `<rect x="${x}" y="${top}" width="80" height="290" rx="4" fill="${fill}"/>`,
    )
    .join('');
}

export function studio(defs: Defs, options: StudioOpts): string {
  const horizon = options.horizon;
  const gx = options.glowX ?? 600;
  const wall = span(defs, 'wall', [0, 0], [0, horizon], [0, '#0a0d12'], [0.55, colours.bg2], [1, '#161d26']);
  const floor = span(defs, 'floor', [0, horizon], [0, 800], [0, '#141a22'], [0.35, '#0c1016'], [1, colours.bg]);
  const wallGlow = radial(
    defs,
    'wall-glow',
    gx,
    horizon - 60,
    560,
    [
      [0, '#2a3645', 0.9],
      [0.6, colours.graphite, 0.35],
      [1, colours.graphite, 0],
    ],
    { user: true },
  );
  const floorGlow = radial(
    defs,
    'floor-glow',
    gx,
    horizon + 120,
    520,
    [
      [0, '#3a4656', 0.55],
      [1, '#3a4656', 0],
    ],
    {
      user: true,
      transform: `translate(${gx} ${horizon + 120}) scale(1 0.28) translate(${-gx} ${-(horizon + 120)})`,
    },
  );
  const led = lightBand(defs, 'led', colours.aqua, 0.2, 0.9);
  return (
    `<rect width="1200" height="${horizon}" fill="${wall}"/>` +
    `<rect width="1200" height="${horizon}" fill="${wallGlow}"/>` +
    (options.panels ? wallPanels(defs, horizon) : '') +
    (options.strips === false ? '' : ceilingStrips(defs)) +
    `<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="${floor}"/>` +
    `<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="${floorGlow}"/>` +
    `<rect x="0" y="${horizon - 4}" width="1200" height="8" fill="${colours.aqua}" opacity="0.35" filter="${blur(defs, 6)}"/>` +
    `<rect x="0" y="${horizon - 1}" width="1200" height="2" fill="${led}"/>`
  );
}

/** Vignette; goes on top of everything (film grain is added when rasterising). */
export function finish(defs: Defs, strength = 0.75): string {
  const vig = radial(defs, 'vignette', 0.5, 0.5, 0.75, [
    [0.55, '#000', 0],
    [1, '#000', strength],
  ]);
  return `<rect width="1200" height="800" fill="${vig}"/>`;
}
