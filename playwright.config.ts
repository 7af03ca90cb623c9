// End-to-end tests drive Debian's Chromium against the production build served
// by `npm start` (wrangler dev, the real Workers runtime).
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two cores run the Worker, the browser and the build: allow for a loaded machine.
  timeout: 60_000,
  // Tests wait on states; a state that is slow to come on a busy machine is given time, never a second try.
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  // Two visitors: a phone (Pixel 7, touch) and a desktop. A test tagged @phone or @desktop runs only at that size; one
  // tagged @once checks what does not depend on the size (a journey's words, a budget, a policy) and runs on the phone,
  // where most visitors are.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone|@once/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // The build is `npm test`'s own step before the suites (run `npm run build` before this suite alone).
    command: 'node scripts/dev/start.ts',
    env: { HOST: 'localhost', PORT: String(port) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
