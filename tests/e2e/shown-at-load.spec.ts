// Every word of every page is on screen, and in the accessibility tree, when
// the browser says the page has loaded: with JavaScript on or off, on a fast
// desktop and on a phone with a slow connection and CPU. A crawler, a reader
// mode or an assistive tool that reads the page at `load` gets all of it.
import type { Page } from '@playwright/test';
import { emulateSlow4G, expect, test } from './fixtures.ts';
import { allowTimeFor, homeThenOtherTypes, pageTypesButHome } from './page-sample.ts';

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

/** Turns the browser's cache off, so that each page the test visits arrives as on a first visit. */
async function withoutCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Visits each page in turn, uncached, and compares its text and headings at the load event with what it shows later. */
async function expectAllShownAtLoad(page: Page, paths: readonly string[]): Promise<void> {
  allowTimeFor(paths.length);
  await recordTextAtLoad(page);
  await withoutCache(page);
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path, { waitUntil: 'load' });
      const headingsAtLoad = await headings(page);
      const atLoad = (await page.evaluate('window.textAtLoad')) as string[];
      await settled(page);
      const later = await page.evaluate(shownText);
      expect(later[0]?.length, path).toBeGreaterThan(30);
      expect(atLoad, path).toEqual(later);
      expect(headingsAtLoad, path).toEqual(await headings(page));
    });
  }
}

// The home page brings in its gallery when it nears the screen, which depends on the screen's size: both sizes. On the
// other pages nothing in <main> or the footer comes in, or is hidden or shown, by size (their responsive classes only
// switch between flex and grid): once.
test.describe('at the load event', () => {
  for (const { paths, tag } of homeThenOtherTypes) {
    test(`${paths.join(', ')}: shows all its text`, { tag }, async ({ page }) => {
      await expectAllShownAtLoad(page, paths);
    });
  }

  // The phone on a slow connection and CPU: the visitor it stands for.
  for (const paths of [['/'], pageTypesButHome]) {
    test(`${paths.join(', ')}: shows all its text, on slow 4G with a slow CPU`, { tag: '@phone' }, async ({ page }) => {
      await emulateSlow4G(page, 4);
      await expectAllShownAtLoad(page, paths);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { paths, tag } of homeThenOtherTypes) {
    test(`${paths.join(', ')}: shows all its text at the load event`, { tag }, async ({ page }) => {
      allowTimeFor(paths.length);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path, { waitUntil: 'load' });
          const atLoad = await page.evaluate(shownText);
          const headingsAtLoad = await headings(page);
          expect(atLoad[0]?.length, path).toBeGreaterThan(30);
          // Nothing can change it later, so what counts is that no heading of the markup is left out (a closed
          // dialog's heading is shown when the dialog is opened).
          const markupHeadings = await page
            .locator('h1, h2, h3, h4, h5, h6')
            .evaluateAll((found) => found.filter((heading) => !heading.closest('dialog:not([open])')).length);
          expect(headingsAtLoad, path).toHaveLength(markupHeadings);
        });
      }
    });
  }
});
