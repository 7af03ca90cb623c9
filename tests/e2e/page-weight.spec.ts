// How much the home page gives the browser to parse, style and lay out: its
// HTML (gzip -9, as the Worker sends it compressed) and its elements, both as
// served and once the islands have hydrated. Budgets in budgets.ts, figures
// in BUDGETS.md, what elements cost in docs/architecture.md (Blocking time).
import { budgets } from '../../budgets.ts';
import { expect, test, visit } from './fixtures.ts';
import { elementCount, gzipped } from './page-figures.ts';

test.describe('page weight', { tag: '@phone' }, () => {
  test('the home page stays within its HTML and element budgets', async ({ page, request }, testInfo) => {
    const html = await (await request.get('/')).text();
    await visit(page, '/');
    const served = await elementCount(page, html);
    const live = await page.evaluate(() => document.getElementsByTagName('*').length);
    const figures = { htmlGzip: gzipped(html), htmlRaw: html.length, served, live };
    testInfo.annotations.push({ type: 'home page weight', description: JSON.stringify(figures) });
    // A sanity floor: the count is of the real page, not of an error page or an empty parse.
    expect(served).toBeGreaterThan(200);
    expect.soft(figures.htmlGzip, 'home HTML, gzip -9 bytes').toBeLessThanOrEqual(budgets.homeHtml);
    expect.soft(served, 'elements in the served HTML').toBeLessThanOrEqual(budgets.homeElements);
    expect.soft(live, 'elements once the islands have hydrated').toBeLessThanOrEqual(budgets.homeElements);
  });
});
