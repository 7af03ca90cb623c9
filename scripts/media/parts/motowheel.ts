/** Motorcycle wheel: slim tyre, cast Y-spokes, drilled disc and calliper. Drawn around (0,0). */
import type { Defs } from '../core/defs.ts';
import { centred, diagonal, num, polar } from '../core/svg.ts';
import { colours } from '../palette.ts';

export function motoWheel(defs: Defs, radius: number, spin = 0, disc = true): string {
  const rim = radius * 0.8;
  const tyre = centred(defs, 'moto-tyre', [0.78, '#1e232a'], [0.88, '#0b0d10'], [0.96, '#1a1e24'], [1, '#050607']);
  const ring = diagonal(defs, 'moto-rim', [0, colours.white], [0.4, colours.chrome], [0.6, '#59636e'], [1, '#cfd6dd']);
  const discFill = centred(defs, 'moto-disc', [0.55, '#3a424b'], [0.6, '#8c96a1'], [0.95, '#b7c0c9'], [1, '#59626d']);
  const spokes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = spin + i * 60;
    const [x0, y0] = polar(0, 0, radius * 0.12, angle);
    const [x1, y1] = polar(0, 0, rim * 0.55, angle);
    const [xa, ya] = polar(0, 0, rim * 0.98, angle - 10);
    const [xb, yb] = polar(0, 0, rim * 0.98, angle + 10);
    spokes.push(
      `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}L${num(xa)} ${num(ya)}M${num(x1)} ${num(y1)}L${num(xb)} ${num(yb)}`,
    );
  }
  const holes: string[] = [];
  if (disc) {
    for (let i = 0; i < 18; i++) {
      const [hx, hy] = polar(0, 0, rim * 0.5, spin + i * 20);
      holes.push(`<circle cx="${num(hx)}" cy="${num(hy)}" r="${num(radius * 0.025)}" fill="#20262d"/>`);
    }
  }
  const [cx, cy] = polar(0, 0, rim * 0.52, -35);
  return (
    `<circle r="${num(radius)}" fill="${tyre}"/>` +
    `<circle r="${num(rim)}" fill="#0b0e12"/>` +
    (disc ? `<circle r="${num(rim * 0.6)}" fill="${discFill}"/>${holes.join('')}` : '') +
    `<path d="${spokes.join('')}" fill="none" stroke="${ring}" stroke-width="${num(radius * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    (disc
      ? `<rect x="${num(cx - radius * 0.14)}" y="${num(cy - radius * 0.09)}" width="${num(radius * 0.28)}" height="${num(radius * 0.18)}" rx="${num(radius * 0.05)}" fill="${colours.warm}" transform="rotate(55 ${num(cx)} ${num(cy)})"/>`
      : '') +
    `<circle r="${num(rim)}" fill="none" stroke="${ring}" stroke-width="${num(radius * 0.06)}"/>` +
    `<circle r="${num(radius * 0.13)}" fill="${ring}"/><circle r="${num(radius * 0.05)}" fill="#111"/>` +
    `<path d="M${num(-radius * 0.7)} ${num(-radius * 0.4)}A${num(radius * 0.9)} ${num(radius * 0.9)} 0 0 1 ${num(radius * 0.2)} ${num(-radius * 0.84)}" fill="none" stroke="${colours.white}" stroke-opacity="0.4" stroke-width="${num(radius * 0.025)}" stroke-linecap="round"/>`
  );
}
