// The owner's review card page on a phone, in each engine: the whole sheet fits the screen, the WhatsApp link carries
// the message after a job filled with the short address, and "Copiar" copies it and says so. Expected words come from
// the content.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { site } from '../../src/generated/site.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { fill } from '../../src/lib/fill.ts';
import { reviewCardPath } from '../../src/lib/review-request.ts';
import { copiedWords } from '../../src/admin/review-card-page.ts';
import { openVisitor, sizes, waitFor, type Engine, type Visitor } from './visitor.ts';

const origin = `http://localhost:${process.env.ENGINES_PORT ?? 8786}`;
const phone = sizes.find((size) => size.name === 'phone') ?? { name: 'phone', width: 390, height: 844 };
/** The narrowest phone the owner's pages are laid out for. */
const narrowPhone = { name: 'narrow phone', width: 360, height: 740 };

export function reviewCardJourney(engine: Engine): void {
  describe(`${engine}, the owner's review card page on a phone`, () => {
    let visitor: Visitor;
    beforeAll(async () => {
      visitor = await openVisitor({ engine, size: phone, javaScript: true, origin });
    });
    afterAll(async () => visitor?.close());

    test('review card: the share link carries the message, "Copiar" copies it and says so', async () => {
      await visitor.goto(reviewCardPath);
      const message = fill(site.reviewRequest.message, { dirección: `${site.origin}/resena` });
      const share = await visitor.read<string>('return document.querySelector(\'a[href^="https://wa.me/"]\').href');
      expect(readChatText(share)).toBe(message);
      // The buttons are big enough for a thumb, and nothing scrolls sideways, down to a 360-pixel-wide phone.
      const heights = await visitor.read<number[]>(
        'return ["#imprimir", "#copiar", \'a[href^="https://wa.me/"]\'].map((selector) => document.querySelector(selector).getBoundingClientRect().height)',
      );
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
      // (The page's width is the window's less a scrollbar where the engine draws one beside the page.)
      for (const size of [phone, narrowPhone]) {
        await visitor.resize(size);
        const [scrolled, shown] = await visitor.read<[number, number]>(
          'return [document.documentElement.scrollWidth, document.documentElement.clientWidth]',
        );
        expect(shown, size.name).toBeLessThanOrEqual(size.width);
        expect(scrolled, size.name).toBe(shown);
      }
      await visitor.resize(phone);
      await visitor.click('#copiar');
      await waitFor(
        async () => (await visitor.read<string>('return document.getElementById("copiado").textContent')) !== '',
        'the copy to be reported',
      );
      expect(await visitor.read<string>('return document.getElementById("copiado").textContent')).toBe(
        copiedWords.done,
      );
      expect(visitor.problems()).toEqual([]);
    });
  });
}
