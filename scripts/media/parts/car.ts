/** Sports coupé in side view, front to the left. Local space: x 0..1000, ground at y=300. */
import type { Defs } from '../core/defs.ts';
import { across, blur, centred, clip, down, span } from '../core/svg.ts';
import { colours, type Paint } from '../palette.ts';
import { floorReflection } from './floor.ts';
import { wheel } from './wheel.ts';

export const CAR_BODY =
  'M40 272C18 266 10 244 16 226C22 208 40 198 80 190C130 178 170 165 230 160C280 156 330 152 370 148' +
  'C415 128 455 108 505 98C565 86 645 86 705 98C785 114 860 140 930 158C962 165 985 172 993 186L995 215' +
  'C995 242 986 260 970 270L834 272A72 72 0 1 0 706 272L271 272A70 70 0 1 0 149 272L40 272Z';
const GLASS = 'M394 156C432 132 472 112 514 104C572 95 642 95 692 106C742 118 792 138 828 156C700 160 520 160 394 156Z';
export const FRONT_WHEEL: [number, number] = [210, 238];
export const REAR_WHEEL: [number, number] = [770, 238];

export interface CarOpts {
  paint: Paint;
  /** Prefix for def ids so two cars with different paint can share a document. */
  id: string;
  /** Floor reflection strength (0 disables). */
  reflection?: number;
  /** Extra markup drawn on the paint, clipped to the body (beads, sheen...). */
  onPaint?: string;
}

/** Studio light strips mirrored on the paint, clipped to the body. */
function paintReflections(defs: Defs, id: string): string {
  const band = across(
    defs,
    `${id}-band`,
    [0, colours.white, 0],
    [0.12, colours.white, 0.9],
    [0.55, colours.white, 0.75],
    [0.9, colours.white, 0.95],
    [1, colours.white, 0],
  );
  const soft = blur(defs, 1.2);
  return (
    `<path d="M20 214C200 190 520 176 760 176C860 177 930 184 995 200" fill="none" stroke="${band}" stroke-width="26" opacity="0.16" filter="${blur(defs, 6)}"/>` +
    `<path d="M24 208C200 184 520 172 760 172C860 173 930 180 995 196" fill="none" stroke="${band}" stroke-width="4" filter="${soft}"/>` +
    `<path d="M60 220C240 202 520 192 760 193C860 194 940 201 995 212" fill="none" stroke="${band}" stroke-width="1.6" stroke-opacity="0.6"/>` +
    `<path d="M40 250C250 240 560 236 990 244" fill="none" stroke="${band}" stroke-width="10" opacity="0.22" filter="${blur(defs, 3)}"/>` +
    `<path d="M470 106C560 88 650 90 730 106" fill="none" stroke="${colours.white}" stroke-width="4" opacity="0.75" filter="${soft}"/>` +
    `<path d="M520 118C580 108 640 108 690 116" fill="none" stroke="${colours.white}" stroke-width="2" stroke-opacity="0.3"/>` +
    `<ellipse cx="240" cy="170" rx="120" ry="8" fill="${colours.white}" opacity="0.4" filter="${blur(defs, 7)}"/>` +
    `<ellipse cx="830" cy="150" rx="80" ry="14" fill="${colours.white}" opacity="0.3" filter="${blur(defs, 10)}"/>` +
    `<ellipse cx="860" cy="205" rx="60" ry="30" fill="${colours.warm}" opacity="0.12" filter="${blur(defs, 14)}"/>` +
    `<path d="M300 150L360 150L300 280L240 280Z" fill="${colours.white}" opacity="0.07" filter="${blur(defs, 12)}"/>` +
    `<path d="M520 150L545 150L485 280L460 280Z" fill="${colours.white}" opacity="0.09" filter="${blur(defs, 6)}"/>`
  );
}

