/** Detailing tools for the class scene: trolley, spray bottles, towels, bucket. Local coordinates, floor at y=0. */
import type { Defs } from '../core/defs.ts';
import { across, down, num } from '../core/svg.ts';
import { colours } from '../palette.ts';

function bottle(defs: Defs, x: number, y: number, color: string, id: string): string {
  const fill = across(defs, `bottle-${id}`, [0, color], [0.35, '#ffffff'], [0.5, color], [1, '#07090c']);
  return (
    `<path d="M${x - 22} ${y}L${x + 22} ${y}L${x + 22} ${y - 90}C${x + 22} ${y - 110} ${x + 10} ${y - 118} ${x + 8} ${y - 124}L${x - 8} ${y - 124}C${x - 10} ${y - 118} ${x - 22} ${y - 110} ${x - 22} ${y - 90}Z" fill="${fill}"/>` +
    `<path d="M${x - 10} ${y - 124}L${x + 10} ${y - 124}L${x + 12} ${y - 150}L${x - 6} ${y - 150}Z" fill="#1c232d"/>` +
    `<path d="M${x + 8} ${y - 148}L${x + 34} ${y - 146}L${x + 34} ${y - 138}L${x + 10} ${y - 136}Z" fill="#1c232d"/>` +
    `<path d="M${x - 4} ${y - 136}L${x - 14} ${y - 112}" stroke="#1c232d" stroke-width="6" stroke-linecap="round"/>`
  );
}

function towels(x: number, y: number, colors: readonly string[]): string {
  return colors
    .map(
      (colour, i) =>
        `<rect x="${x + (i % 2) * 6}" y="${y - (i + 1) * 18}" width="120" height="18" rx="8" fill="${colour}"/><path d="M${x + 8 + (i % 2) * 6} ${y - (i + 1) * 18 + 5}L${x + 110} ${y - (i + 1) * 18 + 5}" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`,
    )
    .join('');
}

export function trolley(defs: Defs): string {
  const frame = across(defs, 'trolley', [0, '#2b333d'], [0.5, colours.chrome], [1, '#2b333d']);
  const shelf = down(defs, 'shelf', [0, '#3b444e'], [1, '#11161d']);
  return (
    `<ellipse cx="170" cy="0" rx="210" ry="14" fill="#000" fill-opacity="0.6"/>` +
    `<path d="M0 -250L0 -20M340 -250L340 -20" stroke="${frame}" stroke-width="10"/>` +
    `<rect x="-10" y="-262" width="360" height="16" rx="4" fill="${shelf}"/>` +
    `<rect x="-10" y="-132" width="360" height="16" rx="4" fill="${shelf}"/>` +
    `<rect x="-10" y="-262" width="360" height="2" fill="${colours.aqua}" fill-opacity="0.7"/>` +
    [0, 340]
      .map((x) => `<circle cx="${x}" cy="-10" r="12" fill="#07090c" stroke="${colours.chrome}" stroke-width="3"/>`)
      .join('') +
    bottle(defs, 40, -262, colours.aqua, 'a') +
    bottle(defs, 100, -262, colours.white, 'b') +
    bottle(defs, 160, -262, colours.warm, 'c') +
    towels(210, -262, [colours.aqua, '#2b333d', colours.warm, '#e6edf3']) +
    towels(20, -132, ['#3b444e', colours.aqua, '#2b333d']) +
    `<rect x="180" y="-200" width="120" height="68" rx="10" fill="#11161d" stroke="${colours.chrome}" stroke-width="3"/>` +
    `<path d="M200 -180L280 -180M200 -160L260 -160" stroke="${colours.aqua}" stroke-width="4" stroke-opacity="0.7"/>`
  );
}

export function bucket(defs: Defs): string {
  const body = across(defs, 'bucket', [0, '#0b0e12'], [0.3, '#2b333d'], [0.45, '#6f7a86'], [1, '#0b0e12']);
  return (
    `<ellipse cx="0" cy="0" rx="100" ry="12" fill="#000" fill-opacity="0.6"/>` +
    `<path d="M-80 -170L80 -170L66 0L-66 0Z" fill="${body}"/>` +
    `<ellipse cx="0" cy="-170" rx="80" ry="14" fill="#11161d" stroke="${colours.chrome}" stroke-width="3"/>` +
    `<ellipse cx="0" cy="-168" rx="70" ry="10" fill="#e6edf3" fill-opacity="0.85"/>` +
    `<path d="M-80 -170C-80 -260 80 -260 80 -170" fill="none" stroke="${colours.chrome}" stroke-width="4"/>` +
    `<rect x="-72" y="-110" width="144" height="14" fill="${colours.aqua}" fill-opacity="0.8"/>` +
    [-40, -10, 20, 45]
      .map(
        (x, i) =>
          `<circle cx="${num(x)}" cy="${-178 - (i % 2) * 8}" r="${10 + (i % 3) * 3}" fill="#fff" fill-opacity="0.8"/>`,
      )
      .join('')
  );
}
