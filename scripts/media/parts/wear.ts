/** Wear and dirt overlays for "before" pictures: dust, scratches, swirl marks, stains, cracks, rust, haze. */
import type { Defs } from '../core/defs.ts';
import type { Rng } from '../core/rng.ts';
import { blur, num } from '../core/svg.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Range = readonly [min: number, max: number];

const inBox = (random: Rng, box: Box): [number, number] => [
  random.range(box.x, box.x + box.w),
  random.range(box.y, box.y + box.h),
];

/** Desaturates and flattens contrast: faded, dull paint. */
export function dullFilter(defs: Defs, saturation = 0.4, haze = 0.12): string {
  const id = `dull-${Math.round(saturation * 100)}-${Math.round(haze * 100)}`;
  const slope = 1 - haze;
  defs.add(
    id,
    `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${num(saturation)}"/>` +
      `<feComponentTransfer><feFuncR type="linear" slope="${num(slope)}" intercept="${num(haze * 0.55)}"/><feFuncG type="linear" slope="${num(slope)}" intercept="${num(haze * 0.52)}"/>` +
      `<feFuncB type="linear" slope="${num(slope)}" intercept="${num(haze * 0.48)}"/></feComponentTransfer></filter>`,
  );
  return `url(#${id})`;
}

/** Fine specks of dust and grime. */
export function dust(random: Rng, box: Box, count: number, color = '#b9ab92'): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(random, box);
    dots.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(random.range(0.4, 1.8))}" fill="${color}" fill-opacity="${num(random.range(0.15, 0.6))}"/>`,
    );
  }
  return dots.join('');
}

/** Random hairline scratches. */
export function scratches(random: Rng, box: Box, count: number, color = '#e8e2d8', opacity = 0.45): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(random, box);
    const len = random.range(15, 90);
    const angle = random.range(-0.6, 0.6) + (random.next() < 0.3 ? 1.2 : 0);
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    const bend = random.range(-8, 8);
    lines.push(`M${num(x)} ${num(y)}Q${num((x + x2) / 2 + bend)} ${num((y + y2) / 2 - bend)} ${num(x2)} ${num(y2)}`);
  }
  return `<path d="${lines.join('')}" fill="none" stroke="${color}" stroke-width="0.8" stroke-linecap="round" stroke-opacity="${num(opacity)}"/>`;
}

/** Circular swirl marks (holograms) left by bad washing/polishing around a light reflection. */
export function swirls(random: Rng, cx: number, cy: number, radius: number, count: number, opacity = 0.35): string {
  const arcs: string[] = [];
  for (let i = 0; i < count; i++) {
    const rr = random.range(radius * 0.15, radius);
    const a0 = random.range(0, Math.PI * 2);
    const span = random.range(0.15, 0.7);
    const ox = random.range(-radius * 0.15, radius * 0.15);
    const oy = random.range(-radius * 0.15, radius * 0.15);
    const x0 = cx + ox + rr * Math.cos(a0);
    const y0 = cy + oy + rr * Math.sin(a0) * 0.6;
    const x1 = cx + ox + rr * Math.cos(a0 + span);
    const y1 = cy + oy + rr * Math.sin(a0 + span) * 0.6;
    arcs.push(`M${num(x0)} ${num(y0)}A${num(rr)} ${num(rr * 0.6)} 0 0 1 ${num(x1)} ${num(y1)}`);
  }
  return `<path d="${arcs.join('')}" fill="none" stroke="#fff" stroke-width="0.7" stroke-opacity="${num(opacity)}"/>`;
}

/** Smooth irregular blob, used for stains and tears. */
export function blobPath(
  random: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  points = 9,
  jitter = 0.35,
): string {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const wobble = 1 + random.range(-jitter, jitter);
    xs.push(cx + Math.cos(angle) * rx * wobble);
    ys.push(cy + Math.sin(angle) * ry * wobble);
  }
  const px = (i: number): number => xs[i % points] ?? cx;
  const py = (i: number): number => ys[i % points] ?? cy;
  const mid = (i: number): string => `${num((px(i) + px(i + 1)) / 2)} ${num((py(i) + py(i + 1)) / 2)}`;
  let path = `M${mid(points - 1)}`;
  for (let i = 0; i < points; i++) path += `Q${num(px(i))} ${num(py(i))} ${mid(i)}`;
  return `${path}Z`;
}

/**
 * Small irregular flecks (paint chips, squashed bugs) scattered over a box, each `rx` by `ry` (ranges) in size;
 * `mark` adds markup beside each one (drawn from the same random sequence, after the fleck).
 */
export function flecks(
  random: Rng,
  box: Box,
  count: number,
  fleck: { rx: Range; ry: Range; fill: string },
  mark: (x: number, y: number) => string = () => '',
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(random, box);
    const shape = blobPath(random, x, y, random.range(...fleck.rx), random.range(...fleck.ry), 7, 0.5);
    out.push(`<path d="${shape}" fill="${fleck.fill}"/>`, mark(x, y));
  }
  return out.join('');
}

/** Water/dirt stains with darker tide-marks on fabric. */
export function stains(defs: Defs, random: Rng, box: Box, count: number, color = '#6b4a22'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = inBox(random, box);
    const rx = random.range(18, 55);
    const shape = blobPath(random, x, y, rx, rx * random.range(0.6, 1), 10, 0.3);
    out.push(
      `<path d="${shape}" fill="${color}" opacity="${num(random.range(0.35, 0.6))}" filter="${blur(defs, 4)}"/>` +
        `<path d="${shape}" fill="none" stroke="#3a2510" stroke-width="2" opacity="0.35" filter="${blur(defs, 1.5)}"/>`,
    );
  }
  return out.join('');
}

/** Branching cracks in dry leather. */
export function cracks(random: Rng, box: Box, count: number): string {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    let [x, y] = inBox(random, box);
    let angle = random.range(0, Math.PI * 2);
    let dPath = `M${num(x)} ${num(y)}`;
    const steps = random.int(4, 9);
    for (let turn = 0; turn < steps; turn++) {
      angle += random.range(-0.7, 0.7);
      x += Math.cos(angle) * random.range(5, 14);
      y += Math.sin(angle) * random.range(5, 14);
      dPath += `L${num(x)} ${num(y)}`;
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
export function rustFilter(defs: Defs): string {
  defs.add(
    'rust',
    '<filter id="rust" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">' +
      '<feTurbulence type="fractalNoise" baseFrequency="0.035 0.06" numOctaves="4" seed="3"/>' +
      '<feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.2  0 0 0 0 0.07  1.6 0 0 0 -0.55"/></filter>',
  );
  return 'url(#rust)';
}
