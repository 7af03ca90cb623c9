// What every page shares, in a browser: the language, a clean console, the header's live scroll state, the floating
// chat button, the footer's links and the header's section links, the pages for unknown addresses. The words and links of the header, footer and chat
// button are read from the served HTML in tests/worker/shell.test.ts; the skip link and focus below the header are
// walked in keyboard.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { courses, home, legalPages, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import {
  chatNumber,
  expect,
  expectInViewBelowHeader,
  headerBottom,
  isPhone,
  openMobileMenu,
  settled,
  test,
  visit,
} from './fixtures.ts';

const words = siteConfig.texts;
const chatButton = (page: Page) => page.getByTestId('boton-whatsapp-flotante');

/** The page shown now is in Spanish, has its headline, its header's script is live, and the chat button stays in view. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatButton(page)).toBeInViewport();
  // The header island has hydrated when the scroll state is live.
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(page.locator('header')).toHaveAttribute('data-solid', 'true');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(chatButton(page)).toBeInViewport();
}

/** The header's list of section links at this size: the phone's menu (opened first) or the desktop's bar. */
async function sectionLinks(page: Page): Promise<Locator> {
  await openMobileMenu(page);
  return isPhone(page)
    ? page.locator('#menu-principal')
    : page.getByRole('navigation', { name: words.menu.label }).first();
}

test('every page: in Spanish, no console errors, the header live, the chat button in view, the footer and the section links between them', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const footer = page.locator('footer');
  const header = page.locator('header');
  await visit(page, '/');

  await test.step('the header: transparent over the hero, solid once the page has scrolled past 20px, fixed at the top', async () => {
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  await test.step('the home page, whose chat button opens the chat with the workshop in a new tab', async () => {
    await expectShell(page);
    const popupPromise = page.waitForEvent('popup');
    await chatButton(page).click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
    expect(url.searchParams.get('text')).toBe(siteConfig.chat.greeting);
    await popup.close();
  });

  await test.step('a section link scrolls smoothly to its section, below the header', async () => {
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
    const nav = await sectionLinks(page);
    const scrolls: number[] = [];
    await page.exposeFunction('recordScroll', (y: number) => scrolls.push(y));
    await page.evaluate(() =>
      window.addEventListener('scroll', () =>
        (window as unknown as { recordScroll(y: number): void }).recordScroll(window.scrollY),
      ),
    );
    await nav.getByRole('link', { name: words.menu.reviews, exact: true }).click();
    await expectInViewBelowHeader(page, page.getByRole('heading', { name: home.testimonials.title }));
    // A smooth scroll passes through at least one position before the last; a jump records only the last (on a busy
    // machine a smooth scroll may get as few frames as that).
    expect(new Set(scrolls).size).toBeGreaterThan(1);
    await expect(page).toHaveURL('/#testimonios');
  });

  await test.step('for a visitor who asks for less motion, section links jump', async () => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await page.emulateMedia({ colorScheme: null, reducedMotion: null });
  });

  await test.step('the terms, from the footer', async () => {
    const terms = legalPages['terminos-condiciones'];
    await footer.getByRole('link', { name: words.footer.terms }).click();
    await expect(page).toHaveURL('/terminos-condiciones');
    await settled(page);
    await expect(page.getByText(fill(words.shared.legalUpdated, { fecha: terms.updated }))).toBeVisible();
    await expectShell(page);
  });

  await test.step('the privacy policy, from the footer', async () => {
    await footer.getByRole('link', { name: words.footer.privacy }).click();
    await expect(page).toHaveURL('/politica-privacidad');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalPages['politica-privacidad'].title);
    await expectShell(page);
  });

  await test.step('from there a section link opens the home page settled just below the header', async () => {
    const nav = await sectionLinks(page);
    await nav.getByRole('link', { name: words.menu.gallery, exact: true }).click();
    await expect(page).toHaveURL('/#galeria');
    await expectInViewBelowHeader(page, page.locator('#galeria-titulo'));
    // The section starts just below the header (scroll-padding), and stays there.
    const bottom = await headerBottom(page);
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeGreaterThanOrEqual(bottom);
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeLessThan(bottom + 40);
  });

  for (const path of [`/servicios/${services[0]?.id}`, `/cursos/${courses[0]?.id}`]) {
    await test.step(path, async () => {
      await visit(page, path);
      await expectShell(page);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 360px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the floating chat button covers no footer link', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const button = await chatButton(page).boundingBox();
    const links = page.locator('footer a');
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      if (!box || !button) throw new Error('missing box');
      const overlaps =
        box.x < button.x + button.width &&
        box.x + box.width > button.x &&
        box.y < button.y + button.height &&
        box.y + box.height > button.y;
      expect(overlaps, `footer link ${await link.innerText()} is under the button`).toBe(false);
    }
  });
});

test('an unknown address, service or course: a 404 page with a way home', { tag: '@once' }, async ({ page }) => {
  await test.step('an unknown address shows the English 404 page and logs the path', async () => {
    const logged = page.waitForEvent('console', (message) => message.text().includes('/no-such-page'));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The site's frame (Spanish) around the English words.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    await expect(page.getByTestId('boton-whatsapp-flotante')).toBeVisible();
    await expect(page.locator('main [lang="en"]').getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect((await logged).type()).toBe('warning');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const [path, title] of [
    ['/servicios/lavado-de-aviones', words.servicePage.notFoundTitle],
    ['/cursos/avanzado-total', words.coursePage.notFoundTitle],
  ] as const) {
    await test.step(`${path} says "${title}"`, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('link', { name: words.shared.backHome }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is complete, the header solid, and the menu reachable', async ({ page }) => {
    const service = services.at(-1);
    const course = courses[0];
    if (!service || !course) throw new Error('no service or course');
    await page.goto(`/servicios/${services[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[0]?.title ?? '');
    await expect(page.locator('header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const width = page.viewportSize()?.width ?? 0;
    // Without a script a phone's menu is the target of its link (a link to a section closes it); the desktop's
    // lists are popovers, opened by their buttons.
    if (width < 1024) {
      await page.getByRole('link', { name: words.menu.button, exact: true }).click();
      const menu = page.locator('#menu-principal');
      await expect(menu.getByRole('link', { name: words.menu.contact, exact: true })).toBeVisible();
      // Without the script that folds them, the lists of services and courses are shown open.
      await expect(menu.getByRole('link', { name: service.title, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: course.title, exact: true })).toBeVisible();
    } else {
      await page.getByRole('button', { name: words.menu.services, exact: true }).click();
      await expect(
        page.locator('#menu-servicios').getByRole('link', { name: service.title, exact: true }),
      ).toBeVisible();
    }
  });
});
