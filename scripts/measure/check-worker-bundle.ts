// Bundles the Worker exactly as `wrangler deploy` would (--dry-run: no account
// needed) and fails if it exceeds the Workers Free plan's size limit, so a
// change that would not deploy is caught before anyone releases it.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../paths.ts';

/** Workers Free: 3 MB per Worker after compression. */
const FREE_PLAN_LIMIT = 3 * 1024 * 1024;

const outDir = path.join(root, 'dist/worker');
for (const environment of ['', 'staging']) {
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', `--env=${environment}`, '--outdir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const bundle = await readFile(path.join(outDir, 'index.js'));
const gzipped = gzipSync(bundle, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`Worker bundle: ${kib(bundle.length)}, ${kib(gzipped)} gzip (limit ${kib(FREE_PLAN_LIMIT)})`);
if (gzipped > FREE_PLAN_LIMIT) {
  console.error('The Worker is larger than the Workers Free plan allows.');
  process.exitCode = 1;
}
