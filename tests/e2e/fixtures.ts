// Shared set-up: WhatsApp and other outside sites are answered locally (this
// machine has no internet), and console errors are collected per page.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { siteConfig } from '../../src/site.config.ts';

export const chatNumber = '5491169122284';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  context: async ({ context }, use) => {
    await routeOtherSites(context);
    await use(context);
  },
});

/** WhatsApp, the social networks and Google answered locally: this machine reaches no other site. */
export async function routeOtherSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(wa\.me|www\.instagram\.com|www\.facebook\.com|www\.tiktok\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }),
  );
  await context.route(/^https:\/\/www\.google\.com\//, (route) => route.fulfill({ body: '' }));
}

export { expect };

/**
 * The WhatsApp address the browser asks for next, in any of the context's tabs. Read from the request, not from the
 * tab's address: a chat reached through the Worker's redirect (the form sent without JavaScript) never commits in the
 * tab here, where the request is answered locally after the redirect has already failed (no other site is reachable),
 * and Chromium's headless shell does not load a failed page again.
 */
export function chatRequested(context: BrowserContext): Promise<URL> {
  return context
    .waitForEvent('request', { predicate: (request) => request.url().startsWith('https://wa.me/') })
    .then((request) => new URL(request.url()));
}

/** Sends the form with `send` (a tap) and returns the new tab it opens and the chat address asked for from it. */
export async function chatTabOpenedBy(page: Page, send: () => Promise<void>): Promise<{ tab: Page; chat: URL }> {
  const tab = page.waitForEvent('popup');
  const chat = chatRequested(page.context());
  await send();
  return { tab: await tab, chat: await chat };
}

export interface HeldRequests {
  /** Lets every held response through, and the later ones at once. */
  release: () => void;
  /** Settles when the first matching request is made. */
  requested: Promise<void>;
  /** How many matching responses have been let through. */
  delivered: () => number;
}

/** Holds back every response whose URL matches `pattern` until `release()`. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let delivered = 0;
  await page.route(pattern, async (route) => {
    markRequested();
    await released;
    delivered += 1;
    await route.continue().catch(() => undefined);
  });
  return { release, requested, delivered: () => delivered };
}

/** The contact form's five fields and its button, by the labels the specification gives them. */
export const enquiryForm = (page: Page) => ({
  name: page.getByLabel('Nombre Completo *', { exact: true }),
  phone: page.getByLabel('Teléfono *', { exact: true }),
  email: page.getByLabel('Email', { exact: true }),
  service: page.getByLabel('Servicio de interés', { exact: true }),
  message: page.getByLabel('Mensaje', { exact: true }),
  submit: page.getByRole('button', { name: 'Enviar consulta por WhatsApp' }),
});

/** The form's turn disclosure, found inside the form: the same words may name other ways to the form (the reviews'). */
export const turnDisclosure = (page: Page): Locator =>
  page.locator('form').getByText(siteConfig.texts.turn.disclosure, { exact: true });

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/**
 * Opens a page and waits until its bundle has run. React islands (the contact
 * form) hydrate later, when the visitor nears them: see hydrateIsland().
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Waits until the page shown now, opened by visit() or by a link, has run its bundle. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.started === 'true');
}

/** Brings a React island near the screen, as a visitor scrolling to it would, and waits until it has hydrated. */
export async function hydrateIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Whether the button named `name` is expanded, as the browser's accessibility
 * tree has it (what a screen reader announces); undefined if it has no such
 * state. A popover's button carries no aria-expanded: the browser derives its
 * state from the popover, and Playwright's toBeExpanded() reads only the attribute.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  // The document is read in two steps; a navigation between them (a link just followed) replaces the document the
  // first named, and the second fails on a node that is gone: the query is then asked again of the document as it is
  // (a failure that is not that one fails the third time too).
  const query = async () => {
    for (let attempt = 1; ; attempt += 1) {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      try {
        return (
          await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' })
        ).nodes;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  try {
    const nodes = await query();
    if (nodes.length !== 1) throw new Error(`${nodes.length} buttons named "${name}" in the accessibility tree`);
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded && expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/** Waits until a screen reader would announce the button named `name` as expanded, or as collapsed. */
export async function expectExpanded(page: Page, name: string, expanded: boolean, timeout?: number): Promise<void> {
  await expect
    .poll(() => announcedExpanded(page, name), { message: `"${name}" announced as expanded`, timeout })
    .toBe(expanded);
}

/** The header's bottom edge in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator('header').first().boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

/** The element is on screen and, once any smooth scroll settles, not under the fixed header. */
export async function expectInViewBelowHeader(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeInViewport();
  await expect.poll(async () => (await element.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
}

/** Opens the mobile menu on a phone; no-op on desktop. */
export async function openMobileMenu(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: siteConfig.texts.menu.button, exact: true }).click();
  await expect(page.locator('#menu-principal')).toBeVisible();
}

/**
 * Resolves once the page's own intersection observers have been told about
 * the element's current position: an observer made now is notified after them.
 */
export async function afterIntersectionCheck(element: Locator): Promise<void> {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(target);
      }),
  );
}

/** Lighthouse's mobile connection, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), with a CPU `cpuSlowdown` times slower. */
export async function emulateSlow4G(page: Page, cpuSlowdown = 1): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** Rests the pointer on the middle of `target`, as a visitor's mouse or finger would, wherever the page is scrolling. */
export async function pointAt(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to point at');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Scrolls `target` into view and waits until the card it is in has faded in and every transition has ended, so a
 * click lands where the visitor sees it (a card that starts moving between Playwright's checks and its click misses).
 */
export async function scrollToStill(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => target.evaluate((element) => element.closest('[data-reveal-pending]') === null)).toBe(true);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Axe, set to WCAG 2.2 AA, reporting only violations in full (the rules that passed are not serialised node by node:
 * axe's own advice for speed). It runs in the page itself (legacy mode): the default opens a blank page for every run
 * to merge the results of each frame, which took about half of each run's time here, and the site has no frame (a page
 * with one would need the default back). options() replaces what it is given, so it comes before withTags().
 */
export const axeChecker = (page: Page): AxeBuilder =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
