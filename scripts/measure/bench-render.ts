// `npm run bench`: how much CPU each page type costs to render at the edge.
// Starts tests/bench/render-worker.tsx with wrangler (the site's wrangler.toml,
// the same bundler, React's production build) in workerd, prints the timings
// and fails if the home page's median exceeds budgets.ts. Run after
// `npm run build`: it renders the built content and client assets.
import { unstable_dev } from 'wrangler';
import path from 'node:path';
import { budgets } from '../../budgets.ts';
import type { RenderTimes } from '../../tests/bench/render-worker.tsx';
import { root } from '../paths.ts';

// Wrangler bundles React's development build for `dev` unless told otherwise; deploys get production.
process.env.NODE_ENV = 'production';

const worker = await unstable_dev(path.join(root, 'tests/bench/render-worker.tsx'), {
  env: '',
  logLevel: 'warn',
  experimental: { disableExperimentalWarning: true },
});
try {
  const response = await worker.fetch('/');
  if (!response.ok) throw new Error(`the benchmark Worker failed: ${await response.text()}`);
  const times = (await response.json()) as RenderTimes;
  console.log(
    'Render time per page type in workerd, React production build (ms per render: median and 95th percentile of 40 batches of 20):',
  );
  for (const [name, { median, p95, bytes }] of Object.entries(times)) {
    const figures = `median ${median.toFixed(2)}  p95 ${p95.toFixed(2)}  (${bytes.toLocaleString('en')} B of HTML)`;
    console.log(`  ${name.padEnd(10)} ${figures}`);
  }
  const home = times.home?.median ?? Infinity;
  const within = home <= budgets.homeRenderMs;
  console.log(`${within ? '✓' : '✗'} home page median ${home.toFixed(2)} ms; budget ${budgets.homeRenderMs} ms`);
  process.exitCode = within ? 0 : 1;
} finally {
  await worker.stop();
}
