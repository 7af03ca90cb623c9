// The Content-Security-Policy holds while a visitor uses every feature of
// every page, and the home page talks to no other site until the visitor asks for Google's map. The policy each page
// sends, and the hashes of its inline code, are checked in the Worker (tests/worker/headers.test.ts); what each page
// fetches eagerly too (tests/worker/loading.test.ts).
import type { Page } from '@playwright/test';
import { courses, gallery, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { serviceHref } from '../../src/lib/navigation.ts';
import { notFoundPath, sitePaths } from '../../src/lib/sitemap.ts';
import { siteConfig } from '../../src/site.config.ts';
import { enquiryForm, expect, hydrateIsland, isPhone, openMobileMenu, test, visit } from './fixtures.ts';
import { allowTimeFor, inGroups, missingEntryPaths } from './page-sample.ts';

const words = siteConfig.texts;

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
    await menu.getByRole('button', { name: words.menu.services }).click();
    await menu.getByRole('button', { name: words.menu.courses }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    for (const name of [words.menu.services, words.menu.courses]) {
      const button = page.getByRole('button', { name });
      await button.click();
      await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
}

/** Visits each page in turn and uses it: the menus, every question opened, the video paused and played, every photo. */
async function useEachPage(page: Page, paths: readonly string[]): Promise<void> {
  allowTimeFor(paths.length);
  for (const path of paths) {
    await test.step(path, async () => {
      await visit(page, path);
      await useTheMenus(page);
      for (const question of await page.locator('summary').all()) await question.click();
      if (path === videoPath) {
        const button = page.getByTestId('medio-detalle').getByRole('button', { name: /video/ });
        await button.click();
        await button.click();
      }
      await scrollThrough(page);
    });
  }
}

const firstPair = gallery.find((item) => item.type === 'image' && item.category === 'bikes');
const firstVideo = gallery.find((item) => item.type === 'video' && item.category === 'bikes');
/** A service page with a video, whose buttons pause and play it. */
const videoPath = serviceHref(services.find((service) => service.video)?.id ?? '');

test.describe('content security policy', () => {
  test('the home page reports no violation while every feature is used', async ({ page, context }) => {
    const violations = await watchViolations(page);
    await visit(page, '/');
    await useTheMenus(page);
    await scrollThrough(page);

    // Gallery: both tabs, the viewer, a video's own button.
    const tabs = page.getByRole('tablist', { name: words.gallery.tabsLabel });
    await tabs.getByRole('tab', { name: words.gallery.cars }).click();
    await tabs.getByRole('tab', { name: words.gallery.bikes }).click();
    await page.getByRole('button', { name: fill(words.gallery.openPair, { trabajo: firstPair?.title ?? '' }) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const video = page.getByRole('figure').filter({ hasText: firstVideo?.title ?? '' });
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button', { name: /video/ }).click();

    // The enquiry form opens WhatsApp and shows its toast.
    await hydrateIsland(page, 'ContactForm');
    const form = enquiryForm(page);
    await form.name.fill('Ana Pérez');
    await form.phone.fill('11 5555 0000');
    const popup = context.waitForEvent('page');
    await form.submit.click();
    await (await popup).close();
    await expect(page.getByText(words.form.sentTitle)).toBeVisible();

    // Google's map, so frame-src is exercised too.
    await page.getByRole('button', { name: words.contact.showMap }).click();
    await expect(page.locator('#contacto iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    expect(violations).toEqual([]);
  });

  // Every other page once, one after another: the menus' both sizes are used on the home page, and each page's own
  // policy is checked against its inline code in the Worker (tests/worker/headers.test.ts).
  for (const paths of inGroups(
    sitePaths(services, courses).filter((path) => path !== '/'),
    4,
  )) {
    test(
      `${paths.join(', ')}: no violation while they are used, nothing said in the console`,
      { tag: '@once' },
      async ({ page, consoleErrors }) => {
        const violations = await watchViolations(page);
        await useEachPage(page, paths);
        expect(violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  test('the not-found pages report no violation while they are used', { tag: '@once' }, async ({ page }) => {
    const violations = await watchViolations(page);
    await useEachPage(page, missingEntryPaths);
    await test.step(notFoundPath, async () => {
      await page.goto(notFoundPath);
      await page.waitForLoadState('networkidle');
    });
    expect(violations).toEqual([]);
  });

  test(
    'the home page loads its manifest under the policy, and asks no other site for anything until the map is tapped',
    { tag: '@once' },
    async ({ page, baseURL }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) outside.push(request.url());
      });
      // The browser fetches a manifest itself (no securitypolicyviolation event): ask for it as an install prompt would,
      // and read what the console's own messages (CDP's Log domain) say.
      const cdp = await page.context().newCDPSession(page);
      const said: string[] = [];
      cdp.on('Log.entryAdded', ({ entry }) => said.push(entry.text));
      await cdp.send('Log.enable');
      await visit(page, '/');
      await test.step('the web app manifest', async () => {
        const manifest = await cdp.send('Page.getAppManifest');
        expect(new URL(manifest.url).pathname).toBe('/site.webmanifest');
        expect(manifest.errors).toEqual([]);
        expect((JSON.parse(manifest.data ?? '{}') as { name?: string }).name).toBe(siteConfig.name);
        expect(said.filter((text) => /manifest|Content Security Policy/i.test(text))).toEqual([]);
      });

      await test.step('no other site, scrolled through', async () => {
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(outside).toEqual([]);
      });

      await test.step('Google, once the map is tapped', async () => {
        await page.getByRole('button', { name: words.contact.showMap }).click();
        await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
        expect(outside.every((url) => url.startsWith('https://www.google.com/'))).toBe(true);
      });
    },
  );
});
