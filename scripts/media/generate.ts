/**
 * Generates every stand-in image and video under media/ from code, deterministically.
 * Usage: node scripts/media/generate.ts [name-filter ...]
 */
import { resolve } from 'node:path';
import { mediaSources as root } from '../paths.ts';
import { jobs, type Job } from './jobs.ts';
import { writeStill } from './core/raster.ts';
import { renderVideo } from './core/video.ts';

async function run(job: Job): Promise<void> {
  const started = performance.now();
  const out = resolve(root, job.out);
  if (job.kind === 'still') {
    await writeStill(job.scene(), job.width, job.height, out);
  } else {
    await renderVideo({
      out,
      scene: job.scene,
      crf: job.crf,
      poster: job.poster ? resolve(root, job.poster) : undefined,
    });
  }
  console.log(`${job.out.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)}s`);
}

/** Runs jobs with a small worker pool (this machine has two cores). */
async function pool(list: readonly Job[], size: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < list.length) {
      const job = list[next++];
      if (job) await run(job);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

const filters = process.argv.slice(2);
const selected = jobs.filter((job) => filters.length === 0 || filters.some((filter) => job.out.includes(filter)));
const t0 = performance.now();
await pool(selected, 2);
console.log(`done: ${selected.length} files in ${((performance.now() - t0) / 1000).toFixed(1)}s`);
