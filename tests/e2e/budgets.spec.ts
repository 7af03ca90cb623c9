// Byte budgets, measured against the running Worker as gzip -9. The numbers
// live in budgets.ts; BUDGETS.md records the measured figures.
import type { Page } from '@playwright/test';
import { budgets } from '../../budgets.ts';
import { courses, services } from '../../src/generated/content.ts';
import { sitePaths } from '../../src/lib/sitemap.ts';
import { emulateSlow4G, expect, hydrateIsland, test, visit } from './fixtures.ts';
import { firstScreenOf, gzipped } from './page-figures.ts';

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

// Before the visitor touches or scrolls anything, on a phone and on a desktop screen.
test.describe('JavaScript before interaction', () => {
  for (const path of [...sitePaths(services, courses), '/no-existe']) {
    test(`${path} requests at most ${budgets.javaScriptBeforeInteraction / 1000} KB of JavaScript, and no React`, async ({
      page,
    }, testInfo) => {
      const scripts = watchScripts(page);
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
    });
  }
});

test.describe('byte budgets', { tag: '@phone' }, () => {
  test('all JavaScript the home page loads, React included, stays within budget', async ({ page }, testInfo) => {
    const scripts = watchScripts(page);
    await visit(page, '/');
    await hydrateIsland(page, 'Gallery');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await scriptsSettled(page);
    const sizes = await scripts();
    testInfo.annotations.push({ type: 'home JavaScript (gzip -9)', description: `${total(sizes)} bytes` });
    expect([...sizes.keys()].map(bundleName)).toContain('runtime');
    expect(total(sizes)).toBeLessThanOrEqual(budgets.homeJavaScript);
  });

  test('the stylesheet, the home HTML and the first screen stay within budget', async ({ request }, testInfo) => {
    const html = await (await request.get('/')).text();
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = await (await request.get(stylesheet)).text();
    const heroEnd = html.indexOf('</section>', html.indexOf('<section id="inicio"')) + '</section>'.length;
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
    // Nothing render-blocking: no stylesheet link and no script in <head>; the stylesheet is linked after the hero.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|<link rel="stylesheet"/);
    expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(heroEnd - 1);
  });

  for (const path of [`/servicios/${services[0]?.id}`, `/cursos/${courses[0]?.id}`]) {
    test(`${path}: its first screen arrives in one round trip, the whole stylesheet after it`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const firstScreen = firstScreenOf(html);
      expect(firstScreen).toContain('</h1>');
      expect(firstScreen).not.toContain('aria-labelledby="proceso-titulo"');
      expect(gzipped(firstScreen)).toBeLessThanOrEqual(budgets.firstScreen);
    });
  }

  for (const [path, expected] of [
    ['/politica-privacidad', ['shell', 'page']],
    ['/servicios/pulido-abrillantado', ['detail', 'page', 'looping-video']],
  ] as const) {
    test(`${path} loads only its own bundle and what it imports, no React, even when scrolled through`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await scriptsSettled(page);
      expect(scripts.map(bundleName).toSorted()).toEqual([...expected].sort());
    });
  }

  test('the not-found page loads no React at all', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/no-existe');
    await scriptsSettled(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/not-found-[\w-]+\.js$/);
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
