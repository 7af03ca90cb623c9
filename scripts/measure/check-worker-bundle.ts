// `npm run check:bundle` (npm test's "bundle check" step): bundles the Worker as `wrangler deploy` would and fails if
// its compressed size is over budgets.ts's workerGzip, so build-only code reaching the Worker (Zod, the content schemas)
// shows at once; and if BUDGETS.md's figure for it no longer matches (`npm run figures` writes it anew).
import { budgets } from '../../budgets.ts';
import { staleFigures, workerRow } from './budgets-file.ts';
import { bundleWorker, inKiB } from './worker-bundle.ts';

const worker = await bundleWorker();
console.log(
  `Worker bundle: ${inKiB(worker.gzip)} gzip (budget ${inKiB(budgets.workerGzip)}), ${inKiB(worker.raw)} raw`,
);
if (worker.gzip > budgets.workerGzip) {
  console.error(
    `The Worker is over its budget (budgets.ts, workerGzip) by ${inKiB(worker.gzip - budgets.workerGzip)}: ` +
      'has code meant for the build (Zod, src/content/schema, scripts/) reached it?',
  );
  process.exitCode = 1;
}
const stale = await staleFigures([workerRow(worker)]);
if (stale.length > 0) {
  console.error(
    `BUDGETS.md's figure for the Worker no longer matches it: run \`npm run figures\`.\n  ${stale.join('\n  ')}`,
  );
  process.exitCode = 1;
}
