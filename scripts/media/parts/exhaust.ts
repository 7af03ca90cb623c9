/** Close-up of a motorcycle exhaust: two headers bending out of the engine into a long silencer. Design space 1200×800. */
import type { Defs } from '../core/defs.ts';
import { across, blur, clip, down, glow, span } from '../core/svg.ts';
import { colours } from '../palette.ts';
import { motoWheel } from './motowheel.ts';
import { dullFilter, rustFilter } from './wear.ts';

const HEADERS = [
  'M150 250C250 250 300 330 330 420C350 480 400 520 470 530',
  'M150 340C230 340 260 400 290 460C320 520 380 560 470 560',
];
export const SILENCER =
  'M450 500L1080 400C1120 394 1140 440 1140 480C1140 520 1120 560 1080 556L450 600C430 600 420 580 420 550C420 520 430 502 450 500Z';

export interface ExhaustOpts {
  before?: boolean;
  /** Extra markup over the silencer (clipped), e.g. a moving polish glint. */
  onMetal?: string;
}

/** A bent tube drawn as stacked strokes: dark body, tinted mid-tone, bright core and a specular line. */
function tube(defs: Defs, path: string, before: boolean): string {
  const tint = before
    ? span(defs, 'hdr-rust', [150, 0], [470, 0], [0, '#3a2a20'], [0.5, '#5a3b22'], [1, '#4a4038'])
    : span(
        defs,
        'hdr-tint',
        [150, 0],
        [470, 0],
        [0, '#8a5a22'],
        [0.25, '#c8963c'],
        [0.5, '#7a4aa8'],
        [0.75, '#3a6fc4'],
        [1, '#8d98a4'],
      );
  const core = before
    ? span(defs, 'hdr-core-rust', [150, 0], [470, 0], [0, '#6d5140'], [1, '#7b736b'])
    : span(
        defs,
        'hdr-core',
        [150, 0],
        [470, 0],
        [0, '#f0c878'],
        [0.3, '#f5d79a'],
        [0.5, '#c7a8f0'],
        [0.75, '#9cc4ff'],
        [1, colours.white],
      );
  return (
    `<path d="${path}" fill="none" stroke="#07090c" stroke-width="62" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="${tint}" stroke-width="54" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="${core}" stroke-width="20" stroke-linecap="round" transform="translate(-4 -9)" filter="${blur(defs, 3)}"/>` +
    (before
      ? ''
      : `<path d="${path}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" transform="translate(-6 -14)"/>`)
  );
}

function silencer(defs: Defs, before: boolean, onMetal: string): string {
  const body = before
    ? down(defs, 'sil-dull', [0, '#8f8a84'], [0.3, '#6b6560'], [0.7, '#3b3632'], [1, '#57514b'])
    : down(
        defs,
        'sil-chrome',
        [0, '#5c6773'],
        [0.12, colours.white],
        [0.28, colours.chrome],
        [0.45, '#2c343d'],
        [0.62, '#7b8692'],
        [0.8, colours.white],
        [1, '#3b444e'],
      );
  const cap = before
    ? across(defs, 'sil-cap-dull', [0, '#2a241f'], [0.5, '#6b5a4a'], [1, '#2a241f'])
    : across(defs, 'sil-cap', [0, '#1c232d'], [0.5, colours.chrome], [1, '#2c343d']);
  const metalClip = clip(defs, 'sil-clip', `<path d="${SILENCER}"/>`);
  return (
    `<path d="${SILENCER}" fill="${body}"/>` +
    `<g clip-path="${metalClip}">` +
    (before
      ? `<path d="${SILENCER}" filter="${rustFilter(defs)}"/>`
      : `<path d="M470 520L1100 420" stroke="#fff" stroke-width="5" stroke-opacity="0.85"/>`) +
    onMetal +
    `</g>` +
    `<ellipse cx="1100" cy="478" rx="40" ry="80" fill="${cap}"/>` +
    `<ellipse cx="1106" cy="478" rx="22" ry="44" fill="#05070a"/>` +
    `<path d="M640 480L650 568M820 452L830 542" stroke="#07090c" stroke-width="8" stroke-opacity="${before ? 0.6 : 0.35}"/>`
  );
}

export function exhaust(defs: Defs, options: ExhaustOpts = {}): string {
  const before = options.before === true;
  const fin = across(defs, 'exh-fin', [0, '#1c232d'], [0.6, '#6f7a86'], [1, '#2b333d']);
  const fins = Array.from(
    { length: 8 },
    (_, i) => `<rect x="-40" y="${120 + i * 34}" width="${170 - (i % 2) * 10}" height="18" rx="9" fill="${fin}"/>`,
  ).join('');
  const headers = HEADERS.map((path) => tube(defs, path, before)).join('');
  const rust = before
    ? `<g clip-path="${clip(defs, 'hdr-clip', HEADERS.map((path) => `<path d="${path}" fill="none" stroke="#000" stroke-width="54"/>`).join(''))}">` +
      `<rect x="100" y="200" width="420" height="420" filter="${rustFilter(defs)}"/></g>`
    : '';
  const metal = headers + rust + silencer(defs, before, options.onMetal ?? '');
  return (
    `<g transform="translate(860 400)">${motoWheel(defs, 270, 12)}</g>` +
    glow(defs, 640, 640, 560, 60, '#000000', 0.85) +
    `<path d="M-60 80L200 80L180 620L-60 620Z" fill="#0d1116"/>` +
    fins +
    (before
      ? `<g filter="${dullFilter(defs, 0.6, 0.08)}">${metal}</g>`
      : metal + glow(defs, 300, 380, 120, 90, colours.warm, 0.12))
  );
}
