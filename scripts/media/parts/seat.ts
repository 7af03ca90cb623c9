/** Sport bucket seat seen from the front, in fabric or leather, pleated or diamond-quilted. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { across, blur, clip, down, glow, num } from '../core/svg.ts';
import { colours } from '../palette.ts';

export const SHELL =
  'M600 70C680 70 730 85 740 130L745 200C790 205 820 220 830 260L850 420C855 470 830 500 800 520L400 520C370 500 345 470 350 420' +
  'L370 260C380 220 410 205 455 200L460 130C470 85 520 70 600 70Z';
export const BACK_INSERT = 'M500 246C560 240 640 240 700 246L716 496L484 496Z';
export const CUSHION = 'M372 522L828 522C866 560 876 622 856 664C800 694 400 694 344 664C324 622 334 560 372 522Z';
export const CUSHION_INSERT = 'M482 534L718 534L738 670C650 680 550 680 462 670Z';

export interface SeatMaterial {
  id: string;
  /** Shell and bolsters. */
  base: string;
  light: string;
  dark: string;
  /** Centre panels. */
  insert: string;
  stitch: string;
  leather: boolean;
  quilt: 'pleats' | 'diamond';
}

export const SEAT = {
  fabric: {
    id: 'fab',
    base: '#2b323c',
    light: '#59636f',
    dark: '#0d1014',
    insert: '#3b4654',
    stitch: colours.aqua,
    leather: false,
    quilt: 'pleats',
  },
  black: {
    id: 'blk',
    base: '#17191d',
    light: '#6a717b',
    dark: '#050506',
    insert: '#202328',
    stitch: colours.warm,
    leather: true,
    quilt: 'diamond',
  },
  tan: {
    id: 'tan',
    base: '#6e4023',
    light: '#d99a62',
    dark: '#2a150a',
    insert: '#8d5630',
    stitch: '#f3e6d2',
    leather: true,
    quilt: 'diamond',
  },
} as const satisfies Record<string, SeatMaterial>;

function pleats(
  defs: Defs,
  material: SeatMaterial,
  y0: number,
  y1: number,
  step: number,
  x0: number,
  x1: number,
): string {
  const grooves: string[] = [];
  const shine: string[] = [];
  for (let y = y0 + step; y < y1; y += step) {
    grooves.push(`M${x0} ${y}L${x1} ${y}`);
    shine.push(`M${x0} ${y + 3}L${x1} ${y + 3}`);
  }
  return (
    `<path d="${grooves.join('')}" stroke="#000" stroke-width="4" opacity="0.55" filter="${blur(defs, 1.5)}"/>` +
    `<path d="${shine.join('')}" stroke="${material.light}" stroke-width="2" stroke-opacity="0.35"/>` +
    `<path d="${grooves.join('')}" stroke="${material.stitch}" stroke-width="1.2" stroke-dasharray="4 3" stroke-opacity="0.6" transform="translate(0 -6)"/>`
  );
}

function diamonds(defs: Defs, material: SeatMaterial, box: [number, number, number, number], step: number): string {
  const [x0, y0, x1, y1] = box;
  const lines: string[] = [];
  for (let start = x0 - (y1 - y0); start < x1 + (y1 - y0); start += step) {
    lines.push(`M${start} ${y0}L${start + (y1 - y0)} ${y1}`, `M${start} ${y1}L${start + (y1 - y0)} ${y0}`);
  }
  const all = lines.join('');
  return (
    `<path d="${all}" stroke="#000" stroke-width="5" opacity="0.5" filter="${blur(defs, 2)}"/>` +
    `<path d="${all}" stroke="${material.light}" stroke-width="1.5" stroke-opacity="0.3" transform="translate(0 3)"/>` +
    `<path d="${all}" stroke="${material.stitch}" stroke-width="1.3" stroke-dasharray="4 3" stroke-opacity="0.8"/>`
  );
}

/** Fine woven texture for fabric panels. */
function weave(defs: Defs): string {
  defs.add(
    'weave',
    '<pattern id="weave" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 0L5 5M5 0L0 5" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/></pattern>',
  );
  return 'url(#weave)';
}

export interface SeatOpts {
  material: SeatMaterial;
  /** Markup drawn over the panels, clipped to the seat (stains, cracks...). */
  overlay?: string;
  /** Sheen strength (0 = matte, for worn "before" pictures). */
  sheen?: number;
}

