// `node scripts/measure/trace-page.ts [path]`: where a page's main-thread time goes on a
// mid-range phone. Loads the page in Debian's Chromium as a Pixel 7 with the CPU
// slowed down 4× (Lighthouse's mobile preset), records a Chromium performance
// trace with selector statistics, and prints the main thread's time by kind of
// work, every task over 50 ms from the first contentful paint on and what it is
// made of, the most expensive CSS selectors and the elements in each part of the page.
// ORIGIN is a running site (default: `npm start` on PORT, default 8787);
// TRACE_FILE=<file> keeps the trace for chrome://tracing or DevTools;
// TRACE_SELECTORS=1 records selector statistics too (and slows style down); SLOW_4G=1 slows the network down as the
// tap benchmark does (scripts/measure/phone.ts), so the page arrives in pieces as it does on a phone.
import { chromium, devices } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { cpuSlowdown, slow4g } from './phone.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    selector_stats?: { selector_timings?: { selector: string; 'elapsed (us)': number; match_attempts: number }[] };
  };
}

/** How DevTools' summary groups the renderer's work. */
const kinds: Record<string, string> = {
  ParseHTML: 'Parse HTML',
  ParseAuthorStyleSheet: 'Parse stylesheets',
  UpdateLayoutTree: 'Recalculate style',
  RecalculateStyles: 'Recalculate style',
  Layout: 'Layout',
  PrePaint: 'Paint and composite',
  Paint: 'Paint and composite',
  Layerize: 'Paint and composite',
  UpdateLayer: 'Paint and composite',
  Commit: 'Paint and composite',
  EvaluateScript: 'Script',
  'v8.compile': 'Script',
  'v8.compileModule': 'Script',
  'v8.evaluateModule': 'Script',
  FunctionCall: 'Script',
  TimerFire: 'Script',
  EventDispatch: 'Script',
  FireAnimationFrame: 'Script',
  RunMicrotasks: 'Script',
  'V8.GCScavenger': 'Garbage collection',
  MajorGC: 'Garbage collection',
  MinorGC: 'Garbage collection',
  DecodeImage: 'Images',
  ImageDecodeTask: 'Images',
};

/**
 * Self time by kind of work: an event's duration minus its children's, so nested work is counted once; an event of no
 * kind of its own counts as its parent's. `events` are one thread's, sorted by start (the longer first at a tie).
 */
function selfTimeByKind(events: TraceEvent[]): Map<string, number> {
  const selfTime = new Map<string, number>();
  const stack: { end: number; kind: string; children: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) selfTime.set(done.kind, (selfTime.get(done.kind) ?? 0) + done.dur - done.children);
    }
  };
  for (const event of events) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = stack.at(-1);
    const kind = kinds[event.name] ?? (parent ? parent.kind : 'Other');
    if (parent) parent.children += dur;
    stack.push({ end: event.ts + dur, kind, children: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return selfTime;
}

const path = process.argv[2] ?? '/';
const withSelectors = process.env.TRACE_SELECTORS === '1';
const origin = process.env.ORIGIN ?? `http://localhost:${process.env.PORT ?? 8787}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (process.env.SLOW_4G === '1') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink',
      'v8.execute',
      'loading',
      // Selector statistics make style recalculation several times slower: a separate run, for the ranking only.
      ...(withSelectors ? ['disabled-by-default-blink.debug'] : []),
    ],
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(3000);
  const sections = await page.evaluate(() => {
    const count = (root: Element) => root.getElementsByTagName('*').length + 1;
    const parts = [
      document.head,
      ...document.querySelectorAll('body > *:not(main)'),
      ...document.querySelectorAll('main > *'),
    ];
    return {
      total: document.getElementsByTagName('*').length,
      parts: parts.map((part) => ({
        part: `${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ''}`,
        elements: count(part),
      })),
    };
  });
  const trace = await browser.stopTracing();
  if (process.env.TRACE_FILE) await writeFile(process.env.TRACE_FILE, trace);
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;

  // The page's renderer is the one that parsed the most HTML (the first one only shows about:blank).
  const parsed = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'ParseHTML') parsed.set(event.pid, (parsed.get(event.pid) ?? 0) + (event.dur ?? 0));
  }
  const pagePid = [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === pagePid,
  );
  if (!mainThread) throw new Error('no renderer main thread in the trace');
  const onMain = events
    .filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const selfTime = selfTimeByKind(onMain);

  // Every task over 50 ms still running at the first contentful paint or later (what Total Blocking Time counts, and what a tap waits
  // behind), with its make-up by kind of work (self time) and the elements its style recalculations touched.
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mainThread.pid)?.ts;
  const longTasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' &&
      (event.dur ?? 0) > 50_000 &&
      firstPaint !== undefined &&
      event.ts + (event.dur ?? 0) > firstPaint,
  );
  const taskRows = longTasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const parts = selfTimeByKind(inside);
    const styled = inside
      .filter((event) => event.name === 'UpdateLayoutTree')
      .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
    const makeUp = [...parts]
      .filter(([, time]) => time >= 5_000)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, time]) => `${kind} ${Math.round(time / 1000)}`)
      .join(', ');
    return `  at ${String(Math.round((task.ts - (firstPaint ?? 0)) / 1000)).padStart(5)} ms: ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms (${makeUp || 'unattributed'})${styled ? `; style of ${styled} elements` : ''}`;
  });

  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0);
  console.log(`${origin}${path}, Pixel 7, CPU 4× slower: main thread ${Math.round(total / 1000)} ms`);
  for (const [kind, time] of [...selfTime].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(22)} ${String(Math.round(time / 1000)).padStart(5)} ms`);
  }

  console.log(`\nTasks over 50 ms running at the first contentful paint or after it: ${taskRows.length}`);
  for (const row of taskRows) console.log(row);

  const selectors = new Map<string, { elapsed: number; attempts: number }>();
  for (const event of events) {
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const entry = selectors.get(timing.selector) ?? { elapsed: 0, attempts: 0 };
      entry.elapsed += timing['elapsed (us)'];
      entry.attempts += timing.match_attempts;
      selectors.set(timing.selector, entry);
    }
  }
  if (selectors.size > 0) {
    const matching = [...selectors.values()].reduce((sum, entry) => sum + entry.elapsed, 0);
    console.log(`\nSelector matching: ${Math.round(matching / 1000)} ms in all; the costliest selectors:`);
    for (const [selector, entry] of [...selectors].sort((a, b) => b[1].elapsed - a[1].elapsed).slice(0, 12)) {
      console.log(`  ${(entry.elapsed / 1000).toFixed(1).padStart(6)} ms  ${entry.attempts} attempts  ${selector}`);
    }
  }

  console.log(`\nElements: ${sections.total}`);
  for (const { part, elements } of sections.parts) console.log(`  ${part.padEnd(24)} ${elements}`);
} finally {
  await browser.close();
}
