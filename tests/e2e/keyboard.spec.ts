// A keyboard-only visitor: Tab reaches every link, button, tab and field in
// reading order, each shows where focus is and stays clear of the fixed header
// and the floating chat button, Shift+Tab back up with smooth scrolling leaves
// none under the header, the skip link moves focus to the content, and the
// menus and the viewer open and close from the keyboard with focus going back
// where it was.
import type { Page } from '@playwright/test';
import { courses, gallery, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, expectExpanded, headerBottom, isPhone, test, visit } from './fixtures.ts';

interface Stop {
  name: string;
  /** This element comes after the previous stop in the document. */
  inOrder: boolean;
  /** An outline or a ring is drawn around it. */
  indicator: boolean;
  /** Nothing covers its middle, its top is not under the fixed header, and no part of it is under the chat button. */
  clear: boolean;
}

/**
 * Every control a visitor can Tab to right now (shown, enabled, not taken out
 * of the tab order), each named by its position in the document and its start tag.
 */
const tabbableNow = (page: Page) =>
  page.evaluate(() => {
    // The map's frame is left out: what it holds is Google's document (here answered by an empty page).
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !element.closest('[inert], details:not([open]) > :not(summary)'));
    const all = [...document.querySelectorAll('*')];
    const label = (element: Element) => `${all.indexOf(element)} ${element.outerHTML.slice(0, 100)}`;
    (window as unknown as { controlLabel: typeof label }).controlLabel = label;
    return controls.map(label);
  });

/** Presses Tab until focus leaves the page, describing every element it stops at. */
async function tabThrough(page: Page): Promise<{ stops: Stop[]; reached: string[] }> {
  const stops: Stop[] = [];
  const reached: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // First the scroll that focusing may start comes to rest: three frames in a row at the same place.
      await new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const state = window as unknown as { previousStop?: Element };
      const previous = state.previousStop;
      state.previousStop = element;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect();
      const chatButton = document.querySelector('[data-testid="boton-whatsapp-flotante"]');
      const chat = chatButton?.getBoundingClientRect();
      const underChatButton =
        chat !== undefined &&
        element !== chatButton &&
        rect.right > chat.left &&
        rect.left < chat.right &&
        rect.bottom > chat.top &&
        rect.top < chat.bottom;
      const middle = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      // The header, and what is drawn above everything (the skip link, the chat button), cannot be under the header.
      const inFixedChrome = element.closest('header, .fixed') !== null || style.position === 'fixed';
      return {
        html: (window as unknown as { controlLabel: (element: Element) => string }).controlLabel(element),
        stop: {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60),
          inOrder: !previous || (previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          indicator:
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none',
          clear:
            (middle === element || element.contains(middle)) &&
            (inFixedChrome || !header || rect.top >= header.bottom - 1) &&
            (inFixedChrome || !underChatButton),
        },
      };
    });
    if (!stop) break;
    if (reached.includes(stop.html)) break;
    reached.push(stop.html);
    stops.push(stop.stop);
  }
  return { stops, reached };
}

const videoService = services.find((service) => service.video);
const pages = [
  '/',
  `/servicios/${videoService?.id}`,
  ...courses.map((course) => `/cursos/${course.id}`),
  '/politica-privacidad',
];
const words = siteConfig.texts;

/** Tabs through the page shown now and expects every control reached in order, visibly focused and in clear view. */
async function expectEveryControlReached(page: Page): Promise<void> {
  const expected = await tabbableNow(page);
  // tabbableNow() must run first: it leaves the labelling function on the page.
  const { stops, reached } = await tabThrough(page);
  expect(stops[0]?.name).toBe(words.shared.skipToContent);
  expect(reached.toSorted()).toEqual(expected.toSorted());
  expect(reached.length).toBeGreaterThan(10);
  expect(stops.filter((stop) => !stop.inOrder).map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.name)).toEqual([]);
  expect(stops.filter((stop) => !stop.clear).map((stop) => stop.name)).toEqual([]);
}

