// The Content-Security-Policy holds while a visitor uses every feature of
// every page, and the home page talks to no other site until the visitor asks for Google's map.
import type { Page } from '@playwright/test';
import { courses, gallery, services } from '../../src/generated/content.ts';
import { sitePaths } from '../../src/lib/sitemap.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, isPhone, openMobileMenu, test, visit } from './fixtures.ts';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/** Collects every `securitypolicyviolation` event Chromium fires, across navigations. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('reportViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (violation: Violation) => void }).reportViolation;
      report({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return violations;
}

/** Scrolls to the bottom a screen at a time, so every lazy photo and video poster loads. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.waitForTimeout(50);
  }
  // Videos keep streaming while they play, so wait for the photos rather than for a quiet network.
  await page.waitForFunction(() =>
    [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete),
  );
}

async function useTheMenus(page: Page): Promise<void> {
  if (isPhone(page)) {
    await openMobileMenu(page);
    const menu = page.locator('#menu-principal');
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await menu.getByRole('button', { name: 'Cursos' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    for (const name of ['Servicios', 'Cursos']) {
      const button = page.getByRole('button', { name });
      await button.click();
      await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
}

const firstPair = gallery.find((item) => item.type === 'image' && item.category === 'bikes');
const firstVideo = gallery.find((item) => item.type === 'video' && item.category === 'bikes');
const videoService = services.find((service) => service.video);

test.describe('content security policy', () => {
  test('the home page reports no violation while every feature is used', async ({ page, context }) => {
    const violations = await watchViolations(page);
    await visit(page, '/');
    await useTheMenus(page);
    await scrollThrough(page);

    // Gallery: both tabs, the viewer, a video's own button.
    const tabs = page.getByRole('tablist', { name: 'Trabajos por tipo de vehículo' });
    await tabs.getByRole('tab', { name: 'Autos' }).click();
    await tabs.getByRole('tab', { name: 'Motos' }).click();
    await page
      .getByRole('button', { name: `Ver el antes y el después en pantalla completa: ${firstPair?.title}` })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const video = page.getByRole('figure').filter({ hasText: firstVideo?.title ?? '' });
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button', { name: /video/ }).click();

    // The enquiry form opens WhatsApp and shows its toast.
    const form = page.locator('#contacto form');
    await form.getByLabel('Nombre Completo *').fill('Ana Pérez');
    await form.getByLabel('Teléfono *').fill('11 5555 0000');
    const popup = context.waitForEvent('page');
    await form.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
    await (await popup).close();
    await expect(page.getByText('¡Consulta enviada!')).toBeVisible();

    // Google's map, so frame-src is exercised too.
    await page.getByRole('button', { name: 'Ver mapa interactivo' }).click();
    await expect(page.locator('#contacto iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    expect(violations).toEqual([]);
  });

  // One test a page, so that a busy machine slows each down without any running out of time.
  for (const path of [
    ...sitePaths(services, courses).filter((path) => path !== '/'),
    '/servicios/no-existe',
    '/cursos/no-existe',
  ]) {
    test(`${path} reports no violation while it is used`, async ({ page }) => {
      const violations = await watchViolations(page);
      await visit(page, path);
      await useTheMenus(page);
      // Questions open and close; a video pauses and plays.
      for (const question of await page.locator('summary').all()) await question.click();
      if (path === `/servicios/${videoService?.id}`) {
        const button = page.getByTestId('medio-detalle').getByRole('button', { name: /video/ });
        await button.click();
        await button.click();
      }
      await scrollThrough(page);
      expect(violations).toEqual([]);
    });
  }

  test('the web app manifest loads under the policy, with nothing said about it in the console', async ({ page }) => {
    // The browser fetches a manifest itself (no securitypolicyviolation event): ask for it as an install prompt would,
    // and read what the console's own messages (CDP's Log domain) say.
    const cdp = await page.context().newCDPSession(page);
    const said: string[] = [];
    cdp.on('Log.entryAdded', ({ entry }) => said.push(entry.text));
    await cdp.send('Log.enable');
    await visit(page, '/');
    const manifest = await cdp.send('Page.getAppManifest');
    expect(new URL(manifest.url).pathname).toBe('/site.webmanifest');
    expect(manifest.errors).toEqual([]);
    expect((JSON.parse(manifest.data ?? '{}') as { name?: string }).name).toBe(siteConfig.name);
    expect(said.filter((text) => /manifest|Content Security Policy/i.test(text))).toEqual([]);
  });

  test('the not-found page reports no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/no-existe');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test.describe('other sites', () => {
  test('scrolling the whole home page asks no other site for anything; the map asks Google once tapped', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) outside.push(request.url());
    });
    await visit(page, '/');
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);

    await page.getByRole('button', { name: 'Ver mapa interactivo' }).click();
    await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    expect(outside.every((url) => url.startsWith('https://www.google.com/'))).toBe(true);
  });

  for (const path of ['/', `/servicios/${videoService?.id}`]) {
    test(`${path}: nothing but the first photo and the font is fetched eagerly`, async ({ page }) => {
      await page.goto(path);
      const eager = await page.evaluate(() => ({
        images: [...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.currentSrc),
        preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.as),
        videos: [...document.querySelectorAll('video')].filter((video) => video.preload !== 'none' || video.poster),
        frames: [...document.querySelectorAll('iframe')].filter((frame) => frame.loading !== 'lazy'),
      }));
      // One eager photo: the hero, or the service's video poster at the top of the page.
      expect(eager.images).toHaveLength(1);
      expect(eager.images[0]).toMatch(path === '/' ? /\/media\/hero-/ : /\/media\/services\//);
      expect(eager.preloads).toEqual(['font']);
      expect(eager.videos).toEqual([]);
      expect(eager.frames).toEqual([]);
    });
  }
});
