/** Motorcycle wheel: slim tyre, cast Y-spokes, drilled disc and calliper. Drawn around (0,0). */
import type { Defs } from '../core/defs.ts';
import { f, linear, polar, radial } from '../core/svg.ts';
import { C } from '../palette.ts';

export function motoWheel(d: Defs, r: number, spin = 0, disc = true): string {
  const rim = r * 0.8;
  const tyre = radial(d, 'moto-tyre', 0.5, 0.5, 0.5, [
    [0.78, '#1e232a'],
    [0.88, '#0b0d10'],
    [0.96, '#1a1e24'],
    [1, '#050607'],
  ]);
  const ring = linear(
    d,
    'moto-rim',
    [0, 0],
    [1, 1],
    [
      [0, C.white],
      [0.4, C.chrome],
      [0.6, '#59636e'],
      [1, '#cfd6dd'],
    ],
  );
  const discFill = radial(d, 'moto-disc', 0.5, 0.5, 0.5, [
    [0.55, '#3a424b'],
    [0.6, '#8c96a1'],
    [0.95, '#b7c0c9'],
    [1, '#59626d'],
  ]);
  const spokes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = spin + i * 60;
    const [x0, y0] = polar(0, 0, r * 0.12, a);
    const [x1, y1] = polar(0, 0, rim * 0.55, a);
    const [xa, ya] = polar(0, 0, rim * 0.98, a - 10);
    const [xb, yb] = polar(0, 0, rim * 0.98, a + 10);
    spokes.push(`M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}L${f(xa)} ${f(ya)}M${f(x1)} ${f(y1)}L${f(xb)} ${f(yb)}`);
  }
  const holes: string[] = [];
  if (disc) {
    for (let i = 0; i < 18; i++) {
      const [hx, hy] = polar(0, 0, rim * 0.5, spin + i * 20);
      holes.push(`<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(r * 0.025)}" fill="#20262d"/>`);
    }
  }
  const [cx, cy] = polar(0, 0, rim * 0.52, -35);
  return (
    `<circle r="${f(r)}" fill="${tyre}"/>` +
    `<circle r="${f(rim)}" fill="#0b0e12"/>` +
    (disc ? `<circle r="${f(rim * 0.6)}" fill="${discFill}"/>${holes.join('')}` : '') +
    `<path d="${spokes.join('')}" fill="none" stroke="${ring}" stroke-width="${f(r * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    (disc
      ? `<rect x="${f(cx - r * 0.14)}" y="${f(cy - r * 0.09)}" width="${f(r * 0.28)}" height="${f(r * 0.18)}" rx="${f(r * 0.05)}" fill="${C.warm}" transform="rotate(55 ${f(cx)} ${f(cy)})"/>`
      : '') +
    `<circle r="${f(rim)}" fill="none" stroke="${ring}" stroke-width="${f(r * 0.06)}"/>` +
    `<circle r="${f(r * 0.13)}" fill="${ring}"/><circle r="${f(r * 0.05)}" fill="#111"/>` +
    `<path d="M${f(-r * 0.7)} ${f(-r * 0.4)}A${f(r * 0.9)} ${f(r * 0.9)} 0 0 1 ${f(r * 0.2)} ${f(-r * 0.84)}" fill="none" stroke="${C.white}" stroke-opacity="0.4" stroke-width="${f(r * 0.025)}" stroke-linecap="round"/>`
  );
}
