// `npm test`: the machine's browsers and Java first (scripts/dev/machine.sh), then the build and every suite in turn,
// stopping at the first that fails. The unit, Worker and HTTP suites run in one Vitest run, side by side: a Worker or
// HTTP test waits on workerd or the server much of the time (one after another they took 98 s, together 83 s). Ends with the time each step took, which it writes in BUDGETS.md when every
// step passed (scripts/measure/budgets-file.ts): timings vary from run to run, so they are written, never compared.
//
// One server for the suites: once the build is done, this serves it (`npm start`'s wrangler dev) on one port, which the
// HTTP, engines, end-to-end and Lighthouse steps are given instead of each starting its own (about 14 s each on this
// machine, its Worker bundled again and its migrations checked). What they leave in it is what a deployed site keeps
// between visitors: counts in D1 (each test reads its own rows, before and after) and the rate limiter's minute.
import { spawn } from 'node:child_process';
import { loadAverage, suiteTimeText, writeBlock } from '../measure/budgets-file.ts';
import { root } from '../paths.ts';
import { serveSite, sharedSiteVariable, type RunningSite } from './serve.ts';

const steps: [name: string, command: string, ...args: string[]][] = [
  ['machine', 'bash', 'scripts/dev/machine.sh'],
  ['build', 'npm', 'run', 'build'],
  ['bundle check', 'npm', 'run', 'check:bundle'],
  ['unit, Worker, HTTP', 'npx', 'vitest', 'run', '--project', 'unit', '--project', 'worker', '--project', 'http'],
  ['engines', 'npm', 'run', 'test:engines'],
  ['e2e', 'npm', 'run', 'test:e2e'],
  ['Lighthouse scores', 'npm', 'run', 'test:lighthouse'],
];

/** Runs a step, its output on this terminal; the event loop stays free meanwhile (the server's start goes on). */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve({ status: 1, signal: null }));
    child.on('exit', (status, signal) => resolve({ status, signal }));
  });

/** The shared server's port, and every suite's name for it. */
const sitePort = process.env[sharedSiteVariable] ?? '8785';
const suitePorts = { E2E_PORT: sitePort, ENGINES_PORT: sitePort, HTTP_TEST_PORT: sitePort, PORT: sitePort };

// Interrupted, the run stops the server too (it runs in a process group of its own).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.resolve(site)
      .then(
        (running) => running?.stop(),
        () => undefined,
      )
      .finally(() => process.exit(130));
  });

const load = loadAverage();
const times: [string, number][] = [];
let failed: string | undefined;
let site: Promise<RunningSite> | undefined;
try {
  for (const [name, command, ...args] of steps) {
    const start = performance.now();
    // The suites after the build use the server started then, whose start overlaps the bundle check.
    const served = site !== undefined && name !== 'bundle check';
    if (served) await site;
    const env = served ? { ...process.env, ...suitePorts, [sharedSiteVariable]: sitePort } : process.env;
    const { status, signal } = await run(command, args, env);
    times.push([name, (performance.now() - start) / 1000]);
    if (status !== 0) {
      failed = `${name} failed (${signal ?? `exit ${status}`})`;
      break;
    }
    if (name === 'build') site = serveSite(Number(sitePort));
  }
} catch (error) {
  failed = `the suites' server did not start: ${String(error)}`;
} finally {
  (await site?.catch(() => undefined))?.stop();
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, time by step:');
for (const [name, seconds] of [...times, ['total', total] as [string, number]])
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\n${failed}`);
  process.exitCode = 1;
} else {
  await writeBlock('suite-time', suiteTimeText([...times, ['total', total]], load));
  console.log('Written in BUDGETS.md (suite time).');
}
