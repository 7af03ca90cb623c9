// Releases the built site: the enquiry counts' tables first (migrations/), then the Worker, so new code never runs
// against tables it does not know. On the very first release Cloudflare has no database yet (wrangler deploy used to
// create it): it is created here, by the name wrangler reports, before the tables.
// `node scripts/deploy.ts` (production) or `node scripts/deploy.ts staging`; npm run deploy, the GitHub workflow and
// Cloudflare Workers Builds all run it after `npm run build`. Before anything goes out it checks the content's samples
// (scripts/build/content/release.ts): production refuses sample reviews unless PUBLICAR_CON_EJEMPLOS allows them.
// `--check` does only that, so npm run deploy and the workflow stop before building.
import { spawnSync } from 'node:child_process';
import { compileContent, ContentError } from './build/content/compile.ts';
import { allowSamplesVariable, allowsSamples, releaseDecision, workflowCommand } from './build/content/release.ts';
import { formatProblem } from './build/content/yaml-source.ts';
import { root } from './paths.ts';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const env = args.find((arg) => !arg.startsWith('--')) ?? '';

/** Whether the content may go out to this environment; says why not, and what it still marks as a sample. */
async function contentMayGoOut(): Promise<boolean> {
  const content = await compileContent({ root }).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n✗ No se publicó nada: el contenido tiene ${error.problems.length} problema(s):\n`);
    for (const problem of error.problems) console.error(`  ✗ ${formatProblem(problem)}`);
    return undefined;
  });
  if (!content) return false;
  const decision = releaseDecision(content, {
    production: env === '',
    allowSamples: allowsSamples(process.env[allowSamplesVariable]),
  });
  if (decision.lines.length > 0) (decision.refused ? console.error : console.warn)(`\n${decision.lines.join('\n')}\n`);
  // On the run's summary page too; once, from the check that comes first in the workflow.
  if (process.env.GITHUB_ACTIONS === 'true' && (checkOnly || decision.refused))
    for (const notice of decision.notices) console.log(workflowCommand(notice));
  return !decision.refused;
}

if (!(await contentMayGoOut())) process.exit(1);
if (checkOnly) process.exit(0);

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
