// What checks cannot describe: how each type of page and each opened state looks, compared with a committed picture
// (Playwright's toHaveScreenshot) at a phone's 390 px and a desktop's 1366 px. Pictures are taken with the fonts in,
// animations and motion off (cards shown, videos still), a fixed clock (the opening status) and every other site
// blocked; the tolerance and the folder, keyed to Chromium's major version, are in playwright.config.ts and
// look-baselines.ts. `npm run look:update` redraws them; the README says how to review a change of look.
import type { Page } from '@playwright/test';
import { gallery } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import { enquiryForm, expect, hydrateIsland, test, turnDisclosure, visit } from './fixtures.ts';
import { baselinesMatchContent, contentNotice, hasBaselines, refreshNotice } from './look-baselines.ts';
import { pageTypes } from './page-sample.ts';

const words = siteConfig.texts;
/** A Tuesday, 11:00 in Buenos Aires: the opening status reads the same in every run. */
const fixedNow = new Date('2026-03-10T14:00:00Z');
const firstPair = gallery.find((item) => item.type === 'image');
if (!firstPair) throw new Error('the look needs a before/after pair in the gallery');

const sizes = [
  { tag: '@phone', width: 390, height: 844 },
  { tag: '@desktop', width: 1366, height: 900 },
] as const;

test.beforeEach(() => {
  const { updateSnapshots } = test.info().config;
  // A run that redraws the pictures (--update-snapshots) makes the folder; any other needs it. No fixture here: a
  // skipped test starts no browser.
  const redrawing = updateSnapshots !== 'none' && updateSnapshots !== 'default';
  test.skip(!redrawing && !hasBaselines(), refreshNotice);
  test.skip(!redrawing && !baselinesMatchContent(), contentNotice);
});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The clock starts there and runs (a test may stop it).
  await page.clock.install({ time: fixedNow });
  // No other site: whatever the fixtures do not answer locally is refused (the map stays the drawn picture).
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
});

/** The page as a visitor sees it once it is all in: every photo loaded, every card shown, the fonts in. */
async function steady(page: Page): Promise<void> {
  // Every photo asked for now (a fast scroll can outrun lazy loading), then scrolled through once, as a visitor
  // would, so that the observers run (the opening status, the form's island); then back to the top.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-reveal-pending]')).toHaveCount(0);
  // The opening status is written once the contact section nears the screen, after the time zone's data wakes: the
  // page is brought there as a visitor reading it would be (the scroll above can pass it between two frames), then
  // back to the top.
  const status = page.locator('[data-open-status]');
  if ((await status.count()) > 0) {
    await status.scrollIntoViewIfNeeded();
    await expect(status.locator('[data-open-label]')).not.toHaveText('');
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  }
}

/**
 * What the Worker writes from the day it serves the page, not from the test's fixed clock, left out of the picture so
 * that a baseline still matches next week: the special days the contact section lists and a closure's notice (their
 * own tests: src/enquiry/special-days.worker.test.ts, tests/e2e/owner.spec.ts, and the layout checks).
 */
async function hideServerDays(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-testid="dias-especiales"], [data-testid="aviso-cierre"]'))
      element.remove();
  });
}

const notFoundPath = pageTypes.at(-1);

/** Opens a page and waits for its bundle; the not-found page's sets no flag, and its load event is enough. */
async function open(page: Page, path: string): Promise<void> {
  if (path === notFoundPath) await page.goto(path);
  else await visit(page, path);
}

/** The name of a page type's picture: "home", "servicio", "curso", "legal", "404". */
const pageName = (path: string) =>
  path === '/' ? 'home' : (['servicio', 'curso', 'legal', '404'][pageTypes.indexOf(path) - 1] ?? path);

