// Moving between pages and reaching the workshop: Chromium fetches a page as
// soon as the visitor shows they want it (speculation rules), pages cross-fade
// with the header and the chat button held still, and the contact map is a
// picture until the visitor asks for Google's. What a page says about all this
// (its rules header, link previews, the map's words and the privacy policy's
// passage on it) is read from the served HTML in tests/worker/.
import type { Page } from '@playwright/test';
import { courses, legalPages, services } from '../../src/generated/content.ts';
import type { LegalSlug } from '../../src/content/legal-slugs.ts';
import { fill } from '../../src/lib/fill.ts';
import { speculationRulesPath } from '../../src/lib/speculation-rules.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, holdRequests, pointAt, scrollToStill, test, visit } from './fixtures.ts';

const service = services[0];
const words = siteConfig.texts;
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
  test("the header's rules parse and make candidates of the site's pages only", { tag: '@once' }, async ({ page }) => {
    for (const [path, expected] of Object.entries(pages)) {
      await test.step(path, async () => {
        // A page of its own for each address, so that each page's rule sets and candidates are told apart.
        const tab = await page.context().newPage();
        const seen = await watchSpeculation(tab);
        await visit(tab, path);
        await expect.poll(() => seen.ruleSets.length).toBe(1);
        expect(seen.ruleSets[0]).not.toHaveProperty('errorType');
        // Fetched from the address the Speculation-Rules header names, not read from a <script> in the page.
        expect(seen.ruleSets[0]).not.toHaveProperty('backendNodeId');
        expect(new URL(seen.ruleSets[0]?.url ?? '').pathname).toBe(speculationRulesPath);
        for (const candidate of expected) await expect.poll(() => seen.candidates).toContain(candidate);
        const pagePath = /^\/((servicios|cursos)\/[\w-]+|precios|terminos-condiciones|politica-privacidad)?$/;
        for (const candidate of seen.candidates) {
          expect(candidate).toMatch(/^(Prefetch|Prerender) /);
          expect(candidate.split(' ')[1]).toMatch(pagePath);
        }
        await tab.close();
      });
    }
  });

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
  const openFromFooter = (page: Page, slug: LegalSlug) =>
    page.locator('footer').getByRole('link', { name: legalPages[slug].title, exact: true }).click();

  test(
    'the next page fades in while the header and the chat button stay put; with less motion, a plain navigation',
    {
      tag: '@once',
    },
    async ({ page }) => {
      await recordReveals(page);
      await visit(page, '/');
      expect(await namedParts(page)).toEqual(['site-header', 'chat-button']);
      await openFromFooter(page, 'politica-privacidad');
      await page.waitForURL('**/politica-privacidad');
      await expect(page.locator('html')).toHaveAttribute('data-revealed-with', 'transition');
      expect(await namedParts(page)).toEqual(['site-header', 'chat-button']);

      // A visitor who asks for less motion gets a plain navigation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openFromFooter(page, 'terminos-condiciones');
      await page.waitForURL('**/terminos-condiciones');
      await expect(page.locator('html')).toHaveAttribute('data-revealed-with', 'none');
    },
  );
});

test.describe('the contact map', () => {
  test(
    'shows a picture, says what Google receives, and shows the Google map on a tap, before any script has arrived',
    {
      tag: '@once',
    },
    async ({ page }) => {
      // The button works from the first paint: its code is inline in the page, not in a script file.
      const scripts = await holdRequests(page, /\.js(\?.*)?$/);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const contact = page.locator('#contacto');
      const googleMap = contact.locator('iframe');
      const { street, neighbourhood } = siteConfig.address;
      const place = { taller: siteConfig.name, dirección: `${street}, ${neighbourhood}` };
      const picture = contact.getByRole('img', { name: fill(words.contact.mapImageAlt, place) });
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await expect(contact.getByText(words.contact.mapNotice)).toBeVisible();
      await expect(googleMap).toHaveCount(0);

      const mapRequest = page.waitForRequest((request) => request.url() === siteConfig.mapEmbedUrl);
      await contact.getByRole('button', { name: words.contact.showMap }).click();
      await mapRequest;
      await expect(googleMap).toBeVisible();
      await expect(googleMap).toHaveAttribute('title', fill(words.contact.mapTitle, place));
      // The map takes the picture's place and the focus, so a keyboard or screen reader user lands in it.
      await expect(picture).toHaveCount(0);
      await expect(googleMap).toBeFocused();
      expect(scripts.delivered()).toBe(0);
      scripts.release();
    },
  );
});
