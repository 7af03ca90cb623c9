/** Car wheel: tyre, multi-spoke alloy rim, brake disc and calliper. Drawn around (0,0). */
import type { Defs } from '../core/defs.ts';
import { f, linear, polar, radial } from '../core/svg.ts';
import { C } from '../palette.ts';

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
  return `M${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}L${f(cx)} ${f(cy)}L${f(dx)} ${f(dy)}Z`;
}

export function wheel(d: Defs, o: WheelOpts): string {
  const r = o.r;
  const rim = r * 0.7;
  const spin = o.spin ?? 0;
  const tyre = radial(d, 'tyre', 0.5, 0.5, 0.5, [
    [0.7, '#1b2027'],
    [0.86, '#0b0d10'],
    [0.95, '#181c22'],
    [1, '#050607'],
  ]);
  const barrel = radial(d, 'rim-barrel', 0.5, 0.5, 0.5, [
    [0, '#0c0f13'],
    [0.75, '#1a2028'],
    [0.93, '#5d6773'],
    [1, '#aab4bf'],
  ]);
  const disc = radial(d, 'brake-disc', 0.5, 0.5, 0.5, [
    [0.3, '#22282f'],
    [0.35, '#59626d'],
    [0.9, '#7b8590'],
    [1, '#3a424b'],
  ]);
  const chrome = linear(
    d,
    'spoke-chrome',
    [0, 0],
    [1, 1],
    [
      [0, '#e8edf2'],
      [0.35, '#8a949f'],
      [0.55, '#3b434d'],
      [1, '#a7b1bc'],
    ],
  );
  const spokes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = spin + i * 72;
    spokes.push(spoke(r * 0.16, rim * 0.97, a - 9, 5, 3.2), spoke(r * 0.16, rim * 0.97, a + 9, 5, 3.2));
  }
  const cal = o.caliper ?? C.warm;
  const [clx, cly] = polar(0, 0, rim * 0.6, -40);
  return (
    `<circle r="${f(r)}" fill="${tyre}"/>` +
    `<circle r="${f(rim)}" fill="${barrel}"/>` +
    `<circle r="${f(rim * 0.82)}" fill="${disc}"/>` +
    `<g transform="translate(${f(clx)} ${f(cly)}) rotate(50)"><rect x="${f(-rim * 0.22)}" y="${f(-rim * 0.14)}" width="${f(rim * 0.44)}" height="${f(rim * 0.28)}" rx="${f(rim * 0.08)}" fill="${cal}"/>` +
    `<rect x="${f(-rim * 0.18)}" y="${f(-rim * 0.12)}" width="${f(rim * 0.36)}" height="${f(rim * 0.06)}" rx="2" fill="#fff" fill-opacity="0.45"/></g>` +
    `<path d="${spokes.join('')}" fill="${chrome}" stroke="#0a0c0f" stroke-width="${f(r * 0.012)}"/>` +
    `<circle r="${f(rim)}" fill="none" stroke="${chrome}" stroke-width="${f(r * 0.05)}"/>` +
    `<circle r="${f(r * 0.17)}" fill="${chrome}" stroke="#0a0c0f" stroke-width="${f(r * 0.015)}"/>` +
    `<circle r="${f(r * 0.07)}" fill="#151a20"/>` +
    `<path d="M${f(-r * 0.62)} ${f(-r * 0.35)}A${f(r * 0.72)} ${f(r * 0.72)} 0 0 1 ${f(r * 0.25)} ${f(-r * 0.68)}" fill="none" stroke="${C.white}" stroke-opacity="0.55" stroke-width="${f(r * 0.025)}" stroke-linecap="round"/>`
  );
}