function details(defs: Defs, id: string): string {
  const glass = down(defs, `${id}-glass`, [0, '#2a3440'], [0.5, '#0b0f14'], [1, '#05070a']);
  const head = across(defs, `${id}-head`, [0, colours.white], [1, colours.aqua]);
  return (
    `<path d="${GLASS}" fill="${glass}" stroke="#05070a" stroke-width="3"/>` +
    `<path d="M470 150L560 102L600 102L505 152Z" fill="${colours.white}" fill-opacity="0.12"/>` +
    `<path d="M640 98L648 158" stroke="#05070a" stroke-width="10"/>` +
    `<path d="M400 166C402 200 404 235 406 266M640 164C642 200 644 235 644 266" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="2"/>` +
    `<path d="M652 190C672 184 694 186 708 194L702 212C684 207 668 207 654 211Z" fill="#030405" stroke="${colours.white}" stroke-opacity="0.25"/>` +
    `<path d="M414 150C424 138 444 134 456 138L454 154C442 156 424 156 414 150Z" fill="#0b0e12" stroke="${colours.white}" stroke-opacity="0.3"/>` +
    `<path d="M26 212C60 200 100 194 140 192L134 203C98 206 62 211 30 220Z" fill="${head}"/>` +
    `<path d="M26 212C60 200 100 194 140 192" fill="none" stroke="${colours.aqua}" stroke-width="4" filter="${blur(defs, 4)}"/>` +
    `<path d="M958 183L994 196L993 207L956 195Z" fill="#ff2a3a"/>` +
    `<path d="M958 183L994 196" stroke="#ff2a3a" stroke-width="5" filter="${blur(defs, 5)}"/>` +
    `<path d="M60 266L150 266M280 268L700 268" stroke="#000" stroke-opacity="0.5" stroke-width="4"/>`
  );
}

/** Car body, wheels and lights without shadow or reflection. */
function carBody(defs: Defs, options: CarOpts): string {
  const { id } = options;
  const { light, base, dark } = options.paint;
  const fill = span(
    defs,
    `${id}-paint`,
    [0, 90],
    [0, 300],
    [0, light],
    [0.22, base],
    [0.5, dark],
    [0.72, base],
    [1, dark],
  );
  const shade = across(defs, `${id}-shade`, [0, '#000', 0.35], [0.3, '#000', 0], [0.7, '#000', 0], [1, '#000', 0.45]);
  const rim = span(
    defs,
    `${id}-rim`,
    [0, 90],
    [0, 280],
    [0, colours.aqua, 1],
    [0.45, colours.aqua, 0.6],
    [0.6, colours.aqua, 0.08],
    [1, colours.aqua, 0.04],
  );
  const bodyClip = clip(defs, `${id}-clip`, `<path d="${CAR_BODY}"/>`);
  return (
    `<g transform="translate(${FRONT_WHEEL[0]} ${FRONT_WHEEL[1]})">${wheel(defs, { r: 62 })}</g>` +
    `<g transform="translate(${REAR_WHEEL[0]} ${REAR_WHEEL[1]})">${wheel(defs, { r: 64, spin: 20 })}</g>` +
    `<path d="${CAR_BODY}" fill="${fill}"/>` +
    `<g clip-path="${bodyClip}"><path d="${CAR_BODY}" fill="${shade}"/>${paintReflections(defs, id)}${options.onPaint ?? ''}</g>` +
    details(defs, id) +
    `<path d="${CAR_BODY}" fill="none" stroke="${rim}" stroke-width="2.5"/>` +
    `<path d="M505 98C565 86 645 86 705 98C785 114 860 140 930 158" fill="none" stroke="${colours.aqua}" stroke-width="6" opacity="0.35" filter="${blur(defs, 5)}"/>`
  );
}

export function car(defs: Defs, options: CarOpts): string {
  const body = carBody(defs, options);
  const shadow = centred(defs, 'car-shadow', [0, '#000', 0.95], [0.7, '#000', 0.6], [1, '#000', 0]);
  const opacity = options.reflection ?? 0.22;
  const reflection = floorReflection(defs, body, { id: 'refl', ground: 300, depth: 130, width: 1400, opacity });
  return (
    reflection +
    `<ellipse cx="500" cy="298" rx="520" ry="22" fill="${shadow}"/>` +
    `<ellipse cx="${FRONT_WHEEL[0]}" cy="299" rx="60" ry="6" fill="#000" filter="${blur(defs, 3)}"/>` +
    `<ellipse cx="${REAR_WHEEL[0]}" cy="299" rx="62" ry="6" fill="#000" filter="${blur(defs, 3)}"/>` +
    body
  );
}
