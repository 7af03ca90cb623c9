/** Close-up of a painted motorcycle fuel tank, front to the left. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { across, blur, clip, down, glow, lightBand, span } from '../core/svg.ts';
import { colours, type Paint } from '../palette.ts';
import { dullFilter, dust, flecks, scratches } from './wear.ts';

export const TANK =
  'M236 440C222 330 300 236 460 210C620 186 800 200 930 252C995 278 1028 318 1020 362C1010 410 965 440 905 456' +
  'L640 482C500 494 360 492 290 476C258 468 240 458 236 440Z';

export interface TankOpts {
  paint: Paint;
  before?: boolean;
  /** Extra markup on the paint (clipped), e.g. a moving reflection. */
  onPaint?: string;
}

function chips(defs: Defs): string {
  const random = rng(5);
  const chipped = flecks(random, { x: 260, y: 240, w: 740, h: 220 }, 14, { rx: [3, 9], ry: [2, 6], fill: '#b9b3aa' });
  const oxid = down(defs, 'tank-oxid', [0, '#e8d9d0', 0.45], [0.5, '#e8d9d0', 0.15], [1, '#e8d9d0', 0.05]);
  return (
    `<path d="${TANK}" fill="${oxid}"/>` +
    scratches(random, { x: 240, y: 220, w: 780, h: 260 }, 110, '#fff4ea', 0.55) +
    chipped +
    dust(random, { x: 220, y: 190, w: 820, h: 300 }, 500)
  );
}

export function tank(defs: Defs, options: TankOpts): string {
  const { light, base, dark } = options.paint;
  const before = options.before === true;
  const paint = span(
    defs,
    'tank-paint',
    [0, 190],
    [0, 570],
    [0, light],
    [0.18, base],
    [0.55, dark],
    [0.8, base],
    [1, dark],
  );
  const band = lightBand(defs, 'tank-band', colours.white, 0.15, 0.95, 0.9);
  const knee = down(defs, 'tank-knee', [0, '#2b323b'], [1, '#0b0d10']);
  const chrome = down(defs, 'tank-chrome', [0, colours.white], [0.5, colours.chrome], [1, '#4e5863']);
  const tankClip = clip(defs, 'tank-clip', `<path d="${TANK}"/>`);
  const grips = [0, 1, 2, 3, 4].map((i) => `M${730 + i * 40} 400L${752 + i * 40} 466`).join('');
  const gloss = before
    ? `<path d="M300 290C450 236 700 226 960 270" fill="none" stroke="${band}" stroke-width="30" stroke-opacity="0.25" filter="${blur(defs, 12)}"/>`
    : `<path d="M290 292C450 234 700 222 970 268" fill="none" stroke="${band}" stroke-width="7" filter="${blur(defs, 1)}"/>` +
      `<path d="M320 312C470 262 700 254 950 288" fill="none" stroke="${band}" stroke-width="2" stroke-opacity="0.7"/>` +
      `<path d="M270 450C420 472 700 470 930 440" fill="none" stroke="${band}" stroke-width="18" stroke-opacity="0.28" filter="${blur(defs, 6)}"/>` +
      glow(defs, 430, 260, 200, 40, '#ffffff', 0.35);
  const body =
    `<path d="${TANK}" fill="${paint}"/>` +
    `<g clip-path="${tankClip}">` +
    glow(defs, 600, 330, 460, 110, light, before ? 0.2 : 0.32) +
    `<path d="M236 400C420 350 700 340 1030 350" fill="none" stroke="${colours.white}" stroke-width="10" stroke-opacity="0.9"/>` +
    `<path d="M236 420C420 370 700 360 1030 370" fill="none" stroke="${colours.warm}" stroke-width="4"/>` +
    gloss +
    `<path d="M700 400C790 380 880 392 960 430C900 470 790 480 700 470C684 446 684 422 700 400Z" fill="${knee}"/>` +
    `<path d="${grips}" stroke="#05070a" stroke-width="8" stroke-linecap="round"/>` +
    (options.onPaint ?? '') +
    (before ? chips(defs) : '') +
    `</g>` +
    `<ellipse cx="600" cy="198" rx="70" ry="15" fill="${chrome}"/><ellipse cx="600" cy="194" rx="52" ry="9" fill="#2b333d"/>` +
    `<path d="M360 222C500 192 720 190 900 232" fill="none" stroke="${colours.aqua}" stroke-width="3" stroke-opacity="${before ? 0.2 : 0.85}"/>`;
  return context(defs) + (before ? `<g filter="${dullFilter(defs, 0.35, 0.2)}">${body}</g>` : body);
}

/** Bike around the tank: engine fins below, frame, seat behind, fork and gauge in front. */
function context(defs: Defs): string {
  const fin = across(defs, 'tank-fin', [0, '#2b333d'], [0.45, colours.chrome], [0.6, '#6f7a86'], [1, '#1c232d']);
  const fork = across(defs, 'tank-fork', [0, '#6f7a86'], [0.4, colours.white], [1, '#4e5863']);
  const seat = down(defs, 'tank-seat', [0, '#3a2f27'], [1, '#0f0b09']);
  const fins = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${380 + i * 12}" y="${540 + i * 30}" width="${480 - i * 24}" height="16" rx="8" fill="${fin}"/>`,
  ).join('');
  return (
    `<g transform="rotate(-8 620 660)"><path d="M400 500L840 500L760 820L480 820Z" fill="#0b0e12"/>${fins}</g>` +
    `<path d="M200 300L980 430L1240 420" fill="none" stroke="#1c232d" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M960 392C1040 360 1140 350 1240 346L1240 470L980 470C1010 440 1000 410 960 392Z" fill="${seat}"/>` +
    `<path d="M990 404C1060 380 1150 372 1240 370" fill="none" stroke="${colours.warm}" stroke-width="2" stroke-opacity="0.6" stroke-dasharray="6 5"/>` +
    `<path d="M150 180L40 820M230 190L120 820" stroke="${fork}" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="M110 190L260 200" stroke="#1c232d" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M180 170L-40 120" stroke="#0b0e12" stroke-width="20" stroke-linecap="round"/>` +
    `<circle cx="200" cy="130" r="52" fill="#0b0e12" stroke="${colours.chrome}" stroke-width="6"/><circle cx="200" cy="130" r="40" fill="#10161d"/>` +
    `<path d="M200 130L228 108" stroke="${colours.aqua}" stroke-width="4" stroke-linecap="round"/>` +
    glow(defs, 600, 500, 420, 30, '#000000', 0.8)
  );
}
