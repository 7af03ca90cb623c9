// Every control works from the moment it is painted, before any script file
// arrives: each script response is held back while a visitor taps the
// menus, the gallery tabs and an image pair, and each must answer within a
// second. Then the scripts arrive in the middle of the visit: what the visitor
// opened stays open and keeps working. (The contact form: contact.spec.ts.)
import type { Page } from '@playwright/test';
import { gallery, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { sectionHref, serviceHref } from '../../src/lib/navigation.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, expectExpanded, holdRequests, isPhone, test } from './fixtures.ts';

const answer = { timeout: 1000 };
const words = siteConfig.texts;
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

/** The gallery's tab list, a tab and its panel, by the names the content gives them. */
const galleryTabs = (page: Page) => page.getByRole('tablist', { name: words.gallery.tabsLabel });
const tab = (page: Page, name: string) => galleryTabs(page).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const pairOpener = (page: Page, title = '') =>
  page.getByRole('button', { name: fill(words.gallery.openPair, { trabajo: title }) });

test('before any script file the menus, the gallery tabs and a photo pair answer; when the scripts arrive, what was opened stays and keeps working', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await open(page, '/#galeria');

  await test.step(
    isPhone(page)
      ? 'held: the phone menu opens, its list expands, it closes'
      : 'held: each dropdown opens on a click and closes with Escape',
    async () => {
      if (isPhone(page)) {
        const hamburger = page.getByRole('button', { name: words.menu.button, exact: true });
        await hamburger.click();
        const menu = page.locator('#menu-principal');
        await expect(menu).toBeVisible(answer);
        // The menu answered within the second; reading the accessibility tree takes the test tool several round trips
        // to the browser (seconds on a busy machine), so the announcement gets the usual time.
        await expectExpanded(page, words.menu.button, true);
        await menu.getByRole('button', { name: words.menu.services, exact: true }).click();
        await expect(menu.getByRole('link', { name: services.at(-1)?.title, exact: true })).toBeVisible(answer);
        await hamburger.click();
        await expect(menu).toBeHidden(answer);
      } else {
        for (const name of [words.menu.services, words.menu.courses]) {
          const button = page.getByRole('button', { name, exact: true });
          await button.click();
          const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
          await expect(menu).toBeVisible(answer);
          await expect(menu.getByRole('link').first()).toBeVisible(answer);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden(answer);
        }
      }
    },
  );

  await test.step('held: both gallery tabs switch their panels', async () => {
    await tab(page, words.gallery.cars).click();
    await expect(panel(page, words.gallery.cars)).toBeVisible(answer);
    await expect(panel(page, words.gallery.bikes)).toBeHidden(answer);
    await tab(page, words.gallery.bikes).click();
    await expect(panel(page, words.gallery.bikes)).toBeVisible(answer);
    await expect(tab(page, words.gallery.bikes)).toHaveAttribute('aria-selected', 'true', answer);
  });

  await test.step('held: an image pair opens the viewer with its photos, and a tap closes it', async () => {
    const opener = pairOpener(page, firstPair?.title);
    await opener.click();
    const viewer = page.getByRole('dialog', { name: firstPair?.title });
    await expect(viewer).toBeVisible(answer);
    await expect(viewer.getByRole('img', { name: `${words.gallery.after}: ${firstPair?.title}` })).toBeVisible(answer);
    await viewer.getByRole('button', { name: words.gallery.close, exact: true }).click();
    await expect(viewer).toBeHidden(answer);
    await expect(opener).toBeFocused(answer);
    expect(await noScriptHasRun(page)).toBe(true);
    expect(scripts.delivered()).toBe(0);
  });

  const autos = panel(page, words.gallery.cars);
  const figure = autos.getByRole('figure').first();
  // Where it sits in the page (not on the screen: the jump to #galeria may still be scrolling).
  const placeInPage = () =>
    figure.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left + window.scrollX, y: top + window.scrollY, width, height };
    });
  const name = isPhone(page) ? words.menu.button : words.menu.services;
  const button = page.getByRole('button', { name, exact: true });
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);

  const before = await test.step('still held: a gallery tab chosen, then the menu opened', async () => {
    await tab(page, words.gallery.cars).click();
    await expect(autos).toBeVisible(answer);
    // The tab's CSS fade-in slides the items up: measure once it has settled.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const place = await placeInPage();
    await button.click();
    await expect(menu).toBeVisible(answer);
    return place;
  });

  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-started', 'true');

  await test.step('arrived: the menu stays open, and still closes from its button and opens again', async () => {
    await expect(menu).toBeVisible();
    await expectExpanded(page, name, true);
    await button.click();
    await expect(menu).toBeHidden(answer);
    await button.click();
    await expect(menu).toBeVisible(answer);
    await button.click();
    await expect(menu).toBeHidden(answer);
  });

  await test.step('arrived: the gallery keeps the tab chosen and nothing moves, and it keeps working', async () => {
    await expect(tab(page, words.gallery.cars)).toHaveAttribute('aria-selected', 'true');
    await expect(autos).toBeVisible();
    // Nothing moved, and the photos are the server's own.
    expect(await placeInPage()).toEqual(before);
    await expect(autos.getByRole('img', { name: `${words.gallery.before}: ${firstCarPair?.title}` })).toBeVisible();
    // After them: switching shows the loading state until the photos are in, then the viewer still opens.
    await tab(page, words.gallery.bikes).click();
    await expect(panel(page, words.gallery.bikes)).toBeVisible(answer);
    await expect(panel(page, words.gallery.bikes)).toHaveAttribute('aria-busy', 'false');
    await pairOpener(page, firstPair?.title).click();
    await expect(page.getByRole('dialog', { name: firstPair?.title })).toBeVisible(answer);
  });
});

