/** Rasterises scene layers with sharp (librsvg) and writes JPEG stills. */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { grainOverlay } from './grain.ts';
import type { Layers } from './scene.ts';
import { svgDocument } from './svg.ts';

export const JPEG_OPTIONS = { quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

/** Renders one SVG document to RGBA raw pixels. */
export async function renderRgba(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

/** Renders a scene at phase 0 as a grained JPEG still. */
export async function writeStill(layers: Layers, width: number, height: number, out: string): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const svg = svgDocument(width, height, layers.defs, layers.back + layers.anim(0) + layers.front);
  const rgb = await sharp(Buffer.from(svg)).flatten({ background: '#07090c' }).raw().toBuffer();
  await sharp(rgb, { raw: { width, height, channels: 3 } })
    .composite([grainOverlay(width, height)])
    .jpeg(JPEG_OPTIONS)
    .toFile(out);
}

export async function writeJpegFromRgb(rgb: Buffer, width: number, height: number, out: string): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .toFile(out);
}
