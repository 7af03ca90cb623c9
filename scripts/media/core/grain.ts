/** Static film grain, generated from a fixed seed and blended with soft-light. */
import type { OverlayOptions } from 'sharp';
import { rng } from './rng.ts';

const cache = new Map<string, Buffer>();

/** Grey noise centred on mid-grey; `amplitude` is the max deviation in 8-bit levels. */
function grainPixels(width: number, height: number, amplitude: number): Buffer {
  const key = `${width}x${height}x${amplitude}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const random = rng(0x5eed + width);
  const px = Buffer.alloc(width * height);
  for (let i = 0; i < px.length; i++) {
    // Sum of two uniforms: a soft triangular distribution looks more like film grain.
    px[i] = 128 + Math.round((random.next() + random.next() - 1) * amplitude);
  }
  cache.set(key, px);
  return px;
}

export function grainOverlay(width: number, height: number, amplitude = 14): OverlayOptions {
  return { input: grainPixels(width, height, amplitude), raw: { width, height, channels: 1 }, blend: 'soft-light' };
}
