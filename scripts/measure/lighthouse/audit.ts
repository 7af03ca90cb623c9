// One Lighthouse run the standard way: its Node API with the default mobile
// preset and simulated throttling (or, asked for, real devtools throttling), in
// a Chromium started for that run alone.
// Shared by the score check (`npm run test:lighthouse`) and the benchmark
// (`npm run lighthouse`).
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import lighthouse, { type Config } from 'lighthouse';
import { courses, services } from '../../../src/generated/content.ts';
import { notFoundPath, pageTypePaths } from '../../../src/lib/sitemap.ts';

/** Lighthouse's report of one run. */
export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export { notFoundPath };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One page of each type the site renders; the not-found page comes last. */
export const pageTypes = pageTypePaths(services, courses);

/**
 * For a not-found page only: Chromium logs the document's own 404 status as a console error ("Failed to load
 * resource: … status of 404"), which no 404 page can avoid. Only that line is ignored; any other still counts.
 */
const notFoundConfig: Config = {
  extends: 'lighthouse:default',
  audits: [{ path: 'errors-in-console', options: { ignoredPatterns: ['the server responded with a status of 404'] } }],
};

/** Lighthouse's own report of a failed run (lhr.runtimeError). */
class RuntimeError extends Error {}

/**
 * How Lighthouse slows the page down: `simulate` (its default) loads it at full speed and computes the timings a
 * mid-range phone on slow 4G would see; `devtools` really slows the CPU 4× and the network to slow 4G while it loads.
 */
export const throttlingMethods = ['simulate', 'devtools'] as const;
export type ThrottlingMethod = (typeof throttlingMethods)[number];

interface AuditOptions {
  notFound?: boolean;
  /** The browser to run (Debian's Chromium unless given). */
  browserPath?: string;
  throttlingMethod?: ThrottlingMethod;
  /** Only these categories' audits (all of them when not given). */
  categories?: readonly string[];
}

async function auditOnce(
  url: string,
  { notFound = false, browserPath = chromiumPath, throttlingMethod = 'simulate', categories }: AuditOptions,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(
      url,
      // A not-found page answers 404 on purpose; without ignoreStatusCode Lighthouse stops at the status.
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ignoreStatusCode: notFound,
        throttlingMethod,
        ...(categories && { onlyCategories: [...categories] }),
        // The whole page drawn for the report's element thumbnails: no score reads it, and on the long home page it is
        // a good part of a run's work. Kept for the benchmark, whose report a person may open.
        ...(categories && !categories.includes('performance') && { disableFullPageScreenshot: true }),
      },
      notFound ? notFoundConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new RuntimeError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse in a fresh Chromium, so no cache, profile or warmed-up V8 carries over from another run. Lighthouse
 * sometimes fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP); like Lighthouse CI, such a run is
 * retried, up to twice, rather than counted. Any other error is thrown.
 */
export async function audit(url: string, options: AuditOptions = {}): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt > 2) throw error;
      process.stderr.write(`retrying ${url}: ${error.message}\n`);
    }
  }
}

/** The browser that makes the runs, as it names itself ("Chromium 156.0.…"). */
export const chromiumVersion = () =>
  execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
