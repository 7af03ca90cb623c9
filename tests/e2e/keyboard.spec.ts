// A keyboard-only visitor: Tab reaches every link, button, tab and field in
// reading order, each shows where focus is and stays clear of the fixed header
// and the floating chat button, and the menus and the viewer open and close
// from the keyboard with focus going back where it was.
import type { Page } from '@playwright/test';
import { courses, gallery, services } from '../../src/generated/content.ts';
import { expect, expectExpanded, test, visit } from './fixtures.ts';

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

/** Waits for the scroll that focusing may start to come to rest. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Presses Tab until focus leaves the page, describing every element it stops at. */
async function tabThrough(page: Page): Promise<{ stops: Stop[]; reached: string[] }> {
  const stops: Stop[] = [];
  const reached: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press('Tab');
    await scrollSettled(page);
    const stop = await page.evaluate(() => {
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

test.describe('keyboard only', () => {
  // Instant scrolling and no fade-ins: every stop is checked where it comes to rest.
  test.use({ reducedMotion: 'reduce' });

  for (const path of pages) {
    test(`${path}: Tab reaches every control in order, each visibly focused and in clear view`, async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, path);
      const expected = await tabbableNow(page);
      const { stops, reached } = await tabThrough(page);
      // tabbableNow() must run first: it leaves the labelling function on the page.

      expect(stops[0]?.name).toBe('Saltar al contenido');
      expect(reached.toSorted()).toEqual(expected.toSorted());
      expect(reached.length).toBeGreaterThan(10);
      expect(stops.filter((stop) => !stop.inOrder).map((stop) => stop.name)).toEqual([]);
      expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.name)).toEqual([]);
      expect(stops.filter((stop) => !stop.clear).map((stop) => stop.name)).toEqual([]);
    });
  }

  test('the dropdowns open, are walked and close from the keyboard', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, '/');
    for (const [name, count] of [
      ['Servicios', services.length + 1],
      ['Cursos', courses.length + 1],
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
  });

  test('the mobile menu opens, is walked and closes from the keyboard', { tag: '@phone' }, async ({ page }) => {
    await visit(page, '/');
    const hamburger = page.getByRole('button', { name: /menú/i });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#menu-principal');
    await expect(menu).toBeVisible();
    // Open the services list from the keyboard and walk into it.
    const list = menu.getByRole('button', { name: 'Servicios' });
    while (!(await list.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expectExpanded(page, 'Servicios', true);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Todos los servicios' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('the gallery tabs and the viewer work from the keyboard', async ({ page }) => {
    await visit(page, '/');
    const tabs = page.getByRole('tablist', { name: 'Trabajos por tipo de vehículo' });
    const motos = tabs.getByRole('tab', { name: 'Motos' });
    await motos.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Autos' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Autos' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(motos).toHaveAttribute('aria-selected', 'true');

    const pair = gallery.find((item) => item.category === 'bikes' && item.type === 'image');
    const opener = page.getByRole('button', { name: `Ver el antes y el después en pantalla completa: ${pair?.title}` });
    // Tab from the selected tab into its panel until the first photo pair's button.
    while (!(await opener.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: pair?.title });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    // The page behind is inert: Tab never lands there (it may pass through the browser's own controls).
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      const behind = await viewer.evaluate(
        (dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement),
      );
      expect(behind).toBe(false);
    }
    await viewer.getByRole('button', { name: 'Cerrar' }).focus();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // Enter on the close button closes it too.
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
