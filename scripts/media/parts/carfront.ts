/** Sports car seen from the front and slightly above: hood, windscreen, headlights. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { across, blur, clip, down, glow, lightBand, num, span } from '../core/svg.ts';
import { colours, type Paint } from '../palette.ts';
import { dullFilter, dust, scratches, swirls } from './wear.ts';

export const GLASS_PATH = 'M446 128L754 128L850 300L350 300Z';
export const HOOD_PATH = 'M350 300L850 300C905 360 945 420 962 472L238 472C255 420 295 360 350 300Z';
const FENDERS =
  'M350 300C280 302 215 322 172 372C140 410 116 446 104 480L238 472C255 420 295 360 350 300Z' +
  'M850 300C920 302 985 322 1028 372C1060 410 1084 446 1096 480L962 472C945 420 905 360 850 300Z';
const FACE = 'M104 480L1096 480C1112 530 1112 600 1094 642L106 642C88 600 88 530 104 480Z';

export interface CarFrontOpts {
  paint: Paint;
  before?: boolean;
  /** Extra markup on the hood paint (clipped to the hood). */
  onHood?: string;
  /** Extra markup on the windscreen (clipped to the glass). */
  onGlass?: string;
}

function hoodReflections(defs: Defs, crisp: boolean): string {
  const band = lightBand(defs, 'cf-band', colours.white, 0.2, 0.95);
  const soft = crisp ? ` filter="${blur(defs, 0.8)}"` : ` filter="${blur(defs, 6)}"`;
  const rows = [
    { y: 330, w: 3, o: 0.85 },
    { y: 372, w: 5, o: 0.8 },
    { y: 430, w: 8, o: 0.7 },
  ];
  return rows
    .map(
      ({ y, w: width, o: opacity }) =>
        `<path d="M200 ${y + 30}Q600 ${y - 26} 1000 ${y + 30}" fill="none" stroke="${band}" stroke-width="${width}" stroke-opacity="${num(crisp ? opacity : opacity * 0.4)}"${soft}/>`,
    )
    .join('');
}

function front(defs: Defs, paint: Paint): string {
  const face = down(defs, 'cf-face', [0, paint.base], [0.5, paint.dark], [1, '#020304']);
  const lamp = across(defs, 'cf-lamp', [0, colours.aqua], [0.6, colours.white], [1, colours.white]);
  const slats = [566, 584, 602].map((y) => `M420 ${y}L780 ${y}`).join('');
  return (
    `<path d="${FACE}" fill="${face}"/>` +
    `<path d="M140 494L388 512L378 536L162 522Z" fill="#06080b"/><path d="M150 500L380 516" stroke="${lamp}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M1060 494L812 512L822 536L1038 522Z" fill="#06080b"/><path d="M1050 500L820 516" stroke="${lamp}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M150 500L380 516M1050 500L820 516" stroke="${colours.aqua}" stroke-width="14" opacity="0.5" filter="${blur(defs, 8)}"/>` +
    `<path d="M400 548L800 548L780 628L420 628Z" fill="#040506"/><path d="${slats}" stroke="#1c232d" stroke-width="5"/>` +
    `<path d="M402 548L798 548" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.7"/>` +
    `<path d="M150 572L330 580L322 626L160 622ZM1050 572L870 580L878 626L1040 622Z" fill="#040506"/>` +
    `<path d="M120 640L1080 640L1060 660L140 660Z" fill="#030405"/>` +
    `<path d="M110 486C400 478 800 478 1090 486" fill="none" stroke="${colours.white}" stroke-width="2" stroke-opacity="0.35"/>`
  );
}

