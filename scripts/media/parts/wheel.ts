/** Car wheel: tyre, multi-spoke alloy rim, brake disc and calliper. Drawn around (0,0). */
import type { Defs } from '../core/defs.ts';
import { centred, diagonal, num, polar } from '../core/svg.ts';
import { colours } from '../palette.ts';

export interface WheelOpts {
  r: number;
  /** Rotation of the spokes in degrees. */
  spin?: number;
  caliper?: string;
}

function spoke(r0: number, r1: number, angle: number, width0: number, width1: number): string {
  const [ax, ay] = polar(0, 0, r0, angle - width0);
  const [bx, by] = polar(0, 0, r1, angle - width1);
  const [cx, cy] = polar(0, 0, r1, angle + width1);
  const [dx, dy] = polar(0, 0, r0, angle + width0);
  return `M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}L${num(cx)} ${num(cy)}L${num(dx)} ${num(dy)}Z`;
}

export function wheel(defs: Defs, options: WheelOpts): string {
  const radius = options.r;
  const rim = radius * 0.7;
  const spin = options.spin ?? 0;
  const tyre = centred(defs, 'tyre', [0.7, '#1b2027'], [0.86, '#0b0d10'], [0.95, '#181c22'], [1, '#050607']);
  const barrel = centred(defs, 'rim-barrel', [0, '#0c0f13'], [0.75, '#1a2028'], [0.93, '#5d6773'], [1, '#aab4bf']);
  const disc = centred(defs, 'brake-disc', [0.3, '#22282f'], [0.35, '#59626d'], [0.9, '#7b8590'], [1, '#3a424b']);
  const chrome = diagonal(defs, 'spoke-chrome', [0, '#e8edf2'], [0.35, '#8a949f'], [0.55, '#3b434d'], [1, '#a7b1bc']);
  const spokes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const angle = spin + i * 72;
    spokes.push(
      spoke(radius * 0.16, rim * 0.97, angle - 9, 5, 3.2),
      spoke(radius * 0.16, rim * 0.97, angle + 9, 5, 3.2),
    );
  }
  const cal = options.caliper ?? colours.warm;
  const [clx, cly] = polar(0, 0, rim * 0.6, -40);
  return (
    `<circle r="${num(radius)}" fill="${tyre}"/>` +
    `<circle r="${num(rim)}" fill="${barrel}"/>` +
    `<circle r="${num(rim * 0.82)}" fill="${disc}"/>` +
    `<g transform="translate(${num(clx)} ${num(cly)}) rotate(50)"><rect x="${num(-rim * 0.22)}" y="${num(-rim * 0.14)}" width="${num(rim * 0.44)}" height="${num(rim * 0.28)}" rx="${num(rim * 0.08)}" fill="${cal}"/>` +
    `<rect x="${num(-rim * 0.18)}" y="${num(-rim * 0.12)}" width="${num(rim * 0.36)}" height="${num(rim * 0.06)}" rx="2" fill="#fff" fill-opacity="0.45"/></g>` +
    `<path d="${spokes.join('')}" fill="${chrome}" stroke="#0a0c0f" stroke-width="${num(radius * 0.012)}"/>` +
    `<circle r="${num(rim)}" fill="none" stroke="${chrome}" stroke-width="${num(radius * 0.05)}"/>` +
    `<circle r="${num(radius * 0.17)}" fill="${chrome}" stroke="#0a0c0f" stroke-width="${num(radius * 0.015)}"/>` +
    `<circle r="${num(radius * 0.07)}" fill="#151a20"/>` +
    `<path d="M${num(-radius * 0.62)} ${num(-radius * 0.35)}A${num(radius * 0.72)} ${num(radius * 0.72)} 0 0 1 ${num(radius * 0.25)} ${num(-radius * 0.68)}" fill="none" stroke="${colours.white}" stroke-opacity="0.55" stroke-width="${num(radius * 0.025)}" stroke-linecap="round"/>`
  );
}
