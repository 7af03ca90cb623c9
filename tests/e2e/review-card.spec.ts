// The review card on paper and through a camera: Chromium's print of /admin/tarjeta-resena is one A4 page of four A6
// cards, the QR code on the screen, photographed, reads back as the short address to the reviews, and axe finds nothing.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { reviewCardPath } from '../../src/lib/review-request.ts';
import { siteConfig } from '../../src/site.config.ts';
import { axeChecker, expect, test } from './fixtures.ts';

/** Millimetres in CSS pixels (96 to the inch). */
const mm = (length: number) => (length * 96) / 25.4;

/** The text of the QR code in a picture, as a phone's camera reads it. */
async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

test(
  'the review card shows a QR code that reads as the short address, and prints as one A4 page of four A6 cards',
  { tag: '@once' },
  async ({ page, consoleErrors }) => {
    await page.goto(reviewCardPath);
    const code = page
      .locator('.card')
      .first()
      .getByRole('img', { name: /^Código QR/ });
    await expect(code).toBeInViewport({ ratio: 1 });
    expect(await decode(await code.screenshot())).toBe(`${siteConfig.origin}/resena`);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    expect((await axeChecker(page).analyze()).violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    const cards = page.locator('.card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box?.width).toBeCloseTo(mm(105), 0);
      expect(box?.height).toBeCloseTo(mm(148.5), 0);
    }
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  },
);
