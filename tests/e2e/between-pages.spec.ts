// Moving between pages and reaching the workshop: Chromium fetches a page as
// soon as the visitor shows they want it (speculation rules), pages cross-fade
// with the header and the chat button held still, the contact map is a
// picture until the visitor asks for Google's, and every page's link preview
// describes its image.
import type { Page } from '@playwright/test';
import { courses, legalPages, services } from '../../src/generated/content.ts';
import { notFoundPath, pageTypePaths } from '../../src/lib/sitemap.ts';
import { speculationRulesPath } from '../../src/lib/speculation-rules.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, holdRequests, pointAt, scrollToStill, test, visit } from './fixtures.ts';

const service = services[0];
const serviceLink = (page: Page) => page.locator(`#servicios a[href="/servicios/${service?.id}"]`).first();

/** What Chromium's DevTools see of the page's speculation: its rule sets and the links they make candidates. */
async function watchSpeculation(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const seen = {
    ruleSets: [] as { url?: string; backendNodeId?: number; errorType?: string; errorMessage?: string }[],
    candidates: [] as string[],
  };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => seen.ruleSets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    seen.candidates = preloadingAttemptSources.map(({ key }) => `${key.action} ${new URL(key.url).pathname}`);
  });
  await cdp.send('Preload.enable');
  return seen;
}

/** Whether the current page was served from a speculative fetch rather than by a request of its own. */
const deliveredBySpeculation = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );

test.describe('speculation rules', () => {
  const pages = {
    '/': [`Prefetch /servicios/${service?.id}`, `Prerender /cursos/${courses[0]?.id}`, 'Prefetch /politica-privacidad'],
    [`/servicios/${service?.id}`]: [
      `Prefetch /servicios/${services[1]?.id}`,
      'Prerender /',
      'Prefetch /politica-privacidad',
    ],
  };
  for (const [path, expected] of Object.entries(pages)) {
    test(`${path}: the header's rules parse and make candidates of the site's pages only`, async ({ page }) => {
      const seen = await watchSpeculation(page);
      await visit(page, path);
      await expect.poll(() => seen.ruleSets.length).toBe(1);
      expect(seen.ruleSets[0]).not.toHaveProperty('errorType');
      // Fetched from the address the Speculation-Rules header names, not read from a <script> in the page.
      expect(seen.ruleSets[0]).not.toHaveProperty('backendNodeId');
      expect(new URL(seen.ruleSets[0]?.url ?? '').pathname).toBe(speculationRulesPath);
      for (const candidate of expected) await expect.poll(() => seen.candidates).toContain(candidate);
      const pagePath = /^\/((servicios|cursos)\/[\w-]+|terminos-condiciones|politica-privacidad)?$/;
      for (const candidate of seen.candidates) {
        expect(candidate).toMatch(/^(Prefetch|Prerender) /);
        expect(candidate.split(' ')[1]).toMatch(pagePath);
      }
    });
  }

  test(
    'hovering a service link fetches its page before the click, and the click is served from it',
    {
      tag: '@desktop',
    },
    async ({ browser, baseURL }) => {
      // A context of its own: the shared one answers other sites through request interception, and Chromium does not
      // report speculative requests to a page whose requests are intercepted.
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const target = `/servicios/${service?.id}`;
      const requests: { purpose: string | undefined; status: Promise<number | undefined> }[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== target) return;
        const status = request.response().then((response) => response?.status());
        requests.push({ purpose: request.headers()['sec-purpose'], status });
      });
      await visit(page, '/');
      const link = serviceLink(page);
      await scrollToStill(page, link);
      expect(requests).toEqual([]);

      await pointAt(page, link);
      await expect.poll(() => requests.length).toBe(1);
      expect(requests[0]?.purpose).toMatch(/^prefetch(;prerender)?$/);
      expect(await requests[0]?.status).toBe(200);

      await link.click();
      await page.waitForURL(`**${target}`);
      // Served from what the hover fetched (Playwright still reports the navigation as a request of its own).
      expect(await deliveredBySpeculation(page)).toBe('navigational-prefetch');
      await context.close();
    },
  );
});

