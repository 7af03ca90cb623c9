/** Full-face motorcycle helmet in side view, facing left. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { across, blur, clip, diagonal, down, glow, radial } from '../core/svg.ts';
import { colours } from '../palette.ts';
import { dullFilter, dust, flecks, scratches } from './wear.ts';

export const SHELL =
  'M410 598C372 585 350 550 350 510C350 470 360 440 372 420C392 330 450 230 560 200C680 170 800 220 840 320' +
  'C870 400 860 480 830 540C815 570 790 585 760 590C700 596 650 580 610 585C560 590 500 605 460 605C440 605 425 603 410 598Z';
export const VISOR =
  'M368 440C368 370 418 312 495 300C565 290 630 300 672 322C700 338 708 365 696 392C664 425 570 445 470 450C420 452 376 455 368 440Z';

export interface HelmetOpts {
  before?: boolean;
  /** Extra markup on the shell (clipped), e.g. an animated light sweep. */
  onShell?: string;
}

function grime(defs: Defs): string {
  const random = rng(77);
  // Squashed bugs on the visor, each with the smear it left.
  const bugs = flecks(
    random,
    { x: 420, y: 320, w: 240, h: 95 },
    9,
    { rx: [3, 7], ry: [2, 5], fill: '#2a2213' },
    (x, y) =>
      `<path d="M${x} ${y}l${random.range(8, 18).toFixed(1)} ${random.range(-3, 3).toFixed(1)}" stroke="#c9b26a" stroke-width="2" stroke-opacity="0.6"/>`,
  );
  const mud = down(defs, 'helmet-mud', [0, '#5a4a32', 0], [0.65, '#5a4a32', 0.15], [1, '#3b2f1e', 0.7]);
  return (
    `<path d="${SHELL}" fill="${mud}"/>` +
    scratches(random, { x: 560, y: 230, w: 240, h: 260 }, 45, '#fffaf0', 0.4) +
    scratches(random, { x: 380, y: 460, w: 160, h: 110 }, 20, '#fffaf0', 0.4) +
    `<path d="${SHELL}" fill="#8a7a5c" fill-opacity="0.22"/>` +
    dust(random, { x: 380, y: 200, w: 480, h: 400 }, 600, '#8a7a5c') +
    `<g clip-path="url(#helmet-visor-clip)">${bugs}<path d="${VISOR}" fill="#d8cfb8" fill-opacity="0.22"/></g>`
  );
}

export function helmet(defs: Defs, options: HelmetOpts = {}): string {
  const before = options.before === true;
  const shell = radial(
    defs,
    'helmet-shell',
    0.38,
    0.3,
    0.8,
    [
      [0, colours.white],
      [0.35, '#dfe5eb'],
      [0.7, '#8d97a2'],
      [1, '#2c333c'],
    ],
    { fx: 0.35, fy: 0.22 },
  );
  const visor = diagonal(
    defs,
    'helmet-visor',
    [0, '#0b1422'],
    [0.35, '#123c5c'],
    [0.6, '#1b1538'],
    [0.8, '#3a1f4f'],
    [1, '#07090c'],
  );
  const stripe = across(defs, 'helmet-stripe', [0, colours.aqua, 0.2], [0.4, colours.aqua], [1, '#1596b5']);
  const shellClip = clip(defs, 'helmet-shell-clip', `<path d="${SHELL}"/>`);
  clip(defs, 'helmet-visor-clip', `<path d="${VISOR}"/>`);
  const body =
    `<path d="${SHELL}" fill="${shell}"/>` +
    `<g clip-path="${shellClip}">` +
    `<path d="M470 250C600 170 780 200 850 330" fill="none" stroke="${stripe}" stroke-width="22"/>` +
    `<path d="M455 275C590 200 770 225 850 360" fill="none" stroke="${colours.warm}" stroke-width="3"/>` +
    `<path d="M380 560C500 620 700 600 860 520L870 620L370 620Z" fill="#1c232d"/>` +
    `<path d="M380 556C500 612 700 594 860 516" fill="none" stroke="${colours.aqua}" stroke-width="2"/>` +
    (before
      ? ''
      : `<path d="M480 250C560 205 660 195 740 215" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" filter="${blur(defs, 5)}"/>` +
        `<path d="M700 250C780 280 826 340 836 420" fill="none" stroke="#fff" stroke-width="5" stroke-opacity="0.8" stroke-linecap="round"/>` +
        `<path d="M400 470C420 520 470 560 540 580" fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.5" stroke-linecap="round"/>`) +
    (options.onShell ?? '') +
    `</g>` +
    `<path d="M560 588C600 560 720 560 770 588C720 602 600 602 560 588Z" fill="#0b0d10"/>` +
    `<path d="${VISOR}" fill="${visor}" stroke="#0b0d10" stroke-width="6"/>` +
    `<g clip-path="url(#helmet-visor-clip)"><path d="M430 330C500 300 600 300 680 330L680 345C600 318 500 318 430 350Z" fill="#fff" fill-opacity="${before ? 0.1 : 0.55}"/>` +
    `<path d="M400 400C480 380 600 380 700 400" fill="none" stroke="${colours.aqua}" stroke-width="6" stroke-opacity="0.4"/></g>` +
    `<circle cx="690" cy="372" r="18" fill="#2b333d" stroke="${colours.chrome}" stroke-width="3"/>` +
    `<path d="M376 500L420 506M380 522L424 528M388 544L430 550" stroke="#0b0d10" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M616 204C636 190 676 188 696 198L690 212C670 206 640 208 622 216Z" fill="#2b333d" stroke="${colours.chrome}" stroke-width="1.5"/>` +
    `<path d="M836 318C856 326 868 338 870 352L846 360C844 346 840 332 836 318Z" fill="#2b333d" stroke="${colours.chrome}" stroke-width="1.5"/>` +
    (before
      ? `<g clip-path="${shellClip}">${grime(defs)}</g>`
      : `<ellipse cx="520" cy="260" rx="16" ry="8" fill="#fff" transform="rotate(-30 520 260)"/>`) +
    `<path d="M760 215C830 260 866 340 860 440" fill="none" stroke="${colours.aqua}" stroke-width="4" stroke-opacity="${before ? 0.2 : 0.9}" filter="${blur(defs, 1.5)}"/>`;
  return (
    glow(defs, 620, 612, 300, 26, '#000000', 0.9) +
    (before ? `<g filter="${dullFilter(defs, 0.5, 0.14)}">${body}</g>` : body)
  );
}
