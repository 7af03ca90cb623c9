/** SVG markup helpers shared by every drawing. All scenes use a 1200×800 design space. */
import type { Defs } from './defs.ts';

export const VIEW_W = 1200;
export const VIEW_H = 800;

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Formats a number with at most two decimals (keeps the markup small and stable). */
export const num = (value: number): string => String(Math.round(value * 100) / 100);

const stopMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${num(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`}/>`,
    )
    .join('');

/** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
export function linear(
  defs: Defs,
  id: string,
  from: readonly [number, number],
  to: readonly [number, number],
  stops: readonly Stop[],
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  defs.add(
    id,
    `<linearGradient id="${id}" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}"${units}>${stopMarkup(stops)}</linearGradient>`,
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
  defs: Defs,
  id: string,
  cx: number,
  cy: number,
  radius: number,
  stops: readonly Stop[],
  options: RadialOpts = {},
): string {
  const focus = `${options.fx === undefined ? '' : ` fx="${num(options.fx)}"`}${options.fy === undefined ? '' : ` fy="${num(options.fy)}"`}`;
  const units = options.user ? ' gradientUnits="userSpaceOnUse"' : '';
  const tf = options.transform ? ` gradientTransform="${options.transform}"` : '';
  defs.add(
    id,
    `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}"${focus}${units}${tf}>${stopMarkup(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Gaussian blur filter with a generous region so soft glows are not clipped. */
export function blur(defs: Defs, sd: number): string {
  const id = `blur-${String(sd).replace('.', '_')}`;
  defs.add(
    id,
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Clip path from raw shape markup, in user space. */
export function clip(defs: Defs, id: string, shapes: string): string {
  defs.add(id, `<clipPath id="${id}">${shapes}</clipPath>`);
  return `url(#${id})`;
}

/** Mask from raw shape markup, in user space. */
export function mask(defs: Defs, id: string, shapes: string): string {
  defs.add(
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
export function polar(cx: number, cy: number, radius: number, angleDeg: number): [number, number] {
  const angle = (angleDeg * Math.PI) / 180;
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

/** Soft elliptical glow drawn with a radial gradient (much cheaper than blurring). */
export function glow(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
): string {
  const id = `glow-${color.replace('#', '')}-${String(Math.round(opacity * 100))}`;
  const fill = radial(defs, id, 0.5, 0.5, 0.5, [
    [0, color, opacity],
    [0.4, color, opacity * 0.55],
    [1, color, 0],
  ]);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
}
