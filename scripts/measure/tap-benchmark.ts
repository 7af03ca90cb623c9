// `npm run tap`: a benchmark, not a test. How long a visitor's first tap waits for the screen to answer, on a phone
// slowed down: Debian's Chromium as a Pixel 7 (touch, 412×915), the CPU 4× slower and slow 4G (Lighthouse's devtools
// throttling: 562.5 ms round trips, 1.47 Mbps down), a fresh browser context each run. The tap comes at the first
// contentful paint (the browser's own lifecycle event, so no script of ours polls the page), then 300 and 1000 ms
// after it, on the menu button, where a visitor's thumb goes first. Its time is the interaction's duration that the
// Event Timing API gives (what INP measures: from the touch to the next paint, the longest of its pointer and click
// events; a tap under 16 ms, which the API does not report, counts as 16). Ours and a reference's, interleaved, served
// by the same `wrangler dev` on neighbouring ports.
//
// The reference is a peer's build: --peer=<dir> --peer-pages=<home>,<second page> --peer-target=<CSS selector of its
// menu button> (--peer-name=<what it is>, for the table). Without --peer it is a static copy of our own pages
// (dist/client and their HTML), which tells what the Worker costs, not what the page does. --runs=N (default 5).
// --write puts the table in BUDGETS.md. PORT chooses our port (default 8794), the reference takes the next one.
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { courses, services } from '../../src/generated/content.ts';
import { pageTypePaths } from '../../src/lib/sitemap.ts';
import { serveSite, serveStatic, type RunningSite } from '../dev/serve.ts';
import { cpuSlowdown, slow4g } from './phone.ts';
import { median, staticCopy } from './reference-site.ts';
import { writeBlock } from './budgets-file.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    peer: { type: 'string' },
    'peer-pages': { type: 'string' },
    'peer-target': { type: 'string' },
    'peer-name': { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const delays = [0, 300, 1000];
/** The phone menu's button: the header's one control that opens a popover (src/components/layout/SiteHeader.tsx). */
const ourTarget = 'header > div > button[popovertarget]';
/** The home page and a service's, the first two of pageTypePaths. */
const ourPages = pageTypePaths(services, courses).slice(0, 2);
const peerPages = options['peer-pages']?.split(',') ?? ourPages;
if (peerPages.length !== ourPages.length) throw new Error(`--peer-pages needs ${ourPages.length} paths`);
if (options.peer && !options['peer-target']) throw new Error('--peer needs --peer-target, its menu button');
const peerTarget = options['peer-target'] ?? ourTarget;

/** Where the target's middle is on the page as it has loaded (the header does not move: CLS 0 on both sides). */
async function targetPoint(browser: Browser, url: string, target: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const box = await page.locator(target).first().boundingBox();
  await context.close();
  if (!box) throw new Error(`${target} is not shown on ${url}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One run: the page loaded slowed down, the tap `delay` ms after its first contentful paint; the tap's duration. */
async function tapOnce(browser: Browser, url: string, point: { x: number; y: number }, delay: number): Promise<number> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    // Event Timing's entries, kept from the start (16 ms is the smallest threshold the API takes).
    await page.addInitScript(() => {
      const timings: number[] = [];
      const state = window as unknown as { tapTimings: number[]; tapsSeen: number };
      state.tapTimings = timings;
      state.tapsSeen = 0;
      addEventListener('pointerdown', () => (state.tapsSeen += 1), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) timings.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((done) =>
      cdp.on('Page.lifecycleEvent', ({ name }) => void (name === 'firstContentfulPaint' && done())),
    );
    const loading = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await painted;
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    const touch = [{ x: point.x, y: point.y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await loading;
    // The entry is reported after the next paint, a busy page's late; one under 16 ms is not reported at all.
    await page.waitForTimeout(2000);
    const { timings, taps } = await page.evaluate(() => {
      const state = window as unknown as { tapTimings: number[]; tapsSeen: number };
      return { timings: state.tapTimings, taps: state.tapsSeen };
    });
    if (taps === 0) throw new Error(`the tap on ${url} reached no page`);
    return timings.length > 0 ? Math.max(...timings) : 16;
  } finally {
    await context.close();
  }
}

const port = Number(process.env.PORT ?? 8794);
const ours: RunningSite = await serveSite(port);
let directory = '';
let reference: RunningSite | undefined;
const results = ourPages.map(() => delays.map(() => ({ ours: [] as number[], reference: [] as number[] })));
const loads: number[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const browserName = `Chromium ${browser.version()}`;
try {
  directory = options.peer ? resolve(options.peer) : await staticCopy(ours.origin, ourPages);
  reference = await serveStatic(directory, port + 1);
  const sides = {
    ours: { origin: ours.origin, pages: ourPages, target: ourTarget },
    reference: { origin: reference.origin, pages: peerPages, target: peerTarget },
  };
  const points = {
    ours: await Promise.all(ourPages.map((path) => targetPoint(browser, `${ours.origin}${path}`, ourTarget))),
    reference: await Promise.all(
      peerPages.map((path) => targetPoint(browser, `${sides.reference.origin}${path}`, peerTarget)),
    ),
  };
  for (let run = 1; run <= runs; run += 1)
    for (const [pageIndex] of ourPages.entries())
      for (const [delayIndex, delay] of delays.entries())
        for (const side of ['ours', 'reference'] as const) {
          const { origin, pages } = sides[side];
          const url = `${origin}${pages[pageIndex]}`;
          const point = points[side][pageIndex];
          if (!point) throw new Error(`no point for ${url}`);
          loads.push(loadavg()[0] ?? NaN);
          const duration = await tapOnce(browser, url, point, delay);
          results[pageIndex]?.[delayIndex]?.[side].push(duration);
          process.stderr.write(`run ${run}/${runs} ${side} ${url} +${delay} ms: ${Math.round(duration)} ms\n`);
        }
} finally {
  await browser.close();
  ours.stop();
  reference?.stop();
  if (!options.peer && directory) await rm(directory, { recursive: true, force: true });
}

const referenceName = options.peer
  ? `the peer (${options['peer-name'] ?? options.peer})`
  : 'a static copy of our pages';
const header = ['Page', ...delays.map((delay) => (delay === 0 ? 'tap at first paint' : `tap at +${delay} ms`))];
const rows = ourPages.map((path, pageIndex) => [
  options.peer ? `\`${path}\` vs \`${peerPages[pageIndex]}\`` : `\`${path}\``,
  ...delays.map((_, delayIndex) => {
    const cell = results[pageIndex]?.[delayIndex];
    const figure = (values: number[]) => Math.round(median(values)).toLocaleString('en-US');
    return `${figure(cell?.ours ?? [])} / ${figure(cell?.reference ?? [])} ms`;
  }),
]);
const text = [
  `${browserName}, ${new Date().toISOString().slice(0, 10)}: medians of ${runs} runs, Pixel 7, CPU 4× slower, slow 4G; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}. Each cell: ours / ${referenceName}, the tap's duration (Event Timing).`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
console.log(`\n${text}`);
if (options.write) await writeBlock('tap', text);
