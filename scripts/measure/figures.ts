// `npm run figures` (after `npm run build`): measures the build and writes BUDGETS.md's figures block, the bytes of
// each page type as the Worker serves them (scripts/measure/page-bytes.ts) and the Worker's size as `wrangler deploy`
// would upload it. `npm test` fails when a figure there no longer matches the build (budgets-file.ts, staleFigures):
// run this after a change that moves one. PORT chooses the port of the site it serves (default 8793).
import { figuresText, writeBlock } from './budgets-file.ts';
import { serveSite } from '../dev/serve.ts';
import { measureSite } from './page-bytes.ts';
import { bundleWorker } from './worker-bundle.ts';

const worker = await bundleWorker();
const site = await serveSite(Number(process.env.PORT ?? 8793));
try {
  const text = figuresText(await measureSite(site.origin), worker);
  await writeBlock('figures', text);
  console.log(`BUDGETS.md: figures written.\n${text}`);
} finally {
  site.stop();
}
