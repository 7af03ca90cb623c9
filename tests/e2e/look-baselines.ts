// Where the screenshot baselines of look.spec.ts live: one folder per major version of the Chromium that drew them,
// so a new Chromium from Debian (other fonts' hinting, other anti-aliasing) finds no baselines and skips, with a
// notice, instead of failing every comparison. Read by playwright.config.ts (snapshotPathTemplate) and the spec.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/paths.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** "156" for "Chromium 156.0.8078.108 built on Debian…"; "unknown" if the browser does not say. */
function majorVersion(): string {
  try {
    const version = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /(\d+)\.\d+\.\d+/.exec(version)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export const chromiumMajor = majorVersion();

/** The folder of every look.spec.ts baseline, relative to the project. */
export const baselineRoot = join('tests', 'e2e', 'look.spec.ts-snapshots');
/** This Chromium's folder, relative to the project. */
export const baselineFolder = join(baselineRoot, `chromium-${chromiumMajor}`);

/** Whether this Chromium has baselines (a folder with at least one picture). */
export function hasBaselines(): boolean {
  const folder = join(root, baselineFolder);
  return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.png'));
}

/** What a run without baselines for this Chromium says. */
export const refreshNotice =
  `No screenshot baselines for Chromium ${chromiumMajor} (${baselineFolder}/): the comparisons are skipped. ` +
  'Refresh them with `npm run look:update`, review them (README, "Reviewing a change of look") and commit them.';
