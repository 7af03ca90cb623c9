// Releases the built site: the enquiry counts' tables first (migrations/), then the Worker, so new code never runs
// against tables it does not know. On the very first release Cloudflare has no database yet (wrangler deploy used to
// create it): it is created here, by the name wrangler reports, before the tables.
// `node scripts/deploy.ts` (production) or `node scripts/deploy.ts staging`; npm run deploy, the GitHub workflow and
// Cloudflare Workers Builds all run it after `npm run build`.
import { spawnSync } from 'node:child_process';

const env = process.argv[2] ?? '';

/** Runs wrangler, echoing its output; returns what it printed and whether it succeeded. */
function wrangler(...args: string[]): { ok: boolean; output: string } {
  const run = spawnSync('npx', ['wrangler', ...args], { encoding: 'utf8', stdio: ['inherit', 'pipe', 'pipe'] });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const migrate = () => wrangler('d1', 'migrations', 'apply', 'DB', '--remote', `--env=${env}`);

let migrated = migrate();
const missing = /Couldn't find a D1 DB named '([^']+)'/.exec(migrated.output)?.[1];
if (!migrated.ok && missing) {
  if (!wrangler('d1', 'create', missing).ok) process.exit(1);
  migrated = migrate();
}
if (!migrated.ok) process.exit(1);
if (!wrangler('deploy', `--env=${env}`).ok) process.exit(1);
