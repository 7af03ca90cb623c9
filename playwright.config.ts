// End-to-end tests drive Debian's Chromium (its headless shell, tests/e2e/look-baselines.ts) against the production
// build served by `npm start` (wrangler dev, the real Workers runtime); the look's pictures, against a copy of it built
// with the frozen content (tests/e2e/look-site.ts).
import { defineConfig, devices } from '@playwright/test';
import { isSharedSite } from './scripts/dev/serve.ts';
import { baselineKey, chromiumPath, hasBaselines, refreshNotice } from './tests/e2e/look-baselines.ts';

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

const chromium = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

// Said once, by the runner (its workers load this file too), when this Chromium has no baselines and none are drawn.
const redrawing = process.argv.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'));
if (process.env.TEST_WORKER_INDEX === undefined && !redrawing && !hasBaselines()) console.warn(refreshNotice);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two cores run the Worker, the browser and the build: allow for a loaded machine.
  timeout: 60_000,
  // Tests wait on states; a state that is slow to come on a busy machine is given time, never a second try.
  expect: {
    timeout: 15_000,
    // look.spec.ts: a small tolerance, a hundred pixels each a little off (threshold 0.2 of the colour distance), for
    // a minor Chromium update's anti-aliasing. One Chromium draws these pages identically run after run; a share of
    // the picture (maxDiffPixelRatio) would let a whole page's small change through (1% of a long page is a menu).
    toHaveScreenshot: { maxDiffPixels: 100, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Screenshot baselines are keyed to the browser's file name and major version (tests/e2e/look-baselines.ts).
  snapshotPathTemplate: `{testDir}/{testFileName}-snapshots/${baselineKey}/{arg}{ext}`,
  // Four at once on two cores: a journey mostly waits on its browser and the Worker. Measured on this machine, the whole
  // suite took 825 s with two workers (166 tests) and 658 s with four (156 tests after merging journeys), none failing.
  workers: 4,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A trace records every action's screenshots and DOM: half again the browser's work on every test, kept only for a
  // failure. On this machine it is there to open (npx playwright show-trace); CI prints only its log, so it records
  // none (a failing test there is run again here with --trace on).
  use: { baseURL, trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions: chromium },
  // Two visitors: a phone (Pixel 7, touch) and a desktop. A test tagged @phone or @desktop runs only at that size; one
  // tagged @once checks what does not depend on the size (a journey's words, a budget, a policy) and runs on the phone,
  // where most visitors are.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone|@once/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The Pixel 7's screen, touch and browser, its pixels drawn one per CSS pixel (as the look's pictures are): nothing
    // the site does depends on the density, and drawing 2.6 × 2.6 as many took about a tenth of the phone's tests' time
    // on this machine, where every step keeps both cores busy.
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions: chromium },
    },
  ],
  // The site the look's pictures are drawn from, built in the background (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  webServer: {
    // The build is `npm test`'s own step before the suites (run `npm run build` before this suite alone).
    command: 'node scripts/dev/start.ts',
    env: { HOST: 'localhost', PORT: String(port) },
    url: baseURL,
    // In CI a server already there is an error, unless it is the one `npm test` serves for every suite.
    reuseExistingServer: !process.env.CI || isSharedSite(port),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
