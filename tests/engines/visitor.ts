// One visitor, three browser engines: Chromium (puppeteer-core over CDP), Firefox (puppeteer-core over WebDriver
// BiDi) and WebKitGTK, the engine of Safari (selenium-webdriver over WebKitWebDriver, with tests/engines/webkit-shell.py
// as its browser). Every engine gets real clicks and keys, can have JavaScript off, hands links to other sites off
// instead of loading them (as a phone hands a WhatsApp link to the app) and reports what its console said.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../scripts/dev/serve.ts';
import { headlessShellPath } from '../../scripts/paths.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Size {
  name: string;
  width: number;
  height: number;
}

export const sizes: Size[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

export interface VisitorOptions {
  engine: Engine;
  size: Size;
  javaScript: boolean;
  origin: string;
}

export interface Visitor extends VisitorOptions {
  /** Gives the page another size, as a visitor turning a tablet or resizing a window; the page stays. */
  resize(size: Size): Promise<void>;
  /** Opens a page of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /** A real click in the middle of the first element matching `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** A key pressed on whatever has focus. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** Types into a field, as a visitor would. */
  type(selector: string, text: string): Promise<void>;
  /** Picks an option of a <select> by its value. */
  choose(selector: string, value: string): Promise<void>;
  /** Reads the page (the site's own scripts may be off; this works either way). */
  read<T>(body: string): Promise<T>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** A PNG of what the window shows now (npm run look's contact sheet). */
  screenshot(): Promise<Buffer>;
  /** Addresses on other sites the page asked to open, in order (links followed, windows opened, redirects). */
  handoffs(): string[];
  /** Script errors, unhandled rejections and Content-Security-Policy messages the console showed so far. */
  problems(): string[];
  close(): Promise<void>;
}

// Chromium's headless shell (scripts/paths.ts), the end-to-end suite's browser: the same Blink, at the same version,
// lays the pages out as the full browser's headless mode does (neither draws a scrollbar that takes width), and each
// new page costs it a small share of the full browser's start-up work: this file took 82 s instead of 105 s alone, and
// the three engines share two cores.
const chromiumPath = process.env.CHROMIUM_PATH ?? headlessShellPath;
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const webkitShell = fileURLToPath(new URL('webkit-shell.py', import.meta.url));

/** Where a click scrolls its target first: in the middle of the screen at once (the site scrolls smoothly). */
const centred: ScrollIntoViewOptions = { block: 'center', behavior: 'instant' };

/** Where a click would land on the element `target` selects, run in the page (through Puppeteer or WebDriver). */
interface ClickPoint {
  x: number;
  y: number;
  /** Nothing covers the element there, and neither it nor a box around it is being moved by an animation. */
  free: boolean;
}

/** In the page: scrolls the element into view first if asked, then where its middle is and whether it can be hit. */
function pointToClick(target: string, options: ScrollIntoViewOptions, scrollFirst: boolean): ClickPoint | null {
  const element = document.querySelector(target);
  if (!element) return null;
  if (scrollFirst) element.scrollIntoView(options);
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  // A card fading in as it scrolls into view slides up under the pointer (client/reveal.css).
  const moving = document.getAnimations().some((animation) => {
    const animated = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    return animation.playState === 'running' && animated !== null && animated.contains(element);
  });
  return { x, y, free: Boolean(hit && (hit === element || element.contains(hit))) && !moving };
}

/** Waits until the element's middle stays put for a tenth of a second and can be hit; then `act` on that point. */
async function whenStill(
  selector: string,
  measure: (scrollFirst: boolean) => Promise<ClickPoint | null | undefined>,
  act: (point: ClickPoint) => Promise<void>,
): Promise<void> {
  await waitFor(async () => {
    const first = await measure(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const point = await measure(false);
    if (!first || !point?.free || point.x !== first.x || point.y !== first.y) return false;
    await act(point);
    return true;
  }, `${selector} to take a click`);
}

/**
 * A console line worth failing for: an error of any kind, or anything the Content Security Policy said. Not the note a
 * browser writes for a page answered 422: the form the Worker gives back with a refused turn (src/enquiry/routes.tsx).
 */
const isProblem = (level: string, text: string) =>
  !/status of 422 \(Unprocessable (Entity|Content)\)/.test(text) &&
  (/error/i.test(level) || /Content[- ]Security[- ]Policy|CSP/.test(text) || /unhandled/i.test(text));

export async function openVisitor(options: VisitorOptions): Promise<Visitor> {
  const { engine } = options;
  return engine === 'webkit' ? openWebKit(options) : openPuppeteer({ ...options, engine });
}

/** Polls `check` until it returns true, for at most `timeout` ms; a timeout names the last error `check` threw. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let failure: unknown;
  for (;;) {
    // A check that throws (a page navigating away under it) has not come true yet.
    if (
      await check().catch((error: unknown) => {
        failure = error;
        return false;
      })
    )
      return;
    if (Date.now() > end)
      throw new Error(`Timed out waiting for ${what}${failure ? ` (last error: ${String(failure)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the page has loaded, its scripts have run (a page without a bundle of its own: its script in) and its fonts are in. */
export const settled = (visitor: Visitor): Promise<void> =>
  waitFor(
    () =>
      visitor.read<boolean>(`
        if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
        if (${!visitor.javaScript} || document.documentElement.dataset.started === 'true') return true;
        const script = document.querySelector('script[type="module"]');
        return script === null || performance.getEntriesByName(script.src).length > 0;`),
    'the page to settle',
  );

/** Picks an option as Playwright's selectOption does: the value set in the page, then `input` and `change`. */
const chooseOption = `
  const [select, option] = arguments;
  if (!select || ![...select.options].some((candidate) => candidate.value === option)) return false;
  select.value = option;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;`;

/** The part of Puppeteer's WebDriver BiDi browsing context the Firefox visitor uses (not in Puppeteer's types). */
interface BiDiContext {
  navigate(url: string, wait: 'none' | 'interactive' | 'complete'): Promise<void>;
  traverseHistory(delta: number): Promise<void>;
}

/** The BiDi browsing context of a Firefox page: its commands, answered by Firefox, not Puppeteer's event tracking. */
function bidiContext(page: Page): BiDiContext {
  const context = (page.mainFrame() as unknown as { browsingContext?: Partial<BiDiContext> }).browsingContext;
  if (typeof context?.navigate !== 'function' || typeof context.traverseHistory !== 'function')
    throw new Error(
      'puppeteer-core no longer gives a Firefox page its BiDi browsing context (tests/engines/visitor.ts)',
    );
  return context as BiDiContext;
}

/**
 * One Chromium for every visitor of a test file, one Firefox for each JavaScript setting (a preference of the whole
 * browser): starting Firefox and closing it again took about 11 s a visitor while the three engines ran at once, more
 * than a journey. Each visitor gets a browser context of its own, as a private window: no history, cookie, storage or
 * cache from another. `closeBrowsers()` (each engine's test file, after its journeys) closes them.
 */
const browsers = new Map<string, Promise<Browser>>();

function sharedBrowser(engine: 'chromium' | 'firefox', javaScript: boolean): Promise<Browser> {
  const key = engine === 'chromium' ? engine : `${engine}, JavaScript ${javaScript ? 'on' : 'off'}`;
  let browser = browsers.get(key);
  if (!browser) {
    browser = puppeteer.launch(
      engine === 'chromium'
        ? {
            browser: 'chrome',
            executablePath: chromiumPath,
            headless: true,
            args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
          }
        : {
            browser: 'firefox',
            executablePath: firefoxPath,
            headless: true,
            // The browser is shared by the journeys, and its form history is the profile's, not a context's: a field
            // typed in again would offer what an earlier journey typed, in a pop-up over the fields below it, which a
            // click in the page then lands on.
            extraPrefsFirefox: {
              'javascript.enabled': javaScript,
              'browser.formfill.enable': false,
              'extensions.formautofill.addresses.enabled': false,
            },
          },
    );
    browsers.set(key, browser);
    // A launch that failed is tried again by the next visitor.
    browser.catch(() => browsers.delete(key));
  }
  return browser;
}

/** Closes the browsers the visitors of this process shared. */
export async function closeBrowsers(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (browser) => (await browser.catch(() => undefined))?.close()));
}

async function openPuppeteer(options: VisitorOptions & { engine: 'chromium' | 'firefox' }): Promise<Visitor> {
  const { engine, size, javaScript, origin } = options;
  const browser = await sharedBrowser(engine, javaScript);
  const context = await browser.createBrowserContext();
  const handoffs: string[] = [];
  const problems: string[] = [];
  const isOutside = (url: string) => /^https?:/.test(url) && !url.startsWith(origin);
  // This machine reaches no other site: Firefox shows its error page, whose `u` parameter is the address it tried.
  const triedAddress = (url: string) =>
    url.startsWith('about:neterror?')
      ? (new URLSearchParams(url.slice('about:neterror?'.length)).get('u') ?? url)
      : url;

  const watch = async (page: Page) => {
    page.on('console', (message) => {
      if (isProblem(message.type(), message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      if (!isOutside(url)) return void request.continue();
      if (request.isNavigationRequest()) handoffs.push(url);
      void request.abort('blockedbyclient');
    });
    if (engine === 'chromium') {
      // The console's own messages (CSP, network, interventions) come through CDP's Log domain.
      const cdp = await page.createCDPSession();
      cdp.on('Log.entryAdded', ({ entry }) => {
        if (entry.source !== 'network' && isProblem(entry.level, entry.text))
          problems.push(`${entry.source}.${entry.level}: ${entry.text}`);
      });
      await cdp.send('Log.enable');
    }
  };
  const page = await context.newPage();
  // A window the page opens (the chat in a new tab): its address is handed off, and the window closed.
  context.on('targetcreated', (target) => {
    if (target.type() !== 'page') return;
    void (async () => {
      const popup = await target.page();
      if (!popup || popup === page) return;
      await waitFor(async () => isOutside(triedAddress(target.url())), 'the new window to go somewhere', 30_000).then(
        () => handoffs.push(triedAddress(target.url())),
        () => undefined,
      );
      await popup.close().catch(() => undefined);
    })();
  });

  await watch(page);
  await page.setViewport({ width: size.width, height: size.height });
  if (engine === 'chromium' && !javaScript) await page.setJavaScriptEnabled(false);

  // Clicks go to the element's middle through the mouse: Firefox with JavaScript off closes its tab when Puppeteer
  // works out a clickable point through an element handle. As Playwright does, the point is taken only once the target
  // can take the click: scrolled into view, still for a tenth of a second (Firefox may restore an earlier scroll
  // position after the load event), moved by no animation and not covered (whenStill).
  const measure = (selector: string) => (scrollFirst: boolean) =>
    page.evaluate(pointToClick, selector, centred, scrollFirst);

  // Puppeteer's page.url() is not updated in Firefox when a page comes back from the back/forward cache.
  const where = () => page.evaluate(() => location.href);
  // Firefox restores a page from the back/forward cache with a BiDi `navigationStarted` and no event after it (no
  // commit, no load). Puppeteer takes every later navigation for a part of that unfinished one and never reports it,
  // so its goto(), goBack() and goForward() wait for nothing until they time out (every other journey after a Back and
  // Forward). In Firefox the visitor asks the browser itself instead, which knows when its navigations end.
  const firefox = engine === 'firefox' ? bidiContext(page) : undefined;
  const traverse = async (delta: -1 | 1) => {
    const from = await where();
    if (firefox) await firefox.traverseHistory(delta);
    // Puppeteer's goBack() may wait for a load event a page restored from the back/forward cache does not fire.
    else
      void (delta < 0 ? page.goBack({ timeout: 10_000 }) : page.goForward({ timeout: 10_000 })).catch(() => undefined);
    await waitFor(async () => {
      const [url, state] = await page.evaluate(() => [location.href, document.readyState]).catch(() => ['', '']);
      return url !== from && state === 'complete';
    }, 'the history step');
  };

  return {
    ...options,
    resize: (size) => page.setViewport({ width: size.width, height: size.height }),
    goto: async (path) => {
      const url = new URL(path, origin).href;
      if (firefox) await firefox.navigate(url, 'complete');
      else await page.goto(url, { waitUntil: 'load' });
    },
    url: where,
    click: (selector) => whenStill(selector, measure(selector), ({ x, y }) => page.mouse.click(x, y)),
    press: (key) => page.keyboard.press(key),
    type: async (selector, text) => {
      await whenStill(selector, measure(selector), ({ x, y }) => page.mouse.click(x, y));
      await page.keyboard.type(text);
    },
    choose: async (selector, value) => {
      const chosen = await page.evaluate(
        `(function () { ${chooseOption} })(document.querySelector(${JSON.stringify(selector)}), ${JSON.stringify(value)})`,
      );
      if (!chosen) throw new Error(`No option ${value} in ${selector}`);
    },
    read: async <T>(body: string) => (await page.evaluate(`(() => { ${body} })()`)) as T,
    back: () => traverse(-1),
    forward: () => traverse(1),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    handoffs: () => [...handoffs],
    problems: () => [...problems],
    close: () => context.close(),
  };
}

async function openWebKit(options: VisitorOptions): Promise<Visitor> {
  const { size, javaScript, origin } = options;
  const port = await freePort();
  // A process group of its own: WebKitWebDriver, the shell it starts and WebKit's web and network processes under it.
  // Closing the visitor ends the whole group: a web process whose shell had gone kept playing its page's video, and
  // two such orphans took a core between them until the suite ended.
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const endAll = () => {
    process.off('exit', endAll);
    try {
      if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGKILL');
    } catch {
      // The group has ended already.
    }
  };
  // Out of the test process's group, it would outlive a test process that ends without closing its visitors.
  process.on('exit', endAll);
  const log = join(mkdtempSync(join(tmpdir(), 'webkit-visitor-')), 'console.log');
  const probe = 'webkit-visitor-console-check';
  /** Lines of the log written before the journeys (the console check below). */
  let checked = 0;
  /** What the shell wrote so far: hand-offs, and console messages worth failing for. */
  const output = () => {
    const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(checked) : [];
    const handoffs = lines.flatMap((line) => /^HANDOFF (\S+)/.exec(line)?.[1] ?? []);
    const problems = lines.filter((line) => {
      // "CONSOLE SECURITY ERROR …", "CONSOLE JS ERROR …"; console.error() from a script: "CONSOLE ERROR …".
      const message = /CONSOLE (?:([A-Z]+) )?(ERROR|WARNING|WARN|LOG|INFO|DEBUG) (.*)/.exec(line);
      return message && isProblem(message[2] ?? '', `${message[1] ?? ''} ${message[3]}`);
    });
    return { handoffs, problems };
  };
  driverProcess.stdout.resume();
  driverProcess.stderr.resume();
  const driverUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () =>
      fetch(`${driverUrl}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    'WebKitWebDriver to start',
  );
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: 'EngineShell',
        'webkitgtk:browserOptions': {
          binary: webkitShell,
          args: [`--javascript=${javaScript ? 'on' : 'off'}`, `--origin=${origin}`, `--log=${log}`],
        },
      })
      .build();
    await driver.manage().window().setRect({ width: size.width, height: size.height });
    // The console is read from WebKit's own output lines: an error written on purpose must come back as a problem,
    // or the format has changed and no journey could fail on what the console says.
    await driver.get(new URL('/robots.txt', origin).href);
    await driver.executeScript(`console.error(${JSON.stringify(probe)})`);
    await waitFor(
      async () => output().problems.some((line) => line.includes(probe)),
      'WebKit to report a console error in the format this visitor reads',
      5000,
    );
    checked = readFileSync(log, 'utf8').split('\n').length - 1;
  } catch (error) {
    endAll();
    throw error;
  }
  const element = (selector: string) => driver.findElement(By.css(selector));
  const settle = () =>
    waitFor(async () => (await driver.executeScript('return document.readyState')) === 'complete', 'the load event');

  /** Sizes the window so that its viewport, the page's width and height, is `size` (the window may add a frame). */
  const resize = async ({ width, height }: Size) => {
    const viewport = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    let [innerWidth, innerHeight] = await viewport();
    for (let attempt = 0; attempt < 3 && (innerWidth !== width || innerHeight !== height); attempt++) {
      const window = await driver.manage().window().getRect();
      await driver
        .manage()
        .window()
        .setRect({ width: window.width + width - innerWidth, height: window.height + height - innerHeight });
      // The page may learn its new size a moment after the window has it.
      await waitFor(
        async () => ([innerWidth, innerHeight] = await viewport())[0] === width && innerHeight === height,
        'the new size',
        2000,
      ).catch(() => undefined);
    }
    if (innerWidth !== width || innerHeight !== height)
      throw new Error(`WebKit's viewport is ${innerWidth}×${innerHeight}, not ${width}×${height}`);
  };

  return {
    ...options,
    resize,
    goto: async (path) => {
      await driver.get(new URL(path, origin).href);
      await settle();
    },
    url: () => driver.getCurrentUrl(),
    // As Playwright does, a click waits until its target can take it (not covered, not mid-animation).
    click: (selector) =>
      whenStill(
        selector,
        (scrollFirst) => driver.executeScript<ClickPoint | null>(pointToClick, selector, centred, scrollFirst),
        async () => (await element(selector)).click(),
      ),
    press: async (key) => {
      await driver
        .actions()
        .sendKeys(Key[key.toUpperCase() as 'ESCAPE' | 'ENTER' | 'TAB'])
        .perform();
    },
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    choose: async (selector, value) => {
      if (!(await driver.executeScript(chooseOption, await element(selector), value)))
        throw new Error(`No option ${value} in ${selector}`);
    },
    read: async <T>(body: string) => (await driver.executeScript(body)) as T,
    back: async () => {
      await driver.navigate().back();
      await settle();
    },
    forward: async () => {
      await driver.navigate().forward();
      await settle();
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    handoffs: () => output().handoffs,
    problems: () => output().problems.map((line) => line.trim()),
    close: async () => {
      await driver.quit().catch(() => undefined);
      endAll();
    },
  };
}
