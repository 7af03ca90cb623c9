// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) three
// times on each kind of page against the production build, in Debian's
// Chromium; fails unless every median meets the bar in budgets.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgets } from '../budgets.ts';
import { serveSite } from './serve.ts';

const RUNS = 3;
const pages = ['/', '/servicios/pulido-abrillantado', '/cursos/detailing-basico', '/politica-privacidad', '/no-existe'];
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
  for (const path of pages) {
    const runs: Record<string, number>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
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
    const scored = path === '/no-existe' ? categories.filter((category) => category !== 'seo') : categories;
    const { fcpMs, lcpMs, tbtMs, cls: clsLimit } = budgets.lighthouse;
    const misses = [
      ...scored.filter((category) => score(category) < 100).map((category) => `${category} ${score(category)}`),
      ...(fcp > fcpMs ? [`FCP ${Math.round(fcp)} ms`] : []),
      ...(lcp > lcpMs ? [`LCP ${Math.round(lcp)} ms`] : []),
      ...(tbt > tbtMs ? [`TBT ${Math.round(tbt)} ms`] : []),
      ...(cls > clsLimit ? [`CLS ${cls.toFixed(3)}`] : []),
    ];
    console.log(
      `${path.padEnd(32)} ${scored.map((category) => `${category} ${score(category)}`).join(', ')}; ` +
        `FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}` +
        (misses.length > 0 ? `  ✗ ${misses.join('; ')}` : '  ✓'),
    );
    if (misses.length > 0) failed = true;
  }
} finally {
  chrome.kill();
  site.stop();
}
process.exitCode = failed ? 1 : 0;
