// What checks cannot describe: how each type of page and each opened state looks, compared with a committed picture
// (Playwright's toHaveScreenshot) at two phones' widths (360 and 390 px) and two desktops' (1024 and 1366 px). The
// pictures are drawn from a site of their own, built from a frozen copy of the owner's files (look-site.ts), so that no
// save, photo, closure or new year changes them: its build starts with the run, and the first picture waits for it.
// They are taken with the fonts in, animations and motion off (cards shown, videos still), a fixed clock (the opening
// status) and every other site blocked; the tolerance and the folder, keyed to Chromium's major version, are in
// playwright.config.ts and look-baselines.ts. `npm run look:update` redraws them; the README says how to review a
// change of look.
import type { Page } from '@playwright/test';
import { yearIn } from '../../src/lib/dates.ts';
import { fill } from '../../src/lib/fill.ts';
import { openingStatus } from '../../src/lib/opening-hours.ts';
import { notFoundPath, pageTypePaths } from '../../src/lib/sitemap.ts';
import { expect, hydrateIsland, test, visit } from './fixtures.ts';
import { hasBaselines, refreshNotice } from './look-baselines.ts';
import { lookContent, startedLookSite } from './look-site.ts';
import { siteInBackgroundUp } from './repo-copy.ts';

/** The frozen content: the words and paths the pictures' site shows. */
const content = await lookContent();
const words = content.site.texts;
const { periods, timeZone } = content.site.openingHours;
const pageTypes = pageTypePaths(content.services, content.courses);
/** The home page and a service's, first in pageTypes: the pages drawn at every size. */
const atEverySize = pageTypes.slice(0, 2);
/** A Tuesday, 11:00 in Buenos Aires: the opening status reads the same in every run. */
const fixedNow = new Date('2026-03-10T14:00:00Z');
/**
 * The opening status at the fixed clock. No holiday is near it: the browser knows those the build wrote, from a week
 * before the day it ran on, all after the clock's day.
 */
const openLabel = openingStatus(periods, timeZone, fixedNow, words.hours).label;
const firstPair = content.gallery.find((item) => item.type === 'image');
if (!firstPair) throw new Error('the look needs a before/after pair in the gallery');
/** How long the first picture waits for the site's build, when nothing else kept the run busy meanwhile. */
const buildWait = 300_000;

/**
 * Two phones and two desktops. The menus, the home page and a service's (the detail template, which the course's shares)
 * are drawn at all four, where a line wraps or a row of cards no longer fits at the narrowest of a kind; the other
 * pages, whose header, footer and kinds of section those show at every size, and the other states at the usual phone's
 * and desktop's alone.
 */
const sizes = [
  { tag: '@phone', width: 360, height: 800, usual: false },
  { tag: '@phone', width: 390, height: 844, usual: true },
  { tag: '@desktop', width: 1024, height: 768, usual: false },
  { tag: '@desktop', width: 1366, height: 900, usual: true },
] as const;

const lookSite = startedLookSite();
test.use({ baseURL: lookSite?.origin });

