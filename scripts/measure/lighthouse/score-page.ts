// One page's Lighthouse checks for `npm run test:lighthouse` (scores.ts), which runs the page types side by side, each
// in a process of its own: Lighthouse keeps its state per process and runs one audit at a time in one. Prints one line
// of JSON: each category's score, and the audits that cost a category points, by id, so a failure says what to fix.
// The not-found page's SEO is not checked: Lighthouse marks a 404 status down by design.
import { headlessShellPath } from '../../paths.ts';
import { audit } from './audit.ts';

const categories = ['accessibility', 'best-practices', 'seo'] as const;

export interface PageScores {
  scores: { category: string; score: number }[];
  misses: string[];
}

const [url = '', notFoundFlag] = process.argv.slice(2);
const notFound = notFoundFlag === '--not-found';
// Chromium's headless shell: the same engine, drawing the same page, without the full browser's start-up (about a
// third of the step's time here). No score depends on the browser's speed; the benchmark (`npm run lighthouse`), whose
// timings do, keeps the full Chromium.
const lhr = await audit(url, { notFound, categories, browserPath: headlessShellPath });
const checked = categories.filter((category) => !notFound || category !== 'seo');
const result: PageScores = {
  scores: checked.map((category) => ({ category, score: Math.round((lhr.categories[category]?.score ?? 0) * 100) })),
  misses: checked.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  ),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
