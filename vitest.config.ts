// Four test projects: pure code under Node, the Worker inside workerd, HTTP requests to `npm start`'s server
// (tests/http/server.ts starts it), and a visitor's journeys in Chromium, Firefox and WebKit (tests/engines/).
// A test of one module sits beside it (src/enquiry/): `name.test.ts` runs under Node, `name.worker.test.ts` in workerd.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Two test files at once in the unit and HTTP projects: Vitest's default, one fewer than the cores, is one on this
// two-core machine, and an HTTP test waits on the server half the time. Measured on a quiet machine: unit 22.6 → 13.0 s,
// HTTP 34.2 → 25.5 s.
const twoFilesAtOnce = { fileParallelism: true, maxWorkers: 2 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...twoFilesAtOnce,
          // One module registry a worker for all its files (no file's modules keep state another reads): measured,
          // 17.5 → 12.3 s on a quiet machine.
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.worker.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/unit/generate-content.ts'],
          // Some tests compile the content or cut the font: give a busy machine time rather than fail.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            // The enquiry counts' tables, applied to each test file's local D1 database (tests/worker/migrate.ts).
            miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('migrations') } },
          })),
        ],
        test: {
          name: 'worker',
          // One workerd for every file, one file after another: a workerd a file cost about two seconds of start-up
          // each (30 files: 61 s, 12 s without, on a quiet machine). The files share its D1 database, which
          // tests/worker/migrate.ts empties before each file, and its edge cache, which a test of it clears first.
          isolate: false,
          fileParallelism: false,
          // Its own group, after the unit and HTTP files (Vitest runs projects of different parallelism apart).
          sequence: { groupOrder: 1 },
          include: ['tests/worker/**/*.test.{ts,tsx}', 'src/**/*.worker.test.{ts,tsx}'],
          setupFiles: ['tests/worker/migrate.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'http',
          ...twoFilesAtOnce,
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/http/server.ts'],
          testTimeout: 20_000,
          hookTimeout: 150_000,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/engines/setup.ts'],
          // One browser per engine, size and JavaScript setting, its journeys one after another. The three engines'
          // files run at once: a journey mostly waits on its browser, so two cores carry three (Vitest would
          // otherwise run one file at a time here, 105 + 155 + 196 s in a row on the last CI run).
          fileParallelism: true,
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
