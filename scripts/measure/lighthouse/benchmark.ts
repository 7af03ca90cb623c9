// `npm run lighthouse`: a benchmark, not a test. Lighthouse (mobile preset,
// simulated throttling unless told otherwise) on one page of each type and on
// the same pages of a reference served the same way (the same `wrangler dev`,
// on the next port), runs interleaved (ours, reference, ours, …) in a fresh
// Chromium each; prints the medians side by side with their ratio and the
// machine's load. Exits non-zero only when a run cannot be made: the figures
// go to BUDGETS.md.
//
// The reference is a static copy of our own pages (their HTML as the Worker
// answers it, beside a copy of dist/client) served by Workers Static Assets
// with no Worker in front: the difference is what the Worker and its headers
// cost. --peer=<dir> --peer-pages=<paths> measure another site's built output
// instead, its paths given in the order of our page types (home, service,
// course, legal, not-found).
//
// --runs=N (default 5); --pages=<our paths> narrows the page types;
// --reports=<dir> keeps every run's JSON report; --throttling-method=devtools
// really slows the CPU 4× and the network to slow 4G during each run instead of
// simulating them (Lighthouse's --throttling-method). PORT chooses our port
// (default 8792), the reference takes the next one. --write puts the table in BUDGETS.md, in the block of its throttling
// method (lighthouse-devtools or lighthouse-simulate), where --peer-name names the peer.
import { killAll } from 'chrome-launcher';
import { rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveSite, serveStatic, type RunningSite } from '../../dev/serve.ts';
import { writeBlock } from '../budgets-file.ts';
import { median, staticCopy } from '../reference-site.ts';
import {
  audit,
  chromiumVersion,
  notFoundPath,
  pageTypes,
  throttlingMethods,
  type Result,
  type ThrottlingMethod,
} from './audit.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    reports: { type: 'string' },
    peer: { type: 'string' },
    'peer-pages': { type: 'string' },
    'throttling-method': { type: 'string', default: 'simulate' },
    'peer-name': { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const throttlingMethod = options['throttling-method'] as ThrottlingMethod;
if (!throttlingMethods.includes(throttlingMethod)) {
  throw new Error(`--throttling-method is one of ${throttlingMethods.join(', ')}`);
}
const peerPages = options['peer-pages']?.split(',');
if (options.peer && peerPages?.length !== pageTypes.length) {
  throw new Error(`--peer needs --peer-pages with ${pageTypes.length} paths, for ${pageTypes.join(', ')}`);
}
const only = options.pages?.split(',');
/** Our path and the reference's for each page type measured. */
const pages = pageTypes
  .map((path, index) => ({ path, reference: peerPages?.[index] ?? path, notFound: path === notFoundPath }))
  .filter(({ path }) => !only || only.includes(path));

const metrics = {
  'Perf.': (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100),
  FCP: (lhr: Result) => lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
  LCP: (lhr: Result) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
  TBT: (lhr: Result) => lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  CLS: (lhr: Result) => lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  SI: (lhr: Result) => lhr.audits['speed-index']?.numericValue ?? NaN,
};
type Metric = keyof typeof metrics;

/** Stops a site when the next step fails, then fails. */
const stopping = (site: RunningSite) => (error: unknown) => {
  site.stop();
  throw error;
};

const port = Number(process.env.PORT ?? 8792);
const ours = await serveSite(port);
const directory = options.peer
  ? resolve(options.peer)
  : await staticCopy(ours.origin, pageTypes, notFoundPath).catch(stopping(ours));
const reference = await serveStatic(directory, port + 1).catch(stopping(ours));
const referenceName = options.peer
  ? `the peer (${options['peer-name'] ?? options.peer})`
  : 'a static copy of our pages';
// Ctrl-C stops the servers and the browser too: they run in process groups of their own.
process.once('SIGINT', () => {
  killAll();
  ours.stop();
  reference.stop();
  if (!options.peer) rmSync(directory, { recursive: true, force: true });
  process.exit(130);
});
const results = pages.map(() => ({ ours: [] as Result[], reference: [] as Result[] }));
/** The machine's load average (1 minute) before each run: runs on a shared machine only compare when it was low. */
const loads: number[] = [];
try {
  // One request to each page first, so the runs time the page, not wrangler compiling the Worker or filling its cache.
  for (const page of pages) {
    await fetch(`${ours.origin}${page.path}`).then((response) => response.arrayBuffer());
    await fetch(`${reference.origin}${page.reference}`).then((response) => response.arrayBuffer());
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, page] of pages.entries()) {
      for (const side of ['ours', 'reference'] as const) {
        const url = side === 'ours' ? `${ours.origin}${page.path}` : `${reference.origin}${page.reference}`;
        loads.push(loadavg()[0] ?? NaN);
        const lhr = await audit(url, { notFound: page.notFound, throttlingMethod });
        results[index]?.[side].push(lhr);
        process.stderr.write(`run ${run}/${runs} ${side} ${url}: perf ${metrics['Perf.'](lhr)}\n`);
        if (options.reports) {
          await mkdir(options.reports, { recursive: true });
          const name = `${side}-${page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '_')}-${run}.json`;
          await writeFile(join(options.reports, name), JSON.stringify(lhr));
        }
      }
    }
  }
} finally {
  ours.stop();
  reference.stop();
  if (!options.peer) await rm(directory, { recursive: true, force: true });
}

const figure = (metric: Metric, value: number) =>
  metric === 'CLS'
    ? value.toFixed(3)
    : `${Math.round(value).toLocaleString('en-US')}${metric === 'Perf.' ? '' : ' ms'}`;
const rows = pages.map((page, index) => {
  const { ours: mine = [], reference: theirs = [] } = results[index] ?? {};
  return [
    options.peer ? `\`${page.path}\` vs \`${page.reference}\`` : `\`${page.path}\``,
    ...(Object.keys(metrics) as Metric[]).map((metric) => {
      const [a, b] = [median(mine.map(metrics[metric])), median(theirs.map(metrics[metric]))];
      return `${figure(metric, a)} / ${figure(metric, b)} (${b === 0 ? '—' : (a / b).toFixed(2)})`;
    }),
  ];
});
const header = ['Page', ...Object.keys(metrics)];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
const lighthouseVersion = results[0]?.ours[0]?.lighthouseVersion;
const throttling = throttlingMethod === 'devtools' ? 'devtools throttling' : 'simulated throttling';
const text = [
  `${chromiumVersion()}, Lighthouse ${lighthouseVersion}, ${new Date().toISOString().slice(0, 10)}: medians of ${runs} runs, ` +
    `mobile preset, ${throttling}; load average (1 min) before the runs ${Math.min(...loads).toFixed(1)}–` +
    `${Math.max(...loads).toFixed(1)}. Each cell: ours / ${referenceName} (ours ÷ reference).`,
  '',
  [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'),
].join('\n');
console.log(`\n${text}`);
if (options.write)
  await writeBlock(throttlingMethod === 'devtools' ? 'lighthouse-devtools' : 'lighthouse-simulate', text);
