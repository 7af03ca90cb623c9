// The Worker exactly as `wrangler deploy` bundles it (--dry-run: no account needed), for both environments, and its
// size as the production one would be uploaded: measured by `npm run check:bundle` and `npm run figures`.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../paths.ts';

export interface WorkerBytes {
  raw: number;
  /** gzip -9, as Cloudflare measures a Worker against its plan's limit. */
  gzip: number;
}

/** KiB of 1,024 bytes, as Cloudflare states a Worker's size limits. */
export const KiB = 1024;
export const inKiB = (bytes: number) =>
  `${(bytes / KiB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KiB`;

export async function bundleWorker(): Promise<WorkerBytes> {
  const outDir = path.join(root, 'dist/worker');
  // Staging first, so that what is left in dist/worker is the production bundle.
  for (const environment of ['staging', '']) {
    execFileSync('npx', ['wrangler', 'deploy', '--dry-run', `--env=${environment}`, '--outdir', outDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const bundle = await readFile(path.join(outDir, 'index.js'));
  return { raw: bundle.length, gzip: gzipSync(bundle, { level: 9 }).length };
}
