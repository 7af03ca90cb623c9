/** Wear and dirt overlays for "before" pictures: dust, scratches, swirl marks, stains, cracks, rust, haze. */
import type { Defs } from '../core/defs.ts';
import type { Rng } from '../core/rng.ts';
import { blur, f } from '../core/svg.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const inBox = (r: Rng, b: Box): [number, number] => [r.range(b.x, b.x + b.w), r.range(b.y, b.y + b.h)];

/** Desaturates and flattens contrast: faded, dull paint. */
export function dullFilter(d: Defs, saturation = 0.4, haze = 0.12): string {
  const id = `dull-${Math.round(saturation * 100)}-${Math.round(haze * 100)}`;
  const k = 1 - haze;
  d.add(
    id,
    `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${f(saturation)}"/>` +
      `<feComponentTransfer><feFuncR type="linear" slope="${f(k)}" intercept="${f(haze * 0.55)}"/><feFuncG type="linear" slope="${f(k)}" intercept="${f(haze * 0.52)}"/>` +
      `<feFuncB type="linear" slope="${f(k)}" intercept="${f(haze * 0.48)}"/></feComponentTransfer></filter>`,
  );
  return `url(#${id})`;
}

/** Fine specks of dust and grime. */
export function dust(r: Rng, b: Box, count: number, color = '#b9ab92'): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(r, b);
    dots.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(0.4, 1.8))}" fill="${color}" fill-opacity="${f(r.range(0.15, 0.6))}"/>`,
    );
  }
  return dots.join('');
}

/** Random hairline scratches. */
export function scratches(r: Rng, b: Box, count: number, color = '#e8e2d8', opacity = 0.45): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(r, b);
    const len = r.range(15, 90);
    const a = r.range(-0.6, 0.6) + (r.next() < 0.3 ? 1.2 : 0);
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    const bend = r.range(-8, 8);
    lines.push(`M${f(x)} ${f(y)}Q${f((x + x2) / 2 + bend)} ${f((y + y2) / 2 - bend)} ${f(x2)} ${f(y2)}`);
  }
  return `<path d="${lines.join('')}" fill="none" stroke="${color}" stroke-width="0.8" stroke-linecap="round" stroke-opacity="${f(opacity)}"/>`;
}

/** Circular swirl marks (holograms) left by bad washing/polishing around a light reflection. */
export function swirls(r: Rng, cx: number, cy: number, radius: number, count: number, opacity = 0.35): string {
  const arcs: string[] = [];
  for (let i = 0; i < count; i++) {
    const rr = r.range(radius * 0.15, radius);
    const a0 = r.range(0, Math.PI * 2);
    const span = r.range(0.15, 0.7);
    const ox = r.range(-radius * 0.15, radius * 0.15);
    const oy = r.range(-radius * 0.15, radius * 0.15);
    const x0 = cx + ox + rr * Math.cos(a0);
    const y0 = cy + oy + rr * Math.sin(a0) * 0.6;
    const x1 = cx + ox + rr * Math.cos(a0 + span);
    const y1 = cy + oy + rr * Math.sin(a0 + span) * 0.6;
    arcs.push(`M${f(x0)} ${f(y0)}A${f(rr)} ${f(rr * 0.6)} 0 0 1 ${f(x1)} ${f(y1)}`);
  }
  return `<path d="${arcs.join('')}" fill="none" stroke="#fff" stroke-width="0.7" stroke-opacity="${f(opacity)}"/>`;
}

/** Smooth irregular blob, used for stains and tears. */
export function blobPath(r: Rng, cx: number, cy: number, rx: number, ry: number, points = 9, jitter = 0.35): string {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + r.range(-jitter, jitter);
    xs.push(cx + Math.cos(a) * rx * k);
    ys.push(cy + Math.sin(a) * ry * k);
  }
  const px = (i: number): number => xs[i % points] ?? cx;
  const py = (i: number): number => ys[i % points] ?? cy;
  const mid = (i: number): string => `${f((px(i) + px(i + 1)) / 2)} ${f((py(i) + py(i + 1)) / 2)}`;
  let path = `M${mid(points - 1)}`;
  for (let i = 0; i < points; i++) path += `Q${f(px(i))} ${f(py(i))} ${mid(i)}`;
  return `${path}Z`;
}

/** Water/dirt stains with darker tide-marks on fabric. */
export function stains(d: Defs, r: Rng, b: Box, count: number, color = '#6b4a22'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(r, b);
    const rx = r.range(18, 55);
    const shape = blobPath(r, x, y, rx, rx * r.range(0.6, 1), 10, 0.3);
    out.push(
      `<path d="${shape}" fill="${color}" opacity="${f(r.range(0.35, 0.6))}" filter="${blur(d, 4)}"/>` +
        `<path d="${shape}" fill="none" stroke="#3a2510" stroke-width="2" opacity="0.35" filter="${blur(d, 1.5)}"/>`,
    );
  }
  return out.join('');
}

/** Branching cracks in dry leather. */
export function cracks(r: Rng, b: Box, count: number): string {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    let [x, y] = inBox(r, b);
    let a = r.range(0, Math.PI * 2);
    let dPath = `M${f(x)} ${f(y)}`;
    const steps = r.int(4, 9);
    for (let s = 0; s < steps; s++) {
      a += r.range(-0.7, 0.7);
      x += Math.cos(a) * r.range(5, 14);
      y += Math.sin(a) * r.range(5, 14);
      dPath += `L${f(x)} ${f(y)}`;
    }
    paths.push(dPath);
  }
  const all = paths.join('');
  return (
    `<path d="${all}" fill="none" stroke="#000" stroke-width="2.6" stroke-opacity="0.6" stroke-linejoin="round"/>` +
    `<path d="${all}" fill="none" stroke="#e0d2bb" stroke-width="1.1" stroke-opacity="0.7" transform="translate(1 1)"/>`
  );
}

/** Rust and burnt blotches generated with turbulence; apply to a shape clipped to the metal. */
export function rustFilter(d: Defs): string {
  d.add(
    'rust',
    '<filter id="rust" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">' +
      '<feTurbulence type="fractalNoise" baseFrequency="0.035 0.06" numOctaves="4" seed="3"/>' +
      '<feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.2  0 0 0 0 0.07  1.6 0 0 0 -0.55"/></filter>',
  );
  return 'url(#rust)';
}
