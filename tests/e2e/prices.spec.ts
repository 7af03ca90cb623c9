// The price list on paper: Chromium's print of /precios, as a visitor's "Imprimir" or "Guardar como PDF" makes it, is
// one A4 page with every service and course on it, and none of the screen's header, footer or chat button.
import { courses, services } from '../../src/generated/content.ts';
import { pricesHref } from '../../src/lib/navigation.ts';
import { expect, test } from './fixtures.ts';

test('the price list prints on one A4 page, every service and course on it', { tag: '@once' }, async ({ page }) => {
  await page.goto(pricesHref);
  await page.emulateMedia({ media: 'print' });
  for (const entry of [...services, ...courses])
    await expect(page.getByRole('link', { name: entry.title })).toBeVisible();
  await expect(page.locator('#pie')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});
