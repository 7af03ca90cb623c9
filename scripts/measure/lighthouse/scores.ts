// `npm run test:lighthouse` (the end of `npm test`): the Lighthouse checks that do not depend on timing. One run on
// each page type, each in a fresh Chromium and a process of its own (score-page.ts), all at once: a run mostly waits
// for its page to go quiet, and none of these checks measures time (five in a row took 58 s, most of it idle). Fails
// unless the accessibility, best-practices and SEO scores are all 100 (the not-found page's SEO is not checked).
// Timings are `npm run lighthouse`'s, a benchmark, not a test. PORT chooses the site's port (default 8792).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serveSite } from '../../dev/serve.ts';
import { notFoundPath, pageTypes } from './audit.ts';
import type { PageScores } from './score-page.ts';

const run = promisify(execFile);
const scorePage = fileURLToPath(new URL('score-page.ts', import.meta.url));

const site = await serveSite(Number(process.env.PORT ?? 8792));
let failed = false;
try {
  const results = await Promise.allSettled(
    pageTypes.map(async (path) => {
      const args = [scorePage, `${site.origin}${path}`, ...(path === notFoundPath ? ['--not-found'] : [])];
      const { stdout } = await run(process.execPath, args, { maxBuffer: 1024 * 1024 });
      return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as PageScores;
    }),
  );
  for (const [index, result] of results.entries()) {
    const path = pageTypes[index];
    if (result.status === 'rejected') {
      failed = true;
      const error = result.reason as { stderr?: string; message?: string };
      console.log(`✗ ${path}: Lighthouse failed\n${error.stderr || error.message}`);
      continue;
    }
    const { scores, misses } = result.value;
    const passed = scores.every(({ score }) => score === 100);
    failed ||= !passed;
    const line = scores.map(({ category, score }) => `${category} ${score}`).join(', ');
    console.log(`${passed ? '✓' : '✗'} ${path}: ${line}${misses.map((miss) => `\n    ${miss}`).join('')}`);
  }
} finally {
  site.stop();
}
process.exitCode = failed ? 1 : 0;
