/** Café-racer motorcycle in side view, front to the right. Local space: x 0..720, ground at y=406. */
import type { Defs } from '../core/defs.ts';
import { across, blur, centred, diagonal, down, num, radial } from '../core/svg.ts';
import { colours, type Paint } from '../palette.ts';
import { floorReflection } from './floor.ts';
import { motoWheel } from './motowheel.ts';

export const REAR: [number, number] = [150, 320];
export const FRONT: [number, number] = [610, 320];
export const TANK_PATH = 'M318 204C322 168 392 146 466 150C510 153 532 172 524 206C478 216 382 220 318 212Z';

export interface MotoOpts {
  id: string;
  paint: Paint;
  reflection?: number;
}

function engine(defs: Defs): string {
  const metal = down(defs, 'eng-metal', [0, '#d5dce3'], [0.5, '#7d8792'], [1, '#2d333b']);
  const dark = diagonal(defs, 'eng-dark', [0, '#3a434e'], [1, '#0d1014']);
  const fins: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 224 + i * 10;
    fins.push(`<rect x="${num(372 - i * 3)}" y="${y}" width="${num(86 + i * 2)}" height="6" rx="3" fill="${metal}"/>`);
  }
  return (
    `<path d="M330 290C330 270 360 262 400 262L470 262C480 300 470 340 440 352L360 352C338 350 330 320 330 290Z" fill="${dark}"/>` +
    `<g transform="rotate(-12 415 260)">${fins.join('')}</g>` +
    `<circle cx="372" cy="318" r="26" fill="${metal}" stroke="#0b0d10" stroke-width="3"/>` +
    `<circle cx="372" cy="318" r="12" fill="#1c232d"/>` +
    `<ellipse cx="440" cy="320" rx="18" ry="22" fill="${metal}" fill-opacity="0.85"/>`
  );
}

function exhaust(defs: Defs): string {
  const chrome = down(defs, 'exh-chrome', [0, colours.white], [0.3, colours.chrome], [0.6, '#5d6772'], [1, '#dfe5eb']);
  return (
    `<path d="M460 268C500 280 500 340 470 366C440 384 360 380 300 368" fill="none" stroke="${chrome}" stroke-width="14" stroke-linecap="round"/>` +
    `<g transform="translate(165 333) rotate(13.4)"><rect x="-6" y="-13" width="168" height="26" rx="13" fill="${chrome}"/>` +
    `<rect x="-8" y="-10" width="10" height="20" rx="4" fill="#2a3039"/><rect x="14" y="-8" width="130" height="3" rx="1.5" fill="${colours.white}" fill-opacity="0.9"/></g>`
  );
}

function chassis(defs: Defs, options: MotoOpts): string {
  const { light, base, dark } = options.paint;
  const paint = down(defs, `${options.id}-paint`, [0, light], [0.35, base], [1, dark]);
  const seat = down(defs, 'moto-seat', [0, '#3b3029'], [1, '#120d0a']);
  const fork = across(defs, 'fork', [0, '#8f99a4'], [0.5, colours.white], [1, '#6d7782']);
  const lamp = radial(defs, 'lamp', 0.7, 0.5, 0.6, [
    [0, colours.white],
    [0.5, '#bfefff'],
    [1, colours.aqua],
  ]);
  return (
    `<path d="M198 212L334 212L326 272L232 280Z" fill="#1a2028" stroke="#3a4552" stroke-width="2"/>` +
    `<path d="M330 300L150 320" stroke="#2b3440" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M330 294L150 314" stroke="${colours.chrome}" stroke-width="2" stroke-opacity="0.6"/>` +
    `<path d="M250 206L216 300" stroke="${colours.warm}" stroke-width="12" stroke-dasharray="3 3"/>` +
    `<path d="M520 160L340 212L330 300M440 190L480 262" fill="none" stroke="#2b3440" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M520 156L340 207" fill="none" stroke="${colours.aqua}" stroke-width="1.5" stroke-opacity="0.5"/>` +
    `<path d="M536 150L606 318" stroke="${fork}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M566 230L606 318" stroke="#15191f" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M${FRONT[0] - 92} ${FRONT[1] - 30}A96 96 0 0 1 ${FRONT[0] + 60} ${FRONT[1] - 76}" fill="none" stroke="${paint}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M530 142L478 138" stroke="#0d1014" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M540 140L560 110" stroke="#0d1014" stroke-width="4"/><ellipse cx="562" cy="106" rx="12" ry="7" fill="#20262e"/>` +
    `<path d="M548 168C548 146 586 146 586 168C586 190 548 190 548 168Z" fill="#1c232d" stroke="${colours.chrome}" stroke-width="3"/>` +
    `<ellipse cx="584" cy="168" rx="9" ry="21" fill="${lamp}"/>` +
    `<ellipse cx="600" cy="168" rx="30" ry="26" fill="${colours.aqua}" opacity="0.35" filter="${blur(defs, 12)}"/>` +
    `<path d="M180 196C220 182 298 186 330 196L326 214C282 212 222 212 186 214Z" fill="${seat}"/>` +
    `<path d="M190 200C230 190 290 192 322 200" fill="none" stroke="${colours.warm}" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="4 4"/>` +
    `<path d="M96 188C130 176 170 180 192 192L190 214C160 216 124 212 100 200Z" fill="${paint}"/>` +
    `<path d="M92 186L106 184L108 200L94 198Z" fill="#ff2a3a"/><ellipse cx="96" cy="193" rx="12" ry="9" fill="#ff2a3a" opacity="0.5" filter="${blur(defs, 5)}"/>` +
    `<path d="M${REAR[0] - 70} ${REAR[1] - 60}A92 92 0 0 1 ${REAR[0] + 30} ${REAR[1] - 92}" fill="none" stroke="#15191f" stroke-width="8"/>`
  );
}

function tank(defs: Defs, options: MotoOpts): string {
  const { light, base, dark } = options.paint;
  const body = down(defs, `${options.id}-tank`, [0, light], [0.3, base], [0.75, dark], [1, base]);
  return (
    `<path d="${TANK_PATH}" fill="${body}"/>` +
    `<path d="M340 176C380 160 440 156 500 162" fill="none" stroke="${colours.white}" stroke-width="4" stroke-linecap="round" opacity="0.85" filter="${blur(defs, 1)}"/>` +
    `<path d="M330 196C400 186 470 186 520 192" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.5"/>` +
    `<ellipse cx="430" cy="156" rx="14" ry="5" fill="${colours.chrome}"/>` +
    `<path d="${TANK_PATH}" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.6"/>`
  );
}

function bikeBody(defs: Defs, options: MotoOpts): string {
  return (
    `<g transform="translate(${REAR[0]} ${REAR[1]})">${motoWheel(defs, 86, 10, false)}</g>` +
    `<g transform="translate(${FRONT[0]} ${FRONT[1]})">${motoWheel(defs, 86, 40)}</g>` +
    chassis(defs, options) +
    engine(defs) +
    exhaust(defs) +
    tank(defs, options)
  );
}

export function motorcycle(defs: Defs, options: MotoOpts): string {
  const body = bikeBody(defs, options);
  const opacity = options.reflection ?? 0.2;
  const reflection = floorReflection(defs, body, { id: 'moto-refl', ground: 406, depth: 154, width: 1200, opacity });
  const shadow = centred(defs, 'moto-shadow', [0, '#000', 0.9], [1, '#000', 0]);
  return reflection + `<ellipse cx="380" cy="404" rx="360" ry="16" fill="${shadow}"/>` + body;
}
