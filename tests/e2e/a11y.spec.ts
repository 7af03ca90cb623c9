// Zero axe violations (WCAG 2.2 AA) on every page and in every state a visitor can reach.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { courses, services } from '../../src/generated/content.ts';
import { bookingLink } from '../../src/lib/booking.ts';
import { sitePaths } from '../../src/lib/sitemap.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, expectExpanded, openMobileMenu, pointAt, test, visit } from './fixtures.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, state).toEqual([]);
}

const pages = [...sitePaths(services, courses), '/no-existe', '/servicios/no-existe', '/cursos/no-existe'];

test.describe('accessibility', () => {
  // Cards fading in are half transparent; axe checks the final colours, as a visitor reads them.
  test.use({ reducedMotion: 'reduce' });

  for (const path of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await (path.includes('no-existe') ? page.goto(path) : visit(page, path));
      await expectNoViolations(page, path);
    });
  }

  test('the mobile menu, open with both lists expanded, has no violations', { tag: '@phone' }, async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    const menu = page.locator('#menu-principal');
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await menu.getByRole('button', { name: 'Cursos' }).click();
    await expectNoViolations(page, 'mobile menu open');
  });

  for (const dropdown of ['Servicios', 'Cursos']) {
    test(`the ${dropdown} dropdown, open, has no violations`, { tag: '@desktop' }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: dropdown }).click();
      await expectExpanded(page, dropdown, true);
      await expectNoViolations(page, `${dropdown} dropdown open`);
    });
  }

  test('both gallery tabs and the open viewer have no violations', async ({ page }) => {
    await visit(page, '/#galeria');
    await expectNoViolations(page, 'Motos tab');
    await page.getByRole('tab', { name: 'Autos' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Autos' })).toHaveAttribute('aria-busy', 'false');
    await expectNoViolations(page, 'Autos tab');
    await page
      .getByRole('tabpanel', { name: 'Autos' })
      .getByRole('button', { name: /antes y el después/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'viewer open');
  });

  test('the page with the confirmation toast shown has no violations', async ({ page }) => {
    await visit(page, '/#contacto');
    await page.getByLabel('Nombre Completo *').fill('Ana');
    await page.getByLabel('Teléfono *').fill('11 5555-5555');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
    await (await popup).close();
    // Held under the pointer, the toast stays however long the check takes on a busy machine.
    await pointAt(page, page.getByText('¡Consulta enviada!'));
    await expectNoViolations(page, 'toast shown');
    await expect(page.getByText('¡Consulta enviada!')).toBeVisible();
  });

  test('the turn fields, opened from a service page with a refused day, have no violations', async ({ page }) => {
    const words = siteConfig.texts.booking;
    await visit(page, bookingLink(services[0]?.id ?? ''));
    // A day long past: refused whatever today is.
    await page.getByLabel(words.day, { exact: true }).fill('2020-01-06');
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expectNoViolations(page, 'turn fields open, day refused');
  });
});