test.beforeAll(async () => {
  const { updateSnapshots } = test.info().config;
  // A run that redraws the pictures (--update-snapshots) makes the folder; any other needs it.
  const redrawing = updateSnapshots !== 'none' && updateSnapshots !== 'default';
  test.skip(!redrawing && !hasBaselines(), refreshNotice);
  if (!lookSite) throw new Error('the look’s site was not started (tests/e2e/global-setup.ts)');
  test.setTimeout(buildWait + 30_000);
  await siteInBackgroundUp(lookSite, buildWait);
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
  // back to the top. On a holiday the server writes one of its own first, which the browser's replaces.
  const status = page.locator('[data-open-status]');
  if ((await status.count()) > 0) {
    await status.scrollIntoViewIfNeeded();
    await expect(status.locator('[data-open-label]')).toHaveText(openLabel);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  }
}

/**
 * What the Worker writes from the day it serves the page, not from the test's fixed clock, made the clock's so that a
 * baseline still matches next year: the footer's year, and the special days coming that the contact section lists (the
 * holidays; their own tests: src/enquiry/special-days.worker.test.ts and the engines' journeys), left out. The frozen
 * content has no closure for a page to announce.
 */
async function fixServerDay(page: Page): Promise<void> {
  await page.evaluate(
    (year) => {
      for (const element of document.querySelectorAll('[data-testid="dias-especiales"]')) element.remove();
      for (const line of document.querySelectorAll('footer p'))
        if (line.textContent?.startsWith('© ')) line.textContent = line.textContent.replace(/^© \d{4}/, `© ${year}`);
    },
    yearIn(timeZone, fixedNow),
  );
}

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

    for (const path of size.usual ? pageTypes : atEverySize) {
      test(`${path}, the whole page`, async ({ page }) => {
        // A long page, drawn whole: three times the usual time on a busy machine.
        test.slow();
        await open(page, path);
        await steady(page);
        await fixServerDay(page);
        await expect(page).toHaveScreenshot(`${pageName(path)}${suffix}`, { fullPage: true, timeout: 45_000 });
      });
    }

    if (!size.usual) return;

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
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`gallery-viewer${suffix}`);
    });

    test('the contact form with the turn fields open', async ({ page }) => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      await page.locator('form').getByText(words.turn.disclosure, { exact: true }).click(); // the reviews' link may say the same
      await expect(page.getByLabel(words.turn.vehicle, { exact: true })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // The form alone: the fixed header and chat button would stand over it wherever the page happens to be scrolled.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('header, [data-testid="boton-whatsapp-flotante"]'))
          element.style.visibility = 'hidden';
      });
      await expect(page.locator('#contacto form')).toHaveScreenshot(`form-turn-open${suffix}`);
    });

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
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`consulta-422${suffix}`, { fullPage: true });
    });

    test("the owner's /admin/ on a build that does not know its repository", async ({ page }) => {
      await page.goto('/admin/');
      // The site's build names no repository (look-site.ts): /admin/ says where to name one.
      await expect(page.getByRole('heading', { name: 'Falta indicar dónde guarda el editor' })).toBeVisible();
      await steady(page);
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`admin-setup${suffix}`, { fullPage: true });
    });

    test('the toast after the form has opened the chat', async ({ page }) => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      await page.getByLabel(words.form.name, { exact: true }).fill('Lucía Fernández');
      await page.getByLabel(words.form.phone, { exact: true }).fill('11 5555-1234');
      // The toast goes after a few seconds: the page's clock stops before sending, so it stays.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const chat = page.waitForEvent('popup');
      await page.getByRole('button', { name: words.form.submit, exact: true }).click();
      await (await chat).close();
      await expect(page.getByText(words.form.sentTitle)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`form-sent-toast${suffix}`);
    });
  });
}

for (const size of sizes.filter((each) => each.tag === '@phone')) {
  test.describe(`the phone menu at ${size.width} px`, { tag: size.tag }, () => {
    test.use({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });

    test('open, with the Servicios list open', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: words.menu.button, exact: true }).click();
      const menu = page.locator('#menu-principal');
      await menu.getByRole('button', { name: words.menu.services, exact: true }).click();
      await expect(menu.locator('#menu-servicios')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`menu-open-${size.width}.png`);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('open as the link’s target', async ({ page }) => {
        await page.goto('/');
        await page.locator('header a[href="#menu-principal"]').click();
        await expect(page.locator('#menu-principal')).toBeVisible();
        await fixServerDay(page);
        await expect(page).toHaveScreenshot(`menu-open-no-js-${size.width}.png`);
      });
    });
  });
}

for (const size of sizes.filter((each) => each.tag === '@desktop')) {
  test.describe(`the desktop menu at ${size.width} px`, { tag: size.tag }, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Servicios open', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: words.menu.services, exact: true }).click();
      await expect(page.locator('#menu-servicios')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await fixServerDay(page);
      await expect(page).toHaveScreenshot(`menu-servicios-${size.width}.png`);
    });
  });
}
