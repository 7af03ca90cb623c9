// Zero axe violations (WCAG 2.2 AA) on every page and in every state a visitor can reach.
import type { Page } from '@playwright/test';
import { services } from '../../src/generated/content.ts';
import { turnRequestLink } from '../../src/enquiry/turn-rules.ts';
import { fill } from '../../src/lib/fill.ts';
import { notFoundPath } from '../../src/lib/sitemap.ts';
import { siteConfig } from '../../src/site.config.ts';
import {
  axeChecker,
  enquiryForm,
  expect,
  expectExpanded,
  hydrateIsland,
  isPhone,
  openMobileMenu,
  pointAt,
  test,
  visit,
} from './fixtures.ts';
import { allowTimeFor, inGroups, missingEntryPaths, otherPages, sample } from './page-sample.ts';

const menuWords = siteConfig.texts.menu;
/** The missing service's page at both sizes; the missing course's, on the same template, once. */
const [missingService = '', ...otherMissing] = missingEntryPaths;

/**
 * Runs axe on the page, or on the part `within` names: an opened state is checked where it changed the page (a menu, a
 * tab's panel, the viewer, the toast), the rest having been checked as the page loaded.
 */
async function expectNoViolations(page: Page, state: string, within?: string): Promise<void> {
  const builder = axeChecker(page);
  if (within) {
    await expect(page.locator(within).first(), `${state}: what is checked`).toBeVisible();
    builder.include(within);
  }
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, state).toEqual([]);
}

/** Opens a page as a visitor gets it: a not-found page has no enhanced parts to wait for. */
const open = (page: Page, path: string) => (path.includes('no-existe') ? page.goto(path) : visit(page, path));

/** Runs axe on each page in turn (or on the part `within` names), in the same browser page. */
async function expectNoViolationsOn(page: Page, paths: readonly string[], within?: string): Promise<void> {
  allowTimeFor(paths.length);
  for (const path of paths) {
    await test.step(path, async () => {
      await open(page, path);
      await expectNoViolations(page, path, within);
    });
  }
}

test.describe('accessibility', () => {
  // Cards fading in are half transparent; axe checks the final colours, as a visitor reads them.
  test.use({ reducedMotion: 'reduce' });

  // One visit of the home page goes through every state a visitor can bring it to but the turn fields: the whole page
  // at load, then each opened state where it changed the page.
  test('the home page has no violations at load, with its menus open, in the gallery and with the toast shown', async ({
    page,
  }) => {
    allowTimeFor(4);
    await visit(page, '/');
    // The gallery as served shows its first tab.
    await expectNoViolations(page, `/, ${siteConfig.texts.gallery.bikes} tab`);
    if (isPhone(page)) {
      await test.step('the mobile menu, open with both lists expanded', async () => {
        await openMobileMenu(page);
        const menu = page.locator('#menu-principal');
        await menu.getByRole('button', { name: menuWords.services }).click();
        await menu.getByRole('button', { name: menuWords.courses }).click();
        await expectNoViolations(page, 'mobile menu open', 'header');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });
    } else {
      for (const dropdown of [menuWords.services, menuWords.courses]) {
        await test.step(`the ${dropdown} dropdown, open`, async () => {
          await page.getByRole('button', { name: dropdown }).click();
          await expectExpanded(page, dropdown, true);
          await expectNoViolations(page, `${dropdown} dropdown open`, 'header');
          await page.keyboard.press('Escape');
          await expectExpanded(page, dropdown, false);
        });
      }
    }

    await test.step('the other gallery tab, and the viewer open', async () => {
      const words = siteConfig.texts.gallery;
      await page.getByRole('tab', { name: words.cars }).click();
      const cars = page.getByRole('tabpanel', { name: words.cars });
      await expect(cars).toHaveAttribute('aria-busy', 'false');
      await expectNoViolations(page, `${words.cars} tab`, '#galeria');
      // Every pair's button: the words around the pair's title.
      await cars
        .getByRole('button', { name: fill(words.openPair, { trabajo: '' }).trim() })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'viewer open', 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('the confirmation toast shown', async () => {
      await hydrateIsland(page, 'ContactForm');
      const form = enquiryForm(page);
      const sent = page.getByText(siteConfig.texts.form.sentTitle);
      await form.name.fill('Ana');
      await form.phone.fill('11 5555-5555');
      const popup = page.waitForEvent('popup');
      await form.submit.click();
      await (await popup).close();
      // Held under the pointer, the toast stays however long the check takes on a busy machine.
      await pointAt(page, sent);
      await expectNoViolations(page, 'toast shown', '[data-toast-region]');
      await expect(sent).toBeVisible();
    });
  });

  // The header and the footer are the home page's, checked there at both sizes; these pages' own content, once.
  test('a service page and a course page have no violations', { tag: '@once' }, async ({ page }) => {
    await expectNoViolationsOn(page, [sample.service, sample.course]);
  });

  test('a legal page and the not-found pages have no violations', { tag: '@once' }, async ({ page }) => {
    await expectNoViolationsOn(page, [sample.legal, notFoundPath, missingService]);
  });

  // The rest share those pages' templates, header and footer: their own content once, a few to a test.
  for (const paths of inGroups([...otherPages, ...otherMissing], 5)) {
    test(`${paths.join(', ')}: no violations in the main content`, { tag: '@once' }, async ({ page }) => {
      await expectNoViolationsOn(page, paths, 'main');
    });
  }

  test(
    'the turn fields, opened from a service page with a refused day, have no violations',
    { tag: '@once' },
    async ({ page }) => {
      const words = siteConfig.texts.turn;
      await visit(page, turnRequestLink(services[0]?.id ?? ''));
      // A day long past: refused whatever today is.
      await page.getByLabel(words.day, { exact: true }).fill('2020-01-06');
      await expect(page.getByRole('alert')).not.toHaveText('');
      await expectNoViolations(page, 'turn fields open, day refused');
    },
  );
});