/** The desktop's dropdowns: each opens with Enter, its links are walked with Tab, Escape closes it with focus back. */
async function walkDropdowns(page: Page): Promise<void> {
  for (const [name, count] of [
    [words.menu.services, services.length + 1],
    [words.menu.courses, courses.length + 1],
  ] as const) {
    const button = page.getByRole('button', { name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(page, name, true);
    const links = page.locator(`#${await button.getAttribute('aria-controls')} a`);
    await expect(links).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expectExpanded(page, name, false);
    await expect(button).toBeFocused();
  }
}

/** The phone's menu: Enter opens it, Tab reaches its services list, Enter opens that, Escape closes all, focus back. */
async function walkPhoneMenu(page: Page): Promise<void> {
  const hamburger = page.getByRole('button', { name: words.menu.button, exact: true });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#menu-principal');
  await expect(menu).toBeVisible();
  const list = menu.getByRole('button', { name: words.menu.services, exact: true });
  while (!(await list.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expectExpanded(page, words.menu.services, true);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: words.menu.allServices, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
}

/** The gallery: arrows move between its tabs, Enter opens a photo pair's viewer, which holds focus until it closes. */
async function walkGallery(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: words.gallery.tabsLabel });
  const bikes = tabs.getByRole('tab', { name: words.gallery.bikes, exact: true });
  const cars = tabs.getByRole('tab', { name: words.gallery.cars, exact: true });
  await bikes.focus();
  await page.keyboard.press('ArrowRight');
  await expect(cars).toBeFocused();
  await expect(cars).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(bikes).toHaveAttribute('aria-selected', 'true');

  const pair = gallery.find((item) => item.category === 'bikes' && item.type === 'image');
  if (!pair) throw new Error('no photo pair of a bike');
  const opener = page.getByRole('button', { name: fill(words.gallery.openPair, { trabajo: pair.title }) });
  // Tab from the selected tab into its panel until the first photo pair's button.
  while (!(await opener.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: pair.title });
  const close = viewer.getByRole('button', { name: words.gallery.close, exact: true });
  await expect(viewer).toBeVisible();
  await expect(close).toBeFocused();
  // The page behind is inert: Tab never lands there (it may pass through the browser's own controls).
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab');
    const behind = await viewer.evaluate(
      (dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement),
    );
    expect(behind).toBe(false);
  }
  await close.focus();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  // Enter on the close button closes it too.
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
}

/** In the page: whether the page stayed where it was over three frames. */
const scrollAtRest = () =>
  new Promise<boolean>((resolve) => {
    const before = window.scrollY;
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    void frame()
      .then(frame)
      .then(frame)
      .then(() => resolve(window.scrollY === before));
  });

/**
 * Shift+Tab from the bottom of the page until focus leaves it at the top, with smooth scrolling: no focused control may
 * settle under the fixed header. Then Tab brings focus back in on the skip link, and Enter on it moves focus to the
 * main content.
 */
async function walkBackThenSkip(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  /** The focused control: whether it is the header's own (or floats over it, like the focused skip link), and its top. */
  const focusedControl = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        overHeader: element.closest('header, .fixed') !== null || getComputedStyle(element).position === 'fixed',
        shown: box.height > 0,
        top: box.y,
        height: box.height,
        text: element.innerText,
      };
    });
  let left = false;
  for (let step = 0; step < 400 && !left; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const control = await focusedControl();
    // Past the first control: focus has left the page.
    left = control === null;
    if (!control || control.overHeader || !control.shown) continue;
    // Focus scrolls smoothly: wait for the scroll to come to rest with the control on screen (on a busy machine the
    // glide may start a few frames late; the next Shift+Tab during it would start from a moving page), then its
    // control must sit below the header.
    const onScreen = async () => {
      const box = await focusedControl();
      return box !== null && box.top < (page.viewportSize()?.height ?? 0) && box.top + box.height > 0;
    };
    await expect
      .poll(async () => (await page.evaluate(scrollAtRest)) && (await onScreen()), { message: control.text })
      .toBe(true);
    const header = await headerBottom(page);
    expect((await focusedControl())?.top ?? 0, control.text).toBeGreaterThanOrEqual(header);
  }
  expect(left, 'Shift+Tab left the page past its first control').toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: words.shared.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

test.describe('keyboard only', () => {
  // Instant scrolling and no fade-ins: every stop is checked where it comes to rest.
  test.use({ reducedMotion: 'reduce' });

  test('/: Tab reaches every control in order, visibly focused and in clear view; the menus and the gallery work from the keyboard', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await visit(page, '/');
    await test.step('Tab reaches every control', () => expectEveryControlReached(page));
    await test.step(isPhone(page) ? 'the phone menu' : 'the dropdowns', () =>
      isPhone(page) ? walkPhoneMenu(page) : walkDropdowns(page),
    );
    await test.step('the gallery tabs and viewer', () => walkGallery(page));
  });

  for (const path of pages.slice(1, -1)) {
    test(`${path}: Tab reaches every control in order, each visibly focused and in clear view`, async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, path);
      await expectEveryControlReached(page);
    });
  }

  test(`${pages.at(-1)}: Tab reaches every control in order, visibly focused and in clear view; back up with smooth scrolling, none under the header; the skip link moves focus to the content`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await visit(page, pages.at(-1) ?? '');
    await test.step('Tab reaches every control', () => expectEveryControlReached(page));
    await test.step('Shift+Tab back up with smooth scrolling, then the skip link', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
      await walkBackThenSkip(page);
    });
  });
});
