// `npm test`: the machine's browsers and Java first (scripts/dev/machine.sh), then the build and every suite, stopping
// at the first stage that fails. The unit, Worker and HTTP suites run in one Vitest run, side by side: a Worker or HTTP
// test waits on workerd or the server much of the time (one after another they took 98 s, together 83 s). Beside that
// run, in the same stage, the bundle check and the Lighthouse scores: that Vitest run leaves a core idle a tenth of its
// time, and neither of them measures time. The engines and the end-to-end suites, which keep both cores busy, run
// alone. Ends with the time each step took, which it writes in BUDGETS.md when every step passed
// (scripts/measure/budgets-file.ts): timings vary from run to run, so they are written, never compared.
//
// One server for the suites: once the build is done, this serves it (`npm start`'s wrangler dev) on one port, which the
// HTTP, engines, end-to-end and Lighthouse steps are given instead of each starting its own (about 14 s each on this
// machine, its Worker bundled again and its migrations checked). What they leave in it is what a deployed site keeps
// between visitors: counts in D1 (each test reads its own rows, before and after) and the rate limiter's minute.
import { spawn } from 'node:child_process';
import { loadAverage, suiteTimeText, writeBlock } from '../measure/budgets-file.ts';
import { root } from '../paths.ts';
import { serveSite, sharedSiteVariable, type RunningSite } from './serve.ts';

type Step = [name: string, command: string, ...args: string[]];

/** The stages, one after another; a stage's steps at once. */
const stages: Step[][] = [
  [['machine', 'bash', 'scripts/dev/machine.sh']],
  [['build', 'npm', 'run', 'build']],
  [
    ['unit, Worker, HTTP', 'npx', 'vitest', 'run', '--project', 'unit', '--project', 'worker', '--project', 'http'],
    ['bundle check', 'npm', 'run', 'check:bundle'],
    ['Lighthouse scores', 'npm', 'run', 'test:lighthouse'],
  ],
  [['engines', 'npm', 'run', 'test:engines']],
  [['e2e', 'npm', 'run', 'test:e2e']],
];

/** Runs a step, its output on this terminal; the event loop stays free meanwhile (the server's start goes on). */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve({ status: 1, signal: null }));
    child.on('exit', (status, signal) => resolve({ status, signal }));
  });

/** The shared server's port, and every suite's name for it. */
const sitePort = String(process.env.SHARED_SITE_PORT ?? 8785);
const suitePorts = { E2E_PORT: sitePort, ENGINES_PORT: sitePort, HTTP_TEST_PORT: sitePort, PORT: sitePort };

let site: Promise<RunningSite> | undefined;
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
const started = performance.now();
const times: [string, number][] = [];
const failures: string[] = [];
try {
  for (const stage of stages) {
    // The suites after the build use the server started then.
    const env = site ? { ...process.env, ...suitePorts, [sharedSiteVariable]: sitePort } : process.env;
    if (site) await site;
    await Promise.all(
      stage.map(async ([name, command, ...args]) => {
        const start = performance.now();
        const { status, signal } = await run(command, args, env);
        times.push([name, (performance.now() - start) / 1000]);
        if (status !== 0) failures.push(`${name} failed (${signal ?? `exit ${status}`})`);
      }),
    );
    if (failures.length > 0) break;
    if (stage.some(([name]) => name === 'build')) site = serveSite(Number(sitePort));
  }
} catch (error) {
  failures.push(`the suites' server did not start: ${String(error)}`);
} finally {
  (await site?.catch(() => undefined))?.stop();
}

// The stages' steps in the order they were listed; the total is the run's own time, stages overlapping none.
const order = stages.flat().map(([name]) => name);
times.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
const total = (performance.now() - started) / 1000;
console.log('\nnpm test, time by step (the third stage’s three at once):');
for (const [name, seconds] of [...times, ['total', total] as [string, number]])
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`);
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
} else {
  await writeBlock('suite-time', suiteTimeText([...times, ['total', total]], load));
  console.log('Written in BUDGETS.md (suite time).');
}
