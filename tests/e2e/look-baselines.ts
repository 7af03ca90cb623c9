// Where the screenshot baselines of look.spec.ts live: one folder per major version of the Chromium that drew them,
// so a new Chromium from Debian (other fonts' hinting, other anti-aliasing) finds no baselines and skips, with a
// notice, instead of failing every comparison. Read by playwright.config.ts (snapshotPathTemplate) and the spec.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { headlessShellPath, root } from '../../scripts/paths.ts';

/** The end-to-end suite's Chromium: Debian's headless shell (scripts/paths.ts). */
export const chromiumPath = headlessShellPath;
/** "chromium-headless-shell": the browser's file name, which, with its version, keys the baselines. */
export const chromiumName = basename(chromiumPath);

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
/** What keys the baselines: the browser's file name and major version ("chromium-headless-shell-156"). */
export const baselineKey = `${chromiumName}-${chromiumMajor}`;
/** This Chromium's folder, relative to the project. */
export const baselineFolder = join(baselineRoot, baselineKey);

/** Whether this Chromium has baselines (a folder with at least one picture). */
export function hasBaselines(): boolean {
  const folder = join(root, baselineFolder);
  return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.png'));
}

/** What a run without baselines for this Chromium says. */
export const refreshNotice =
  `No screenshot baselines for ${chromiumName} ${chromiumMajor} (${baselineFolder}/): the comparisons are skipped. ` +
  'Refresh them with `npm run look:update`, review them (README, "Reviewing a change of look") and commit them.';
