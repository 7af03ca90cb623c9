// The card's QR code, drawn as the build draws it, read back as a phone's camera would: rasterised, then decoded.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './review-card.ts';

/** The text a QR code in SVG holds, read from a picture of it `pixels` wide. */
async function decode(svg: string, pixels: number): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(pixels, pixels)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('the review card’s QR code', () => {
  it('holds the address it was drawn from, black on white with its quiet zone', async () => {
    const address = 'https://elitegaragespa.com/resena';
    const svg = qrSvg(address, 'Código QR');
    expect(await decode(svg, 400)).toBe(address);
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // Four light modules on each side of a version 1 to 40 code (21 to 177 modules).
    expect((side - 8 - 17) % 4).toBe(0);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('fill="#000"');
  });
});
