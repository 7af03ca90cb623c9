// The Worker exactly as `wrangler deploy` bundles it (--dry-run: no account needed), for both environments, and its
// size as the production one would be uploaded: measured by `npm run check:bundle` and `npm run figures`.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
  // Both at once (a bundle mostly waits on wrangler starting): production in dist/worker, staging in a folder thrown
  // away, which only has to bundle.
  const stagingDir = await mkdtemp(path.join(tmpdir(), 'worker-staging-'));
  const bundle = async (environment: string, directory: string) => {
    const { stderr } = await promisify(execFile)(
      'npx',
      ['wrangler', 'deploy', '--dry-run', `--env=${environment}`, '--outdir', directory],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    if (stderr.trim()) process.stderr.write(stderr);
  };
  try {
    await Promise.all([bundle('staging', stagingDir), bundle('', outDir)]);
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
  const production = await readFile(path.join(outDir, 'index.js'));
  return { raw: production.length, gzip: gzipSync(production, { level: 9 }).length };
}
