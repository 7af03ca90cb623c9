// The browser draws the icons a page takes from the sprite. The static files themselves (formats, sizes, cache
// headers, the sprite's symbols) are checked in the Worker: tests/worker/static-files.test.ts.
import { expect, test } from './fixtures.ts';

test('an icon drawn from the sprite has a shape once its symbol is in', { tag: '@once' }, async ({ page }) => {
  await page.goto('/#contacto');
  const icon = page.locator('#contacto svg:has(use)').first();
  await icon.scrollIntoViewIfNeeded();
  await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')?.getBBox().width ?? 0)).toBeGreaterThan(0);
});
