/** SVG markup helpers shared by every drawing. All scenes use a 1200×800 design space. */
import type { Defs } from './defs.ts';

export const VIEW_W = 1200;
export const VIEW_H = 800;

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Formats a number with at most two decimals (keeps the markup small and stable). */
export const f = (v: number): string => String(Math.round(v * 100) / 100);

const stopMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`)
    .join('');

/** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
export function linear(
  d: Defs,
  id: string,
  from: readonly [number, number],
  to: readonly [number, number],
  stops: readonly Stop[],
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  d.add(
    id,
    `<linearGradient id="${id}" x1="${f(from[0])}" y1="${f(from[1])}" x2="${f(to[0])}" y2="${f(to[1])}"${units}>${stopMarkup(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export interface RadialOpts {
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

/** Radial gradient; coordinates are fractions of the bounding box unless `user` is set. */
export function radial(
  d: Defs,
  id: string,
  cx: number,
  cy: number,
  r: number,
  stops: readonly Stop[],
  o: RadialOpts = {},
): string {
  const focus = `${o.fx === undefined ? '' : ` fx="${f(o.fx)}"`}${o.fy === undefined ? '' : ` fy="${f(o.fy)}"`}`;
  const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
  const tf = o.transform ? ` gradientTransform="${o.transform}"` : '';
  d.add(
    id,
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${focus}${units}${tf}>${stopMarkup(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Gaussian blur filter with a generous region so soft glows are not clipped. */
export function blur(d: Defs, sd: number): string {
  const id = `blur-${String(sd).replace('.', '_')}`;
  d.add(
    id,
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Clip path from raw shape markup, in user space. */
export function clip(d: Defs, id: string, shapes: string): string {
  d.add(id, `<clipPath id="${id}">${shapes}</clipPath>`);
  return `url(#${id})`;
}

/** Mask from raw shape markup, in user space. */
export function mask(d: Defs, id: string, shapes: string): string {
  d.add(
    id,
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="6000" height="6000">${shapes}</mask>`,
  );
  return `url(#${id})`;
}

/** Wraps a body into a complete SVG document of the given pixel size (design space is cropped to fit). */
export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"` +
    ` viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice"><defs>${defs.toString()}</defs>${body}</svg>`
  );
}

/** Points on a circle, useful for spokes, bolts and beads. */
export function polar(cx: number, cy: number, r: number, angleDeg: number): [number, number] {
  const a = (angleDeg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Soft elliptical glow drawn with a radial gradient (much cheaper than blurring). */
export function glow(d: Defs, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  const id = `glow-${color.replace('#', '')}-${String(Math.round(opacity * 100))}`;
  const fill = radial(d, id, 0.5, 0.5, 0.5, [
    [0, color, opacity],
    [0.4, color, opacity * 0.55],
    [1, color, 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}
