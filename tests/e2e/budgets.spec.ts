// Byte budgets, measured against the running Worker as gzip -9. The numbers
// live in budgets.ts; BUDGETS.md records the measured figures.
import type { Page } from '@playwright/test';
import { budgets } from '../../budgets.ts';
import { notFoundPath } from '../../src/lib/sitemap.ts';
import { emulateSlow4G, expect, hydrateIsland, test } from './fixtures.ts';
import { firstScreenOf, gzipped } from './page-figures.ts';
import { sample } from './page-sample.ts';

/** Every script the page requests from now on, by file name, with its size (gzip -9). */
function watchScripts(page: Page): () => Promise<Map<string, number>> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
  });
  return async () =>
    new Map(await Promise.all([...bodies].map(async ([name, body]) => [name, gzipped(await body)] as const)));
}

/**
 * Waits until no further script has arrived for a second. Not 'networkidle':
 * a looping video on screen can keep a media request open indefinitely.
 */
async function scriptsSettled(page: Page): Promise<void> {
  const arrived = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await arrived();
        const settled = now === before;
        before = now;
        return settled;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
/** The bundle's name: /assets/runtime-AbCd1234.js → runtime. */
const bundleName = (path: string) => /^\/assets\/([\w]+(?:-[\w]+)*?)-[\w-]{8}\.js$/.exec(path)?.[1];

/** The bundles a page other than the home page loads, by name, however far the visitor scrolls: no React. */
const ownBundles: Record<string, string[]> = {
  [sample.service]: ['detail', 'looping-video', 'page'],
  [sample.legal]: ['page', 'shell'],
  [notFoundPath]: ['not-found'],
};

// Before the visitor touches or scrolls anything: one page of each type, since every page of a type starts the same
// bundles, and a course the same as a service (tests/worker/loading.test.ts). Only the home page loads a part when it
// nears the screen (the gallery): on a phone and on a desktop screen; the others once.
test.describe('JavaScript before interaction', () => {
  for (const path of ['/', sample.service, sample.legal, notFoundPath]) {
    const tag = path === '/' ? [] : ['@once'];
    test(
      `${path} requests at most ${budgets.javaScriptBeforeInteraction / 1000} KB of JavaScript, and no React, all after the first paint`,
      { tag },
      async ({ page }, testInfo) => {
        const scripts = watchScripts(page);
        const requested: string[] = [];
        const scriptsRequested: string[] = [];
        page.on('request', (request) => {
          const file = new URL(request.url()).pathname;
          requested.push(file);
          if (request.resourceType() === 'script') scriptsRequested.push(bundleName(file) ?? file);
        });
        // The bundle starts after the first paint: wait for it, then for the network to go quiet.
        const firstScript = page.waitForResponse((response) => response.request().resourceType() === 'script');
        await page.goto(path);
        await firstScript;
        await scriptsSettled(page);
        const sizes = await scripts();
        testInfo.annotations.push({
          type: 'JavaScript before interaction (gzip -9)',
          description: `${total(sizes)} bytes: ${[...sizes].map(([name, size]) => `${bundleName(name)} ${size}`).join(', ')}`,
        });
        expect(sizes.size).toBeGreaterThan(0);
        expect([...sizes.keys()].map(bundleName)).not.toContain('runtime');
        expect(total(sizes)).toBeLessThanOrEqual(budgets.javaScriptBeforeInteraction);

        await test.step('every script starts after the first paint, and no favicon is fetched', async () => {
          const { firstPaint, scriptStarts } = await page.evaluate(() => ({
            firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
            scriptStarts: performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.js'))
              .map((entry) => entry.startTime),
          }));
          expect(firstPaint).toBeLessThan(Infinity);
          expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint);
          // The favicon is drawn from the page: none is ever fetched.
          expect(requested.filter((file) => file.includes('favicon'))).toEqual([]);
        });

        await test.step('scrolled through, it loads its own bundles only, or React with the contact form', async () => {
          if (path === '/') await hydrateIsland(page, 'ContactForm');
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await scriptsSettled(page);
          if (path === '/') {
            const all = await scripts();
            testInfo.annotations.push({ type: 'home JavaScript (gzip -9)', description: `${total(all)} bytes` });
            expect(scriptsRequested).toContain('runtime');
            expect(total(all)).toBeLessThanOrEqual(budgets.homeJavaScript);
          } else {
            expect(scriptsRequested.toSorted()).toEqual(ownBundles[path]);
          }
        });
      },
    );
  }
});

test.describe('byte budgets', { tag: '@phone' }, () => {
  // That nothing in <head> blocks rendering and where the stylesheet is linked: tests/worker/shell.test.ts.
  test('the stylesheet, the home HTML and each first screen stay within budget', async ({ request }, testInfo) => {
    const html = await (await request.get('/')).text();
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = await (await request.get(stylesheet)).text();
    const figures = {
      css: gzipped(css),
      firstScreenCss: gzipped(inlined),
      homeHtml: gzipped(html),
      firstScreen: gzipped(firstScreenOf(html)),
    };
    testInfo.annotations.push({ type: 'sizes (gzip -9)', description: JSON.stringify(figures) });
    expect(inlined.length).toBeGreaterThan(0);
    expect(figures.css).toBeLessThanOrEqual(budgets.css);
    expect(figures.firstScreenCss).toBeLessThan(figures.css);
    expect(figures.homeHtml).toBeLessThanOrEqual(budgets.homeHtml);
    expect(figures.firstScreen).toBeLessThanOrEqual(budgets.firstScreen);

    // A service's or a course's first screen arrives in one round trip, the whole stylesheet after it.
    for (const path of [sample.service, sample.course]) {
      const firstScreen = firstScreenOf(await (await request.get(path)).text());
      expect(firstScreen, path).toContain('</h1>');
      expect(firstScreen, path).not.toContain('aria-labelledby="proceso-titulo"');
      expect(gzipped(firstScreen), path).toBeLessThanOrEqual(budgets.firstScreen);
    }
  });

  test('no script is requested before the first paint, on a slow mobile connection', async ({ page }) => {
    await emulateSlow4G(page);
    await page.goto('/');
    // The bundle starts after the first paint, which may come after the load event: wait for its first script.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
    );
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeLessThan(Infinity);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
  });
});