export function carFront(defs: Defs, options: CarFrontOpts): string {
  const { light, base, dark } = options.paint;
  const before = options.before === true;
  const paint = span(defs, 'cf-paint', [0, 290], [0, 480], [0, dark], [0.4, base], [0.75, light], [1, base]);
  const fender = span(defs, 'cf-fender', [0, 290], [0, 480], [0, base], [0.6, dark], [1, base]);
  const glass = down(defs, 'cf-glass', [0, '#26303b'], [0.7, '#07090c'], [1, '#10161d']);
  const tyre = across(defs, 'cf-tyre', [0, '#050607'], [0.5, '#1c2128'], [1, '#050607']);
  const shadow = glow(defs, 600, 668, 600, 40, '#000000', 0.95);
  const random = rng(41);
  const wear = before
    ? `<g clip-path="${clip(defs, 'cf-paint-clip', `<path d="${HOOD_PATH}"/><path d="${FENDERS}"/><path d="${FACE}"/>`)}">` +
      swirls(random, 600, 380, 200, 260, 0.2) +
      swirls(random, 420, 430, 120, 120, 0.16) +
      swirls(random, 800, 430, 120, 120, 0.16) +
      scratches(random, { x: 240, y: 300, w: 720, h: 180 }, 30, '#ffffff', 0.3) +
      dust(random, { x: 100, y: 300, w: 1000, h: 340 }, 450) +
      '</g>'
    : '';
  const paintwork =
    `<path d="${FENDERS}" fill="${fender}"/><path d="${HOOD_PATH}" fill="${paint}"/>` +
    `<g clip-path="${clip(defs, 'cf-hood-clip', `<path d="${HOOD_PATH}"/><path d="${FENDERS}"/>`)}">` +
    glow(defs, 600, 420, 340, 70, colours.white, before ? 0.1 : 0.18) +
    hoodReflections(defs, !before) +
    `<path d="M520 300C495 360 482 420 476 472M680 300C705 360 718 420 724 472" fill="none" stroke="${colours.white}" stroke-opacity="${before ? 0.05 : 0.14}" stroke-width="1.5"/>` +
    (options.onHood ?? '') +
    `</g>` +
    front(defs, options.paint) +
    wear;
  const all =
    shadow +
    `<rect x="160" y="590" width="170" height="86" rx="18" fill="${tyre}"/><rect x="870" y="590" width="170" height="86" rx="18" fill="${tyre}"/>` +
    `<path d="M455 96L745 96L754 128L446 128Z" fill="${base}"/>` +
    `<path d="${GLASS_PATH}" fill="${glass}"/>` +
    `<g clip-path="${clip(defs, 'cf-glass-clip', `<path d="${GLASS_PATH}"/>`)}"><path d="M560 128L640 128L470 300L380 300Z" fill="${colours.white}" fill-opacity="0.07"/>` +
    `<path d="M420 170Q600 150 780 170" fill="none" stroke="${colours.white}" stroke-width="2.5" stroke-opacity="0.55"/>${options.onGlass ?? ''}</g>` +
    `<path d="M446 128L350 300M754 128L850 300" stroke="${dark}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M442 128L346 300M758 128L854 300" stroke="${colours.aqua}" stroke-width="1.5" stroke-opacity="0.7"/>` +
    `<path d="M350 286L318 280M850 286L882 280" stroke="#0b0e12" stroke-width="6"/>` +
    `<path d="M318 262C300 252 262 250 246 258C238 270 240 284 250 290L316 292Z" fill="${base}"/><path d="M882 262C900 252 938 250 954 258C962 270 960 284 950 290L884 292Z" fill="${base}"/>` +
    `<path d="M250 262C270 256 300 256 316 264M950 262C930 256 900 256 884 264" fill="none" stroke="${colours.white}" stroke-width="2" stroke-opacity="0.5"/>` +
    `<path d="M352 298L848 298" stroke="#020304" stroke-width="5"/>` +
    paintwork +
    `<path d="M350 300C295 360 255 420 238 472M850 300C905 360 945 420 962 472" fill="none" stroke="#020304" stroke-width="3"/>` +
    `<path d="M350 300C280 302 215 322 172 372M850 300C920 302 985 322 1028 372" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="${before ? 0.25 : 0.8}"/>`;
  return before ? `<g filter="${dullFilter(defs, 0.45, 0.1)}">${all}</g>` : all;
}
