// Every control works from the moment it is painted, before any script file
// arrives: each script response is held back while a visitor taps the
// menus, the gallery tabs and an image pair, and each must answer within a
// second. Then the scripts arrive in the middle of the visit: what the visitor
// opened stays open and keeps working. (The contact form: contact.spec.ts.)
import type { Page } from '@playwright/test';
import { gallery } from '../../src/generated/content.ts';
import { expect, expectExpanded, holdRequests, isPhone, test } from './fixtures.ts';

const answer = { timeout: 1000 };
const firstPair = gallery.find((item) => item.type === 'image' && item.category === 'bikes');
const firstCarPair = gallery.find((item) => item.type === 'image' && item.category === 'cars');

/** Holds every .js response back until `release()`; counts the scripts that got through. */
const holdScripts = (page: Page) => holdRequests(page, /\.js(\?.*)?$/);

/** Opens the page without waiting for its scripts (they delay the load event). */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

const noScriptHasRun = (page: Page) =>
  page.evaluate(
    () => document.documentElement.dataset.started === undefined && !document.querySelector('[data-hydrated]'),
  );

test.describe('with every script file held back', () => {
  test('the phone menu opens, its lists expand and it closes', { tag: '@phone' }, async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/');
    const hamburger = page.getByRole('button', { name: 'Menú' });
    await hamburger.click();
    const menu = page.locator('#menu-principal');
    await expect(menu).toBeVisible(answer);
    await expectExpanded(page, 'Menú', true, answer.timeout);
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await expect(menu.getByRole('link', { name: 'Limpieza de cascos de motos' })).toBeVisible(answer);
    await hamburger.click();
    await expect(menu).toBeHidden(answer);
    expect(await noScriptHasRun(page)).toBe(true);
    expect(scripts.delivered()).toBe(0);
  });

  for (const name of ['Servicios', 'Cursos']) {
    test(`the ${name} dropdown opens on a click and closes with Escape`, { tag: '@desktop' }, async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/');
      const button = page.getByRole('button', { name, exact: true });
      await button.click();
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(menu).toBeVisible(answer);
      await expect(menu.getByRole('link').first()).toBeVisible(answer);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden(answer);
      expect(await noScriptHasRun(page)).toBe(true);
      expect(scripts.delivered()).toBe(0);
    });
  }

  test('both gallery tabs switch their panels', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/#galeria');
    const tabs = page.getByRole('tablist', { name: 'Trabajos por tipo de vehículo' });
    await tabs.getByRole('tab', { name: 'Autos' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Autos' })).toBeVisible(answer);
    await expect(page.getByRole('tabpanel', { name: 'Motos' })).toBeHidden(answer);
    await tabs.getByRole('tab', { name: 'Motos' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Motos' })).toBeVisible(answer);
    await expect(tabs.getByRole('tab', { name: 'Motos' })).toHaveAttribute('aria-selected', 'true', answer);
    expect(await noScriptHasRun(page)).toBe(true);
    expect(scripts.delivered()).toBe(0);
  });

  test('an image pair opens the viewer with its photos, and a tap closes it', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/#galeria');
    const opener = page.getByRole('button', {
      name: `Ver el antes y el después en pantalla completa: ${firstPair?.title}`,
    });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: firstPair?.title });
    await expect(viewer).toBeVisible(answer);
    await expect(viewer.getByRole('img', { name: `Después: ${firstPair?.title}` })).toBeVisible(answer);
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(viewer).toBeHidden(answer);
    await expect(opener).toBeFocused(answer);
    expect(await noScriptHasRun(page)).toBe(true);
    expect(scripts.delivered()).toBe(0);
  });
});

test.describe('when the scripts arrive mid-visit', () => {
  test('a menu opened before them stays open and keeps working', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/');
    const name = isPhone(page) ? 'Menú' : 'Servicios';
    const button = page.getByRole('button', { name, exact: true });
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.click();
    await expect(menu).toBeVisible(answer);
    scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-started', 'true');
    await expect(menu).toBeVisible();
    await expectExpanded(page, name, true);
    // Still the same menu: it closes from its button and opens again.
    await button.click();
    await expect(menu).toBeHidden(answer);
    await button.click();
    await expect(menu).toBeVisible(answer);
  });

  test('the tab chosen before React stays chosen when the gallery hydrates, and the gallery keeps working', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await open(page, '/#galeria');
    const tabs = page.getByRole('tablist', { name: 'Trabajos por tipo de vehículo' });
    await tabs.getByRole('tab', { name: 'Autos' }).click();
    const autos = page.getByRole('tabpanel', { name: 'Autos' });
    await expect(autos).toBeVisible(answer);
    const figure = autos.getByRole('figure').first();
    // The tab's CSS fade-in slides the items up: measure once it has settled.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    // Where it sits in the page (not on the screen: the jump to #galeria may still be scrolling).
    const placeInPage = () =>
      figure.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return { x: left + window.scrollX, y: top + window.scrollY, width, height };
      });
    const before = await placeInPage();
    scripts.release();
    await expect(page.locator('[data-island="Gallery"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(tabs.getByRole('tab', { name: 'Autos' })).toHaveAttribute('aria-selected', 'true');
    await expect(autos).toBeVisible();
    // Nothing moved, and the photos are the server's own.
    expect(await placeInPage()).toEqual(before);
    await expect(autos.getByRole('img', { name: `Antes: ${firstCarPair?.title}` })).toBeVisible();
    // After hydration: switching shows the loading state until the photos are in, then the viewer still opens.
    await tabs.getByRole('tab', { name: 'Motos' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Motos' })).toBeVisible(answer);
    await expect(page.getByRole('tabpanel', { name: 'Motos' })).toHaveAttribute('aria-busy', 'false');
    await page
      .getByRole('button', { name: `Ver el antes y el después en pantalla completa: ${firstPair?.title}` })
      .click();
    await expect(page.getByRole('dialog', { name: firstPair?.title })).toBeVisible(answer);
  });
});
