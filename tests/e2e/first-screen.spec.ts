// The home page inlines only what its first screen needs (client/first-screen.css)
// and links the whole stylesheet right after the hero. With that file held
// back, the header, its menus and the hero are painted and styled exactly as
// they will be, and nothing after the hero is shown unstyled.
import type { Page } from '@playwright/test';
import { expect, holdRequests, isPhone, test } from './fixtures.ts';

/** Holds the linked stylesheet back until `release()`. */
const holdStylesheet = (page: Page) => holdRequests(page, /\/assets\/styles-[\w-]+\.css$/);

/** What the eye sees of every element of the header and the hero: its box and the styles that draw it. */
const firstScreenLook = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, header *, #inicio, #inicio *')].map((element) => {
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
    }),
  );

test.describe('the first screen', () => {
  test('is painted and styled before the stylesheet file arrives, and does not change when it does', async ({
    page,
  }) => {
    const stylesheet = await holdStylesheet(page);
    await page.goto('/', { waitUntil: 'commit' });
    await stylesheet.requested;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser has painted text already.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // Nothing after the hero is on screen unstyled: the page stops there until the file is in.
    expect(await page.locator('#nosotros').count()).toBe(0);
    const before = await firstScreenLook(page);
    expect(before.length).toBeGreaterThan(20);

    stylesheet.release();
    await expect(page.locator('#nosotros')).toBeAttached();
    await page.waitForLoadState('load');
    expect(await firstScreenLook(page)).toEqual(before);
  });

  test('its controls work while the stylesheet file is held back', async ({ page }) => {
    const stylesheet = await holdStylesheet(page);
    await page.goto('/', { waitUntil: 'commit' });
    await stylesheet.requested;
    const button = isPhone(page)
      ? page.getByRole('button', { name: 'Menú' })
      : page.getByRole('button', { name: 'Servicios', exact: true });
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible({ timeout: 1000 });
    await expect(menu.getByRole('link').first()).toBeVisible();
    stylesheet.release();
  });

  test('other pages inline the whole stylesheet, the same file the home page links, and link none', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1] ?? '';
    const whole = await request.get(href);
    expect(whole.headers()['cache-control']).toContain('immutable');
    const html = await (await request.get('/politica-privacidad')).text();
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]).toBe((await whole.text()).trim());
  });
});
