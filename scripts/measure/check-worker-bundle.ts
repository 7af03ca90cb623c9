// `npm run check:bundle` (npm test's "bundle check" step): bundles the Worker as `wrangler deploy` would and fails if
// its compressed size is over budgets.ts's workerGzip, so build-only code reaching the Worker (Zod, the content schemas)
// shows at once.
import { budgets } from '../../budgets.ts';
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
