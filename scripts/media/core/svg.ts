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

type Point = readonly [number, number];

function linearGradient(defs: Defs, id: string, from: Point, to: Point, stops: readonly Stop[], user: boolean): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  defs.add(
    id,
    `<linearGradient id="${id}" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}"${units}>${stopMarkup(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Linear gradient from one point to another, in fractions of the bounding box. */
export const linear = (defs: Defs, id: string, from: Point, to: Point, ...stops: Stop[]): string =>
  linearGradient(defs, id, from, to, stops, false);
/** Linear gradient from one point to another in user space (the drawing's own coordinates). */
export const span = (defs: Defs, id: string, from: Point, to: Point, ...stops: Stop[]): string =>
  linearGradient(defs, id, from, to, stops, true);
/** Linear gradient across the bounding box, left to right. */
export const across = (defs: Defs, id: string, ...stops: Stop[]): string => linear(defs, id, [0, 0], [1, 0], ...stops);
/** Linear gradient down the bounding box, top to bottom. */
export const down = (defs: Defs, id: string, ...stops: Stop[]): string => linear(defs, id, [0, 0], [0, 1], ...stops);
/** Linear gradient from the bounding box's top left corner to its bottom right one. */
export const diagonal = (defs: Defs, id: string, ...stops: Stop[]): string =>
  linear(defs, id, [0, 0], [1, 1], ...stops);

/**
 * A band of light across the bounding box: `colour` fades in over the first `edge`, stays at `opacity` (reaching `end`
 * on the right) and fades out over the last `edge`.
 */
export const lightBand = (
  defs: Defs,
  id: string,
  colour: string,
  edge: number,
  opacity: number,
  end = opacity,
): string => across(defs, id, [0, colour, 0], [edge, colour, opacity], [1 - edge, colour, end], [1, colour, 0]);

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

/** Radial gradient from the bounding box's centre to its edges. */
export const centred = (defs: Defs, id: string, ...stops: Stop[]): string => radial(defs, id, 0.5, 0.5, 0.5, stops);

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
  const fill = centred(defs, id, [0, color, opacity], [0.4, color, opacity * 0.55], [1, color, 0]);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
}
