// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) three
// times on each kind of page against the production build, in Debian's
// Chromium; fails unless every median meets the bar in budgets.ts.
// LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (comma-separated paths) narrow it down.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { budgets } from '../budgets.ts';
import { serveSite } from './serve.ts';

/**
 * For the not-found page only: Chromium logs the document's own 404 status as a
 * console error ("Failed to load resource: … status of 404"), which no 404 page
 * can avoid. Only that line is ignored; any other console error still fails it.
 */
const notFoundConfig: Config = {
  extends: 'lighthouse:default',
  audits: [{ path: 'errors-in-console', options: { ignoredPatterns: ['the server responded with a status of 404'] } }],
};

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
/**
 * `--gate=scores` (how `npm test` runs it): every score and CLS still fail the
 * run, while FCP, LCP and TBT misses are printed but do not. On the two-core CI
 * machine the home page's TBT median sits around its 50 ms bar (see BUDGETS.md),
 * so gating on it would fail runs at random. Without the flag every bar gates.
 */
const scoresOnly = process.argv.includes('--gate=scores');
const notFoundPath = '/no-existe';
const pages = ['/', '/servicios/pulido-abrillantado', '/cursos/detailing-basico', '/politica-privacidad', notFoundPath];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const site = await serveSite(Number(process.env.PORT ?? 8792));
const { origin } = site;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  for (const path of pages.filter((page) => !only || only.includes(page))) {
    // Warm the Worker and the edge cache first, so the runs time the page, not wrangler compiling it.
    await fetch(`${origin}${path}`).then((response) => response.arrayBuffer());
    const runs: Record<string, number>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `${origin}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The not-found page answers 404 on purpose; without this Lighthouse stops at the status.
          ignoreStatusCode: path === notFoundPath,
        },
        path === notFoundPath ? notFoundConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      runs.push({
        ...Object.fromEntries(
          categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
        ),
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    const medianOf = (key: string) => median(runs.map((run) => run[key] ?? Number.NaN));
    const score = (category: string) => medianOf(category);
    const fcp = medianOf('fcp');
    const lcp = medianOf('lcp');
    const tbt = medianOf('tbt');
    const cls = medianOf('cls');
    // The not-found page answers 404 on purpose, which Lighthouse's SEO score marks down.
    const scored = path === notFoundPath ? categories.filter((category) => category !== 'seo') : categories;
    const { fcpMs, lcpMs, tbtMs, cls: clsLimit } = budgets.lighthouse;
    const misses = [
      ...scored.filter((category) => score(category) < 100).map((category) => `${category} ${score(category)}`),
      ...(cls > clsLimit ? [`CLS ${cls.toFixed(3)}`] : []),
    ];
    const timingMisses = [
      ...(fcp > fcpMs ? [`FCP ${Math.round(fcp)} ms`] : []),
      ...(lcp > lcpMs ? [`LCP ${Math.round(lcp)} ms`] : []),
      ...(tbt > tbtMs ? [`TBT ${Math.round(tbt)} ms`] : []),
    ];
    const verdict = [
      ...(misses.length > 0 ? [`✗ ${misses.join('; ')}`] : []),
      ...(timingMisses.length > 0
        ? [`✗ ${timingMisses.join('; ')}${scoresOnly ? ' (reported, not gating)' : ''}`]
        : []),
    ];
    console.log(
      `${path.padEnd(32)} ${scored.map((category) => `${category} ${score(category)}`).join(', ')}; ` +
        `FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}  ` +
        (verdict.length > 0 ? verdict.join('  ') : '✓'),
    );
    if (misses.length > 0 || (!scoresOnly && timingMisses.length > 0)) failed = true;
  }
} finally {
  chrome.kill();
  site.stop();
}
process.exitCode = failed ? 1 : 0;
