// Byte budgets, measured against the running Worker as gzip -9. The numbers
// live in budgets.ts; BUDGETS.md records the measured figures.
import { gzipSync } from 'node:zlib';
import { budgets } from '../../budgets.ts';
import { expect, test, visit } from './fixtures.ts';

const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

test.describe('byte budgets', { tag: '@phone' }, () => {
  test('all JavaScript the home page loads, React included, stays within budget', async ({ page }, testInfo) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipped(body), 0);
    testInfo.annotations.push({ type: 'home JavaScript (gzip -9)', description: `${total} bytes` });
    expect(total).toBeLessThanOrEqual(budgets.homeJavaScript);
  });

  test('the stylesheet, the home HTML and the first screen stay within budget', async ({ request }, testInfo) => {
    const html = await (await request.get('/')).text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const heroEnd = html.indexOf('</section>', html.indexOf('<section id="inicio"')) + '</section>'.length;
    const figures = { css: gzipped(css), homeHtml: gzipped(html), firstScreen: gzipped(html.slice(0, heroEnd)) };
    testInfo.annotations.push({ type: 'sizes (gzip -9)', description: JSON.stringify(figures) });
    expect(css.length).toBeGreaterThan(0);
    expect(figures.css).toBeLessThanOrEqual(budgets.css);
    expect(figures.homeHtml).toBeLessThanOrEqual(budgets.homeHtml);
    expect(figures.firstScreen).toBeLessThanOrEqual(budgets.firstScreen);
    // Nothing render-blocking: no stylesheet link and no script in <head>.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|<link rel="stylesheet"/);
  });

  for (const [path, expected] of [
    ['/politica-privacidad', ['shell', 'runtime']],
    ['/servicios/pulido-abrillantado', ['detail', 'runtime', 'LoopingVideo']],
  ] as const) {
    test(`${path} loads only its own bundle and the shared runtime, no other island's code`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      const names = scripts.map((script) => /^\/assets\/([\w]+(?:-[\w]+)*?)-[\w-]{8}\.js$/.exec(script)?.[1]);
      expect(names.toSorted()).toEqual([...expected].sort());
    });
  }

  test('the not-found page loads no React at all', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/no-existe');
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/not-found-[\w-]+\.js$/);
  });

  test('no script is requested before the first paint, on a slow mobile connection', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
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
