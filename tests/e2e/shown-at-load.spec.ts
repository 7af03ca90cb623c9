// Every word of every page is on screen, and in the accessibility tree, when
// the browser says the page has loaded: with JavaScript on or off, on a fast
// desktop and on a phone with a slow connection and CPU. A crawler, a reader
// mode or an assistive tool that reads the page at `load` gets all of it.
import type { Page } from '@playwright/test';
import { courses, services } from '../../src/generated/content.ts';
import { pageTypePaths } from '../../src/lib/sitemap.ts';
import { emulateSlow4G, expect, test } from './fixtures.ts';

/** One page of each type the site renders. */
const pageTypes = pageTypePaths(services, courses);

/** The rendered text (what is displayed, as innerText reads it) of the page's main parts. */
const shownText = () =>
  ['main', 'footer'].map((selector) => (document.querySelector(selector) as HTMLElement | null)?.innerText ?? '');

/** Records the rendered text at the very moment the load event fires, before any script's own load handler. */
async function recordTextAtLoad(page: Page): Promise<void> {
  await page.addInitScript(`addEventListener('load', () => { window.textAtLoad = (${shownText.toString()})(); });`);
}

/** The page's headings as the accessibility tree names them (hidden ones are not in it). */
const headings = (page: Page) => page.getByRole('heading').allInnerTexts();

/**
 * Waits until the page's scripts have run and its fonts are in: the page as a visitor sees it later. The not-found
 * page's bundle only logs the address, so its script having arrived is the sign.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
    return (
      document.documentElement.dataset.started === 'true' ||
      (script !== null && performance.getEntriesByName(script.src).length > 0)
    );
  });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
}

for (const path of pageTypes) {
  test.describe(`${path} at the load event`, () => {
    for (const slow of [false, true]) {
      // The slow case runs on the phone only: that is the visitor it stands for.
      test(`shows all its text${slow ? ', on slow 4G with a slow CPU @phone' : ''}`, async ({ page }) => {
        await recordTextAtLoad(page);
        if (slow) await emulateSlow4G(page, 4);
        await page.goto(path, { waitUntil: 'load' });
        const headingsAtLoad = await headings(page);
        const atLoad = (await page.evaluate('window.textAtLoad')) as string[];
        await settled(page);
        const later = await page.evaluate(shownText);
        expect(later[0]?.length).toBeGreaterThan(30);
        expect(atLoad).toEqual(later);
        expect(headingsAtLoad).toEqual(await headings(page));
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of pageTypes) {
    test(`${path}: shows all its text at the load event`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      const atLoad = await page.evaluate(shownText);
      const headingsAtLoad = await headings(page);
      expect(atLoad[0]?.length).toBeGreaterThan(30);
      // Nothing can change it later, so what counts is that no heading of the markup is left out (a closed dialog's
      // heading is shown when the dialog is opened).
      const markupHeadings = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((found) => found.filter((heading) => !heading.closest('dialog:not([open])')).length);
      expect(headingsAtLoad).toHaveLength(markupHeadings);
    });
  }
});
