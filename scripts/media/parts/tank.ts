/** Close-up of a painted motorcycle fuel tank, front to the left. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import { blur, clip, glow, linear } from '../core/svg.ts';
import { C, type Paint } from '../palette.ts';
import { blobPath, dullFilter, dust, scratches } from './wear.ts';

export const TANK =
  'M236 440C222 330 300 236 460 210C620 186 800 200 930 252C995 278 1028 318 1020 362C1010 410 965 440 905 456' +
  'L640 482C500 494 360 492 290 476C258 468 240 458 236 440Z';

export interface TankOpts {
  paint: Paint;
  before?: boolean;
  /** Extra markup on the paint (clipped), e.g. a moving reflection. */
  onPaint?: string;
}

function chips(d: Defs): string {
  const r = rng(5);
  const out: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = r.range(260, 1000);
    const y = r.range(240, 460);
    out.push(`<path d="${blobPath(r, x, y, r.range(3, 9), r.range(2, 6), 7, 0.5)}" fill="#b9b3aa"/>`);
  }
  const oxid = linear(
    d,
    'tank-oxid',
    [0, 0],
    [0, 1],
    [
      [0, '#e8d9d0', 0.45],
      [0.5, '#e8d9d0', 0.15],
      [1, '#e8d9d0', 0.05],
    ],
  );
  return (
    `<path d="${TANK}" fill="${oxid}"/>` +
    scratches(r, { x: 240, y: 220, w: 780, h: 260 }, 110, '#fff4ea', 0.55) +
    out.join('') +
    dust(r, { x: 220, y: 190, w: 820, h: 300 }, 500)
  );
}

export function tank(d: Defs, o: TankOpts): string {
  const p = o.paint;
  const before = o.before === true;
  const paint = linear(
    d,
    'tank-paint',
    [0, 190],
    [0, 570],
    [
      [0, p.light],
      [0.18, p.base],
      [0.55, p.dark],
      [0.8, p.base],
      [1, p.dark],
    ],
    true,
  );
  const band = linear(
    d,
    'tank-band',
    [0, 0],
    [1, 0],
    [
      [0, C.white, 0],
      [0.15, C.white, 0.95],
      [0.85, C.white, 0.9],
      [1, C.white, 0],
    ],
  );
  const knee = linear(
    d,
    'tank-knee',
    [0, 0],
    [0, 1],
    [
      [0, '#2b323b'],
      [1, '#0b0d10'],
    ],
  );
  const chrome = linear(
    d,
    'tank-chrome',
    [0, 0],
    [0, 1],
    [
      [0, C.white],
      [0.5, C.chrome],
      [1, '#4e5863'],
    ],
  );
  const tankClip = clip(d, 'tank-clip', `<path d="${TANK}"/>`);
  const grips = [0, 1, 2, 3, 4].map((i) => `M${730 + i * 40} 400L${752 + i * 40} 466`).join('');
  const gloss = before
    ? `<path d="M300 290C450 236 700 226 960 270" fill="none" stroke="${band}" stroke-width="30" stroke-opacity="0.25" filter="${blur(d, 12)}"/>`
    : `<path d="M290 292C450 234 700 222 970 268" fill="none" stroke="${band}" stroke-width="7" filter="${blur(d, 1)}"/>` +
      `<path d="M320 312C470 262 700 254 950 288" fill="none" stroke="${band}" stroke-width="2" stroke-opacity="0.7"/>` +
      `<path d="M270 450C420 472 700 470 930 440" fill="none" stroke="${band}" stroke-width="18" stroke-opacity="0.28" filter="${blur(d, 6)}"/>` +
      glow(d, 430, 260, 200, 40, '#ffffff', 0.35);
  const body =
    `<path d="${TANK}" fill="${paint}"/>` +
    `<g clip-path="${tankClip}">` +
    glow(d, 600, 330, 460, 110, p.light, before ? 0.2 : 0.32) +
    `<path d="M236 400C420 350 700 340 1030 350" fill="none" stroke="${C.white}" stroke-width="10" stroke-opacity="0.9"/>` +
    `<path d="M236 420C420 370 700 360 1030 370" fill="none" stroke="${C.warm}" stroke-width="4"/>` +
    gloss +
    `<path d="M700 400C790 380 880 392 960 430C900 470 790 480 700 470C684 446 684 422 700 400Z" fill="${knee}"/>` +
    `<path d="${grips}" stroke="#05070a" stroke-width="8" stroke-linecap="round"/>` +
    (o.onPaint ?? '') +
    (before ? chips(d) : '') +
    `</g>` +
    `<ellipse cx="600" cy="198" rx="70" ry="15" fill="${chrome}"/><ellipse cx="600" cy="194" rx="52" ry="9" fill="#2b333d"/>` +
    `<path d="M360 222C500 192 720 190 900 232" fill="none" stroke="${C.aqua}" stroke-width="3" stroke-opacity="${before ? 0.2 : 0.85}"/>`;
  return context(d) + (before ? `<g filter="${dullFilter(d, 0.35, 0.2)}">${body}</g>` : body);
}

/** Bike around the tank: engine fins below, frame, seat behind, fork and gauge in front. */
function context(d: Defs): string {
  const fin = linear(
    d,
    'tank-fin',
    [0, 0],
    [1, 0],
    [
      [0, '#2b333d'],
      [0.45, C.chrome],
      [0.6, '#6f7a86'],
      [1, '#1c232d'],
    ],
  );
  const fork = linear(
    d,
    'tank-fork',
    [0, 0],
    [1, 0],
    [
      [0, '#6f7a86'],
      [0.4, C.white],
      [1, '#4e5863'],
    ],
  );
  const seat = linear(
    d,
    'tank-seat',
    [0, 0],
    [0, 1],
    [
      [0, '#3a2f27'],
      [1, '#0f0b09'],
    ],
  );
  const fins = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${380 + i * 12}" y="${540 + i * 30}" width="${480 - i * 24}" height="16" rx="8" fill="${fin}"/>`,
  ).join('');
  return (
    `<g transform="rotate(-8 620 660)"><path d="M400 500L840 500L760 820L480 820Z" fill="#0b0e12"/>${fins}</g>` +
    `<path d="M200 300L980 430L1240 420" fill="none" stroke="#1c232d" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M960 392C1040 360 1140 350 1240 346L1240 470L980 470C1010 440 1000 410 960 392Z" fill="${seat}"/>` +
    `<path d="M990 404C1060 380 1150 372 1240 370" fill="none" stroke="${C.warm}" stroke-width="2" stroke-opacity="0.6" stroke-dasharray="6 5"/>` +
    `<path d="M150 180L40 820M230 190L120 820" stroke="${fork}" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="M110 190L260 200" stroke="#1c232d" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M180 170L-40 120" stroke="#0b0e12" stroke-width="20" stroke-linecap="round"/>` +
    `<circle cx="200" cy="130" r="52" fill="#0b0e12" stroke="${C.chrome}" stroke-width="6"/><circle cx="200" cy="130" r="40" fill="#10161d"/>` +
    `<path d="M200 130L228 108" stroke="${C.aqua}" stroke-width="4" stroke-linecap="round"/>` +
    glow(d, 600, 500, 420, 30, '#000000', 0.8)
  );
}