test.describe('view transitions between pages', () => {
  /** Records, on every page, whether it was revealed through a view transition. */
  const recordReveals = (page: Page) =>
    page.addInitScript(() => {
      addEventListener('pagereveal', (event) => {
        document.documentElement.dataset.revealedWith = (event as PageRevealEvent).viewTransition
          ? 'transition'
          : 'none';
      });
    });
  const namedParts = (page: Page) =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).viewTransitionName)
        .filter((name) => name !== 'none'),
    );
  const openPrivacyFromFooter = (page: Page) =>
    page.locator('footer').getByRole('link', { name: legalPages['politica-privacidad'].title }).click();

  test('the next page fades in while the header and the chat button stay put', async ({ page }) => {
    await recordReveals(page);
    await visit(page, '/');
    expect(await namedParts(page)).toEqual(['site-header', 'chat-button']);
    await openPrivacyFromFooter(page);
    await page.waitForURL('**/politica-privacidad');
    await expect(page.locator('html')).toHaveAttribute('data-revealed-with', 'transition');
    expect(await namedParts(page)).toEqual(['site-header', 'chat-button']);
  });

  test('a visitor who asks for less motion gets a plain navigation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordReveals(page);
    await visit(page, '/');
    await openPrivacyFromFooter(page);
    await page.waitForURL('**/politica-privacidad');
    await expect(page.locator('html')).toHaveAttribute('data-revealed-with', 'none');
  });
});

test.describe('the contact map', () => {
  const mapButton = (page: Page) => page.getByRole('button', { name: siteConfig.texts.contact.showMap });
  const googleMap = (page: Page) => page.locator('#contacto iframe');

  test('shows a picture, says what Google receives, and shows the Google map on a tap', async ({ page }) => {
    await visit(page, '/');
    const contact = page.locator('#contacto');
    const { street, neighbourhood } = siteConfig.address;
    const picture = contact.getByRole('img', {
      name: `Mapa con ${siteConfig.name} marcado en ${street}, ${neighbourhood}`,
    });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(contact.getByText(siteConfig.texts.contact.mapNotice)).toBeVisible();
    await expect(googleMap(page)).toHaveCount(0);

    const mapRequest = page.waitForRequest((request) => request.url() === siteConfig.mapEmbedUrl);
    await mapButton(page).click();
    await mapRequest;
    await expect(googleMap(page)).toBeVisible();
    await expect(googleMap(page)).toHaveAttribute('title', `Mapa: ${siteConfig.name} en ${street}, ${neighbourhood}`);
    // The map takes the picture's place and the focus, so a keyboard or screen reader user lands in it.
    await expect(picture).toHaveCount(0);
    await expect(googleMap(page)).toBeFocused();
  });

  test('the button works before any script file has arrived', async ({ page }) => {
    const scripts = await holdRequests(page, /\.js(\?.*)?$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await mapButton(page).click();
    await expect(googleMap(page)).toBeVisible();
    expect(scripts.delivered()).toBe(0);
    scripts.release();
  });

  test('"Cómo llegar" is a plain link to Google Maps with the address', async ({ page }) => {
    await visit(page, '/');
    const link = page.getByRole('link', { name: /^Cómo llegar/ });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/');
    const { street, neighbourhood, region } = siteConfig.address;
    expect(href.searchParams.get('destination')).toBe(`${street}, ${neighbourhood}, ${region}`);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the picture and "Cómo llegar" are there; the button that needs a script is not', async ({ page }) => {
      await page.goto('/');
      await page.locator('#contacto').scrollIntoViewIfNeeded();
      await expect(page.locator('#contacto').getByRole('img', { name: /^Mapa con / })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cómo llegar/ })).toBeVisible();
      await expect(mapButton(page)).toBeHidden();
      await expect(page.getByText(siteConfig.texts.contact.mapNotice)).toBeHidden();
    });
  });

  test('the privacy policy says when Google receives data from the map', async ({ request }) => {
    const html = await (await request.get('/politica-privacidad')).text();
    expect(html).toContain('se carga solo si tocás «Ver mapa interactivo»');
    expect(html).toContain('Google recibe datos de tu visita');
  });
});

test.describe('link previews', () => {
  for (const path of pageTypePaths(services, courses)) {
    test(`${path} describes its preview image in Spanish, for Open Graph and for X`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === notFoundPath ? 404 : 200);
      const html = await response.text();
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
      const alt = meta('property', 'og:image:alt');
      expect(alt).toMatch(new RegExp(`^${siteConfig.name}: «[^»]+», sobre una foto de nuestro trabajo$`));
      expect(meta('name', 'twitter:image:alt')).toBe(alt);
      const image = await request.get(new URL(meta('property', 'og:image') ?? '').pathname);
      expect(image.headers()['content-type']).toBe('image/jpeg');
    });
  }
});
