// `npm run test:lighthouse` (the end of `npm test`): the Lighthouse checks that
// do not depend on timing. One run on each page type in a fresh Chromium;
// fails unless the accessibility, best-practices and SEO scores are all 100.
// The not-found page's SEO is not checked: Lighthouse marks a 404 status down
// by design. Timings are `npm run lighthouse`'s, a benchmark, not a test.
// PORT chooses the site's port (default 8792).
import { serveSite } from '../../dev/serve.ts';
import { audit, notFoundPath, pageTypes } from './audit.ts';

const categories = ['accessibility', 'best-practices', 'seo'] as const;

const site = await serveSite(Number(process.env.PORT ?? 8792));
let failed = false;
try {
  for (const path of pageTypes) {
    const lhr = await audit(`${site.origin}${path}`, { notFound: path === notFoundPath, categories });
    const checked = categories.filter((category) => path !== notFoundPath || category !== 'seo');
    const scores = checked.map((category) => `${category} ${Math.round((lhr.categories[category]?.score ?? 0) * 100)}`);
    // The audits that cost a category points, by id, so a failure says what to fix.
    const misses = checked.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    const passed = checked.every((category) => lhr.categories[category]?.score === 1);
    failed ||= !passed;
    console.log(`${passed ? '✓' : '✗'} ${path}: ${scores.join(', ')}${misses.map((miss) => `\n    ${miss}`).join('')}`);
  }
} finally {
  site.stop();
}
process.exitCode = failed ? 1 : 0;
