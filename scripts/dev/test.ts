// `npm test`: the machine's browsers and Java first (scripts/dev/machine.sh), then the build and every suite in turn,
// stopping at the first that fails. The unit, Worker and HTTP suites run in one Vitest run, side by side: a Worker or
// HTTP test waits on workerd or the server much of the time (one after another they took 98 s, together 83 s). Ends with the time each step took, which it writes in BUDGETS.md when every
// step passed (scripts/measure/budgets-file.ts): timings vary from run to run, so they are written, never compared.
import { spawnSync } from 'node:child_process';
import { loadAverage, suiteTimeText, writeBlock } from '../measure/budgets-file.ts';
import { root } from '../paths.ts';

const steps: [name: string, command: string, ...args: string[]][] = [
  ['machine', 'bash', 'scripts/dev/machine.sh'],
  ['build', 'npm', 'run', 'build'],
  ['bundle check', 'npm', 'run', 'check:bundle'],
  ['unit, Worker, HTTP', 'npx', 'vitest', 'run', '--project', 'unit', '--project', 'worker', '--project', 'http'],
  ['engines', 'npm', 'run', 'test:engines'],
  ['e2e', 'npm', 'run', 'test:e2e'],
  ['Lighthouse scores', 'npm', 'run', 'test:lighthouse'],
];

const load = loadAverage();
const times: [string, number][] = [];
let failed: string | undefined;
for (const [name, command, ...args] of steps) {
  const start = performance.now();
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push([name, (performance.now() - start) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit ${status}`})`;
    break;
  }
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
