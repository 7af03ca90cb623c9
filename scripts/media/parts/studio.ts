/** Studio backdrop: dark walls, ceiling light strips, wall light panels, glossy floor, vignette and grain. */
import type { Defs } from '../core/defs.ts';
import { blur, f, linear, radial } from '../core/svg.ts';
import { C } from '../palette.ts';

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
function ceilingStrips(d: Defs): string {
  const fill = linear(
    d,
    'strip-fill',
    [0, 0],
    [1, 0],
    [
      [0, C.white, 0],
      [0.15, C.white, 0.95],
      [0.85, C.white, 0.95],
      [1, C.white, 0],
    ],
  );
  const rows: [number, number, number][] = [
    [84, 1000, 11],
    [140, 780, 7],
    [184, 600, 4],
  ];
  return rows
    .map(([y, w, h]) => {
      const x = 600 - w / 2;
      return (
        `<rect x="${f(x)}" y="${f(y - h * 2)}" width="${f(w)}" height="${f(h * 5)}" fill="${C.aqua}" opacity="0.18" filter="${blur(d, 14)}"/>` +
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}"/>`
      );
    })
    .join('');
}

/** Tall soft light panels on the back wall. */
function wallPanels(d: Defs, horizon: number): string {
  const fill = linear(
    d,
    'panel-fill',
    [0, 0],
    [0, 1],
    [
      [0, C.white, 0.55],
      [0.5, '#dfe9f2', 0.35],
      [1, C.aqua, 0.18],
    ],
  );
  const xs = [90, 300, 820, 1030];
  const top = horizon - 330;
  return xs
    .map(
      (x) =>
        `<rect x="${x - 20}" y="${top - 20}" width="120" height="330" fill="${C.white}" opacity="0.08" filter="${blur(d, 20)}"/>` +
        `<rect x="${x}" y="${top}" width="80" height="290" rx="4" fill="${fill}"/>`,
    )
    .join('');
}

export function studio(d: Defs, o: StudioOpts): string {
  const h = o.horizon;
  const gx = o.glowX ?? 600;
  const wall = linear(
    d,
    'wall',
    [0, 0],
    [0, h],
    [
      [0, '#0a0d12'],
      [0.55, C.bg2],
      [1, '#161d26'],
    ],
    true,
  );
  const floor = linear(
    d,
    'floor',
    [0, h],
    [0, 800],
    [
      [0, '#141a22'],
      [0.35, '#0c1016'],
      [1, C.bg],
    ],
    true,
  );
  const wallGlow = radial(
    d,
    'wall-glow',
    gx,
    h - 60,
    560,
    [
      [0, '#2a3645', 0.9],
      [0.6, C.graphite, 0.35],
      [1, C.graphite, 0],
    ],
    { user: true },
  );
  const floorGlow = radial(
    d,
    'floor-glow',
    gx,
    h + 120,
    520,
    [
      [0, '#3a4656', 0.55],
      [1, '#3a4656', 0],
    ],
    {
      user: true,
      transform: `translate(${gx} ${h + 120}) scale(1 0.28) translate(${-gx} ${-(h + 120)})`,
    },
  );
  const led = linear(
    d,
    'led',
    [0, 0],
    [1, 0],
    [
      [0, C.aqua, 0],
      [0.2, C.aqua, 0.9],
      [0.8, C.aqua, 0.9],
      [1, C.aqua, 0],
    ],
  );
  return (
    `<rect width="1200" height="${h}" fill="${wall}"/>` +
    `<rect width="1200" height="${h}" fill="${wallGlow}"/>` +
    (o.panels ? wallPanels(d, h) : '') +
    (o.strips === false ? '' : ceilingStrips(d)) +
    `<rect y="${h}" width="1200" height="${800 - h}" fill="${floor}"/>` +
    `<rect y="${h}" width="1200" height="${800 - h}" fill="${floorGlow}"/>` +
    `<rect x="0" y="${h - 4}" width="1200" height="8" fill="${C.aqua}" opacity="0.35" filter="${blur(d, 6)}"/>` +
    `<rect x="0" y="${h - 1}" width="1200" height="2" fill="${led}"/>`
  );
}

/** Vignette; goes on top of everything (film grain is added when rasterising). */
export function finish(d: Defs, strength = 0.75): string {
  const vig = radial(d, 'vignette', 0.5, 0.5, 0.75, [
    [0.55, '#000', 0],
    [1, '#000', strength],
  ]);
  return `<rect width="1200" height="800" fill="${vig}"/>`;
}