for (const size of sizes) {
  const suffix = `-${size.width}.png`;
  test.describe(`the look at ${size.width} px`, { tag: size.tag }, () => {
    test.use({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });

    for (const path of pageTypes) {
      test(`${path}, the whole page`, async ({ page }) => {
        // A long page, drawn whole: three times the usual time on a busy machine.
        test.slow();
        await open(page, path);
        await steady(page);
        await hideServerDays(page);
        await expect(page).toHaveScreenshot(`${pageName(path)}${suffix}`, { fullPage: true, timeout: 45_000 });
      });
    }

    test('the form sent without its script and without a name or phone (422)', async ({ page }) => {
      await visit(page, '/');
      // What a browser that skips the required fields' checks sends: only a message.
      await page.evaluate(() => {
        const sent = '<form method="post" action="/consulta"><input name="message" value="Hola"></form>';
        document.body.insertAdjacentHTML('beforeend', sent);
        document.body.querySelector<HTMLFormElement>(':scope > form:last-child')?.submit();
      });
      await page.waitForURL('**/consulta');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await steady(page);
      await hideServerDays(page);
      await expect(page).toHaveScreenshot(`consulta-422${suffix}`, { fullPage: true });
    });

    test("the owner's /admin/ on a build that does not know its repository", async ({ page }) => {
      await page.goto('/admin/');
      const setup = page.getByRole('heading', { name: 'Falta indicar dónde guarda el editor' });
      test.skip(
        !(await setup.isVisible()),
        'this build knows its GitHub repository (EDITOR_GITHUB_REPO, or a GitHub origin): /admin/ is the editor',
      );
      await steady(page);
      await hideServerDays(page);
      await expect(page).toHaveScreenshot(`admin-setup${suffix}`, { fullPage: true });
    });

    test('the gallery viewer open on the first before/after pair', async ({ page }) => {
      await visit(page, '/');
      await page
        .getByRole('button', { name: fill(words.gallery.openPair, { trabajo: firstPair.title }), exact: true })
        .click();
      const viewer = page.getByRole('dialog', { name: firstPair.title, exact: true });
      await expect(viewer).toBeVisible();
      await expect
        .poll(() => viewer.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((i) => i.complete)))
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await hideServerDays(page);
      await expect(page).toHaveScreenshot(`gallery-viewer${suffix}`);
    });

    test('the contact form with the turn fields open', async ({ page }) => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      await turnDisclosure(page).click();
      await expect(page.getByLabel(words.turn.vehicle, { exact: true })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await hideServerDays(page);
      await expect(page.locator('#contacto form')).toHaveScreenshot(`form-turn-open${suffix}`);
    });

    test('the toast after the form has opened the chat', async ({ page }) => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      const form = enquiryForm(page);
      await form.name.fill('Lucía Fernández');
      await form.phone.fill('11 5555-1234');
      // The toast goes after a few seconds: the page's clock stops before sending, so it stays.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const chat = page.waitForEvent('popup');
      await form.submit.click();
      await (await chat).close();
      await expect(page.getByText(words.form.sentTitle)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await hideServerDays(page);
      await expect(page).toHaveScreenshot(`form-sent-toast${suffix}`);
    });
  });
}

test.describe('the phone menu', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test('open, with the Servicios list open', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: words.menu.button, exact: true }).click();
    const menu = page.locator('#menu-principal');
    await menu.getByRole('button', { name: words.menu.services, exact: true }).click();
    await expect(menu.locator('#menu-servicios')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await hideServerDays(page);
    await expect(page).toHaveScreenshot('menu-open-390.png');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('open as the link’s target', async ({ page }) => {
      await page.goto('/');
      await page.locator('header a[href="#menu-principal"]').click();
      await expect(page.locator('#menu-principal')).toBeVisible();
      await hideServerDays(page);
      await expect(page).toHaveScreenshot('menu-open-no-js-390.png');
    });
  });
});

test.describe('the desktop menu', { tag: '@desktop' }, () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Servicios open', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: words.menu.services, exact: true }).click();
    await expect(page.locator('#menu-servicios')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await hideServerDays(page);
    await expect(page).toHaveScreenshot('menu-servicios-1366.png');
  });
});
