// The home page and the service and course pages inline only what their first
// screen needs (client/first-screen.css, client/first-screen-detail.css) and load
// the whole stylesheet once their top photo is painted (client/inline/rest.ts).
// With that file held back, the header, its menus and the top of the page are
// painted and styled exactly as they will be, and nothing after them is shown
// unstyled.
import type { Page } from '@playwright/test';
import { courses, services } from '../../src/generated/content.ts';
import { courseHref, serviceHref } from '../../src/lib/navigation.ts';
import { expect, holdRequests, isPhone, test } from './fixtures.ts';

/** Each kind of first screen: its page, its top part, and the first part after the linked stylesheet. */
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
      // Nothing after the first screen is on screen unstyled: it waits for the file.
      await expect(page.locator(next)).toBeAttached();
      await expect(page.locator(next)).toBeHidden();
      await expect(page.locator('footer')).toBeHidden();
      // The floating chat button is part of every first screen.
      await expect(page.getByTestId('boton-whatsapp-flotante')).toBeVisible();
      // The brand font swapped in later would change the width of words (the fallback only matches its heights).
      await page.evaluate(() => document.fonts.ready);
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
      ? page.getByRole('button', { name: 'Menú' })
      : page.getByRole('button', { name: 'Servicios', exact: true });
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible({ timeout: 1000 });
    await expect(menu.getByRole('link').first()).toBeVisible();
    stylesheet.release();
  });

  test('legal pages inline the whole stylesheet, the same file the other pages link, and link none', async ({
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

test.describe('what follows the first screen', () => {
  for (const { path, photo } of [
    { path: '/', photo: /\/media\/hero-/ },
    { path: serviceHref(services[0]?.id ?? ''), photo: /\/media\/services\// },
    { path: courseHref(courses[0]?.id ?? ''), photo: /\/media\/courses\// },
  ]) {
    test(`${path}: before its top photo is painted, only the font, the photo and the icons are requested`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
      // The page's bundle has run.
      await page.waitForFunction(() => document.documentElement.dataset.started === 'true');
      const { painted, before, after } = await page.evaluate(async () => {
        // The photo's paint, as the browser reports it (Element Timing).
        const photo = document.querySelector('img[elementtiming]');
        const entries = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'element', buffered: true }),
        );
        const entry = entries.find(
          (candidate) => (candidate as PerformanceEntry & { element: Element | null }).element === photo,
        );
        const paintedAt = entry?.startTime ?? 0;
        const resources = performance.getEntriesByType('resource');
        const pathOf = (resource: PerformanceEntry) => new URL(resource.name).pathname;
        return {
          painted: entry !== undefined,
          before: resources.filter((resource) => resource.startTime < paintedAt).map(pathOf),
          after: resources.filter((resource) => resource.startTime >= paintedAt).map(pathOf),
        };
      });
      expect(painted).toBe(true);
      for (const file of before)
        expect(file).toMatch(/^\/assets\/(plus-jakarta-sans|icons)-[\w-]+\.(woff2|svg)$|^\/media\//);
      // The whole stylesheet and the page's scripts come after (and the manifest's link, checked above).
      expect(after).toContainEqual(expect.stringMatching(/^\/assets\/styles-[\w-]+\.css$/));
      expect(after).toContainEqual(expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/));
      expect(before.some((file) => photo.test(file))).toBe(true);
      // The favicon is drawn from the page: none is ever fetched.
      expect(requested.filter((file) => file.includes('favicon'))).toEqual([]);
    });
  }

  test('a visitor who scrolls or taps before the top photo arrives does not wait for it', async ({ page }) => {
    const photo = await holdRequests(page, /\/media\/hero-/);
    const stylesheet: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/styles-/.test(request.url())) stylesheet.push(request.url());
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await photo.requested;
    // The photo is still on its way: nothing else starts.
    await page.waitForTimeout(500);
    expect(stylesheet).toEqual([]);
    await expect(page.locator('#nosotros')).toBeHidden();
    // Nothing below the first screen is shown yet, so the page cannot scroll: the wheel or the touch is what counts.
    if (isPhone(page)) await page.getByRole('heading', { level: 1 }).tap();
    else await page.mouse.wheel(0, 400);
    await expect(page.locator('#nosotros')).toBeVisible();
    expect(stylesheet).toHaveLength(1);
    photo.release();
  });

  test('if the stylesheet fails, the page is shown and works all the same', async ({ page }) => {
    await page.route(/\/assets\/styles-/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#contacto')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // The scripts still start: the contact form gets its enhancement.
    await expect(page.locator('form[data-enhance="contact-form"]')).toHaveAttribute('data-hydrated', 'true');
  });
});