test('"Contacto" from a service page: the contact section is under the header before any script file, and stays when they arrive', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const service = services[0];
  if (!service) throw new Error('the content has no service');
  await open(page, serviceHref(service.id));
  if (isPhone(page)) await page.getByRole('button', { name: words.menu.button, exact: true }).click();
  const menu = page.locator(isPhone(page) ? '#menu-principal' : 'header');
  const clicked = Date.now();
  await menu.getByRole('link', { name: words.menu.contact, exact: true }).click();
  await page.waitForURL(sectionHref('contacto'), { waitUntil: 'domcontentloaded' });
  /** How far the section's top is from its place under the fixed header (the page's scroll padding), once painted. */
  const offset = () =>
    page.evaluate(async () => {
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      const top = document.getElementById('contacto')?.getBoundingClientRect().top ?? NaN;
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? NaN;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return { offset: top - padding, clear: top >= header };
    });

  // The browser keeps the section in place while the page's late layout (the whole stylesheet, fonts, photos)
  // settles; the check waits for that state, with every script still held.
  await expect.poll(async () => Math.abs((await offset()).offset)).toBeLessThanOrEqual(3);
  const held = await offset();
  test.info().annotations.push({ type: 'in place after', description: `${Date.now() - clicked} ms` });
  expect(held.clear, 'the header does not cover the section').toBe(true);
  expect(await noScriptHasRun(page)).toBe(true);
  expect(scripts.delivered()).toBe(0);

  // Then the scripts arrive: nothing jumps back to the top, and no second scroll moves the section.
  await page.evaluate(() => {
    const scrolls: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = scrolls;
    addEventListener('scroll', () => scrolls.push(scrollY), { passive: true });
  });
  scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-started', 'true');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(Math.abs((await offset()).offset)).toBeLessThanOrEqual(3);
  const { scrolls, final } = await page.evaluate(() => ({
    scrolls: (window as unknown as { scrolls: number[] }).scrolls,
    final: scrollY,
  }));
  expect(scrolls.filter((y) => Math.abs(y - final) > 3)).toEqual([]);
});