export function seat(defs: Defs, options: SeatOpts): string {
  const material = options.material;
  const { id, light, base, dark } = material;
  const sheen = options.sheen ?? 1;
  const shell = across(
    defs,
    `${id}-shell`,
    [0, dark],
    [0.2, base],
    [0.35, light],
    [0.5, base],
    [0.65, light],
    [0.8, base],
    [1, dark],
  );
  const insert = down(defs, `${id}-insert`, [0, material.insert], [0.6, base], [1, dark]);
  const cushion = down(defs, `${id}-cushion`, [0, light], [0.25, base], [0.85, base], [1, dark]);
  const seatClip = clip(defs, `${id}-seat-clip`, `<path d="${SHELL}"/><path d="${CUSHION}"/>`);
  const backQuilt =
    material.quilt === 'pleats'
      ? pleats(defs, material, 246, 496, 36, 480, 720)
      : diamonds(defs, material, [480, 246, 720, 496], 48);
  const seatQuilt =
    material.quilt === 'pleats'
      ? pleats(defs, material, 534, 676, 34, 450, 750)
      : diamonds(defs, material, [450, 534, 750, 676], 48);
  const texture = material.leather
    ? ''
    : `<path d="${SHELL}" fill="${weave(defs)}"/><path d="${CUSHION}" fill="${weave(defs)}"/>`;
  return (
    glow(defs, 600, 700, 380, 40, '#000000', 0.9) +
    `<path d="M440 680L760 680L740 730L460 730Z" fill="#0a0c0f"/><path d="M420 728L780 728" stroke="${colours.chrome}" stroke-width="5" stroke-opacity="0.6"/>` +
    `<path d="${SHELL}" fill="${shell}"/>` +
    `<rect x="520" y="100" width="160" height="88" rx="40" fill="${insert}"/>` +
    `<rect x="525" y="206" width="44" height="18" rx="9" fill="#050607"/><rect x="631" y="206" width="44" height="18" rx="9" fill="#050607"/>` +
    `<path d="${BACK_INSERT}" fill="${insert}"/>` +
    `<path d="${CUSHION}" fill="${cushion}"/>` +
    `<path d="${CUSHION_INSERT}" fill="${insert}"/>` +
    `<g clip-path="${clip(defs, `${id}-back-clip`, `<path d="${BACK_INSERT}"/>`)}">${backQuilt}</g>` +
    `<g clip-path="${clip(defs, `${id}-cush-clip`, `<path d="${CUSHION_INSERT}"/>`)}">${seatQuilt}</g>` +
    `<g clip-path="${seatClip}">` +
    texture +
    `<path d="${BACK_INSERT}${CUSHION_INSERT}" fill="none" stroke="#000" stroke-width="6" opacity="0.5" filter="${blur(defs, 2)}"/>` +
    `<path d="${BACK_INSERT}${CUSHION_INSERT}" fill="none" stroke="${material.stitch}" stroke-width="1.5" stroke-dasharray="5 4" stroke-opacity="0.85"/>` +
    `<path d="M372 522L828 522" stroke="#000" stroke-width="10" opacity="0.5" filter="${blur(defs, 4)}"/>` +
    (options.overlay ?? '') +
    `<g opacity="${num(sheen)}">` +
    `<path d="M400 300C420 260 440 230 470 215" fill="none" stroke="${colours.white}" stroke-width="6" opacity="${material.leather ? 0.45 : 0.15}" filter="${blur(defs, 3)}"/>` +
    `<path d="M800 300C780 260 760 230 730 215" fill="none" stroke="${colours.white}" stroke-width="6" opacity="${material.leather ? 0.3 : 0.1}" filter="${blur(defs, 3)}"/>` +
    `<path d="M540 110C580 100 620 100 660 110" fill="none" stroke="${colours.white}" stroke-width="5" opacity="${material.leather ? 0.5 : 0.15}" filter="${blur(defs, 2)}"/>` +
    `<path d="M400 560C500 548 700 548 800 560" fill="none" stroke="${colours.white}" stroke-width="8" opacity="${material.leather ? 0.35 : 0.12}" filter="${blur(defs, 5)}"/>` +
    `</g></g>` +
    `<path d="${SHELL}" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.55"/>` +
    `<path d="M344 664C400 694 800 694 856 664" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.3"/>`
  );
}
