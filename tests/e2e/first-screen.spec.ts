// The home page and the service and course pages inline only what their first
// screen needs (client/first-screen.css, client/first-screen-detail.css) and link
// the whole stylesheet right after it. With that file held back, the header, its
// menus and the top of the page are painted and styled exactly as they will be,
// and the parser holds what follows, so nothing is shown unstyled. That the legal pages inline the whole stylesheet
// instead is checked in the Worker (tests/worker/loading.test.ts).
import type { Page } from '@playwright/test';
import { courses, services } from '../../src/generated/content.ts';
import { courseHref, serviceHref } from '../../src/lib/navigation.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, holdRequests, hydrateIsland, isPhone, test } from './fixtures.ts';

/** Each kind of first screen: its page, its top part, and the first part after the stylesheet's link. */
const firstScreens = [
  { path: '/', top: '#inicio', next: '#nosotros' },
  ...services.slice(0, 1).map((service) => ({
    path: serviceHref(service.id),
    top: '#contenido > div:first-child',
    next: '[aria-labelledby="proceso-titulo"]',
  })),
  ...courses.slice(0, 1).map((course) => ({
    path: courseHref(course.id),
    top: '#contenido > div:first-child',
    next: '[aria-labelledby="programa-titulo"]',
  })),
];

/** Holds the linked stylesheet back until `release()`. */
const holdStylesheet = (page: Page) => holdRequests(page, /\/assets\/styles-[\w-]+\.css$/);

/** What the eye sees of every element of the header and the top of the page: its box and the styles that draw it. */
const firstScreenLook = (page: Page, top: string) =>
  page.evaluate((top) => {
    // A loading placeholder's pulse would be caught at another opacity each time: what is compared is the styles.
    for (const animation of document.getAnimations()) animation.cancel();
    return [...document.querySelectorAll(`header, header *, ${top}, ${top} *`)].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        element.tagName,
        element.id,
        [box.x, box.y, box.width, box.height].map(Math.round).join(' '),
        ...[
          'display',
          'position',
          'color',
          'background-color',
          'background-image',
          'font-family',
          'font-size',
          'font-weight',
          'border-color',
          'border-radius',
          'opacity',
          'mask-image',
        ].map((property) => style.getPropertyValue(property)),
      ].join('|');
    });
  }, top);

test.describe('the first screen', () => {
  for (const { path, top, next } of firstScreens) {
    test(`${path}: is painted and styled before the stylesheet file arrives, and does not change when it does`, async ({
      page,
    }) => {
      const stylesheet = await holdStylesheet(page);
      // Scripts stay away all along: what they change (a video's pause button appears) is not the stylesheet's doing.
      await holdRequests(page, /\.js$/);
      await page.goto(path, { waitUntil: 'commit' });
      await stylesheet.requested;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The browser has painted text already.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
        .toBe(1);
      // Nothing after the first screen is on screen unstyled: the parser waits for the file.
      await expect(page.locator(next)).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      // The brand font swapped in later would change the width of words (the fallback only matches its heights).
      await page.evaluate(() => document.fonts.ready);
      // So would the icons' sprite file, which arrives on its own, whenever the network brings it: an icon drawn on
      // screen has no size until its symbol is in.
      await page.waitForFunction(
        (top) =>
          [...document.querySelectorAll(`header use, ${top} use`)].every(
            (use) =>
              (use.closest('svg')?.getBoundingClientRect().width ?? 0) === 0 || use.getBoundingClientRect().width > 0,
          ),
        top,
      );
      const before = await firstScreenLook(page, top);
      expect(before.length).toBeGreaterThan(20);

      stylesheet.release();
      await expect(page.locator(next)).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      // Not the load event, which the held scripts put off: the font and the top's photos are what it would wait for.
      await page.evaluate(async (top) => {
        await document.fonts.ready;
        await Promise.all(
          [...document.querySelectorAll(`${top} img`)].map((image) =>
            (image as HTMLImageElement).decode().catch(() => undefined),
          ),
        );
      }, top);
      expect(await firstScreenLook(page, top)).toEqual(before);
    });
  }

  test('its controls work while the stylesheet file is held back', async ({ page }) => {
    const stylesheet = await holdStylesheet(page);
    await page.goto('/', { waitUntil: 'commit' });
    await stylesheet.requested;
    const button = isPhone(page)
      ? page.getByRole('button', { name: siteConfig.texts.menu.button })
      : page.getByRole('button', { name: siteConfig.texts.menu.services, exact: true });
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible({ timeout: 1000 });
    await expect(menu.getByRole('link').first()).toBeVisible();
    stylesheet.release();
  });
});

// When the bundles start (after the first paint) is measured with their budget: tests/e2e/budgets.spec.ts.
test.describe('what follows the first screen', () => {
  test('if the stylesheet fails, the page is shown and works all the same', { tag: '@once' }, async ({ page }) => {
    await page.route(/\/assets\/styles-/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#contacto')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // The scripts still start: the contact form's island hydrates.
    await hydrateIsland(page, 'ContactForm');
  });
});
