// `npm run look:update`: redraws the screenshot baselines of tests/e2e/look.spec.ts in this machine's Chromium, from
// the site the run builds with the frozen content (tests/e2e/look-site.ts), after a fresh build of the project (the
// suite's own server and the modules the spec imports). Only pictures that differ beyond the tolerance are rewritten (Playwright's
// --update-snapshots=changed); those are then stored losslessly at PNG's best compression (sharp: the same pixels,
// half the bytes), and the baselines of other Chromium versions are removed. Ends with what changed in git, to review
// (README, "Reviewing a change of look"). Extra arguments go to Playwright (`-- -g "menu"`).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { baselineFolder, baselineRoot, chromiumMajor } from '../../tests/e2e/look-baselines.ts';
import { root } from '../paths.ts';

const run = (command: string, ...args: string[]) => {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

if (chromiumMajor === 'unknown') throw new Error('Chromium does not say its version: set E2E_CHROMIUM_PATH');
run('npm', 'run', 'build');
const redrawn = Date.now();
run('npx', 'playwright', 'test', 'tests/e2e/look.spec.ts', '--update-snapshots=changed', ...process.argv.slice(2));

const folders = readdirSync(join(root, baselineRoot), { withFileTypes: true }).filter((entry) => entry.isDirectory());
for (const { name } of folders) {
  if (join(baselineRoot, name) === baselineFolder) continue;
  rmSync(join(root, baselineRoot, name), { recursive: true });
  console.log(`removed the baselines of another Chromium: ${join(baselineRoot, name)}`);
}

let bytes = 0;
const folder = join(root, baselineFolder);
for (const file of readdirSync(folder).filter((name) => name.endsWith('.png'))) {
  const path = join(folder, file);
  const stored = readFileSync(path);
  // Only the pictures Playwright wrote now: storing a stored one again could change its bytes, not its pixels.
  if (statSync(path).mtimeMs < redrawn) {
    bytes += stored.length;
    continue;
  }
  const smaller = await sharp(stored).png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
  if (smaller.length < stored.length) writeFileSync(path, smaller);
  bytes += Math.min(smaller.length, stored.length);
}
console.log(`\n${baselineFolder}: ${(bytes / 1024 / 1024).toFixed(1)} MB. What changed (review, then commit):`);
run('git', 'status', '--short', '--', baselineRoot);
