/** Close-up of an air-cooled V-twin motorcycle engine: finned cylinders, chrome covers, headers. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { across, blur, down, glow, num, polar, radial } from '../core/svg.ts';
import { colours, type Paint } from '../palette.ts';

function cylinder(defs: Defs, cx: number, baseY: number, angle: number): string {
  const fin = across(
    defs,
    'eng-fin',
    [0, '#20262e'],
    [0.3, '#9aa4ae'],
    [0.45, colours.white],
    [0.6, '#7d8791'],
    [1, '#1a1f26'],
  );
  const head = across(defs, 'eng-head', [0, '#3b444e'], [0.35, colours.white], [0.55, colours.chrome], [1, '#2b333d']);
  const fins: string[] = [];
  for (let i = 0; i < 11; i++) {
    const width = 230 - i * 4;
    fins.push(
      `<rect x="${num(-width / 2)}" y="${num(-40 - i * 24)}" width="${num(width)}" height="14" rx="7" fill="${fin}"/>`,
    );
  }
  return (
    `<g transform="translate(${cx} ${baseY}) rotate(${angle})">` +
    `<rect x="-80" y="-300" width="160" height="290" fill="#0d1014"/>` +
    fins.join('') +
    `<path d="M-120 -300L120 -300L110 -370C60 -392 -60 -392 -110 -370Z" fill="${head}"/>` +
    `<path d="M-100 -330L100 -330" stroke="#1c232d" stroke-width="4"/>` +
    [-80, -30, 30, 80]
      .map((x) => `<circle cx="${x}" cy="-350" r="7" fill="#1c232d" stroke="${colours.white}" stroke-width="1.5"/>`)
      .join('') +
    `</g>`
  );
}

export interface EngineOpts {
  tank: Paint;
}

export function engine(defs: Defs, options: EngineOpts): string {
  const cover = radial(defs, 'eng-cover', 0.4, 0.35, 0.65, [
    [0, colours.white],
    [0.4, colours.chrome],
    [0.8, '#5b6570'],
    [1, '#262d35'],
  ]);
  const casing = down(defs, 'eng-case', [0, '#2b333d'], [1, '#07090c']);
  const pipe = colours.chrome;
  const tank = down(defs, 'eng-tank', [0, options.tank.light], [0.4, options.tank.base], [1, options.tank.dark]);
  const bolts = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = polar(440, 600, 112, i * 45 + 20);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="6" fill="#1c232d" stroke="${colours.white}" stroke-width="1.5"/>`;
  }).join('');
  return (
    `<path d="M-20 40C200 -10 900 -20 1220 60L1220 -20L-20 -20Z" fill="${tank}"/>` +
    `<path d="M-20 40C200 -10 900 -20 1220 60" fill="none" stroke="${colours.aqua}" stroke-width="3" stroke-opacity="0.7"/>` +
    `<path d="M-20 130L1220 90" stroke="#1c232d" stroke-width="30"/>` +
    cylinder(defs, 500, 560, -28) +
    cylinder(defs, 700, 560, 28) +
    `<circle cx="600" cy="330" r="80" fill="${cover}" stroke="#0d1014" stroke-width="8"/>` +
    `<circle cx="600" cy="330" r="40" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>` +
    `<path d="M300 560C300 500 360 470 460 470L760 470C860 470 920 520 920 590C920 680 860 740 760 760L440 760C340 740 300 660 300 560Z" fill="${casing}"/>` +
    `<circle cx="440" cy="600" r="130" fill="${cover}" stroke="#0d1014" stroke-width="8"/>` +
    bolts +
    `<path d="M700 560C760 520 860 530 880 600C890 660 840 710 770 700C710 690 680 620 700 560Z" fill="${cover}" stroke="#0d1014" stroke-width="6"/>` +
    `<path d="M880 300C980 300 1040 360 1060 460C1080 560 1120 640 1240 660" fill="none" stroke="#07090c" stroke-width="66"/>` +
    `<path d="M880 300C980 300 1040 360 1060 460C1080 560 1120 640 1240 660" fill="none" stroke="#6f7a86" stroke-width="56"/>` +
    `<path d="M880 300C980 300 1040 360 1060 460C1080 560 1120 640 1240 660" fill="none" stroke="${pipe}" stroke-width="30" transform="translate(-6 -6)" filter="${blur(defs, 4)}"/>` +
    `<path d="M880 290C975 290 1030 350 1050 450C1070 550 1110 630 1240 650" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.8" filter="${blur(defs, 1)}"/>` +
    glow(defs, 600, 780, 600, 60, '#000000', 0.8) +
    `<path d="M300 560C300 500 360 470 460 470L760 470" fill="none" stroke="${colours.aqua}" stroke-width="2" stroke-opacity="0.6"/>`
  );
}
