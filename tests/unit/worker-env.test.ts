// The Worker's binding types (src/worker-env.d.ts) are what `wrangler types` makes of wrangler.toml today: a binding
// added, renamed or removed there without `npm run env-types` fails here (and in `npm run check`, and before a deploy).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('src/worker-env.d.ts matches wrangler.toml (wrangler types --check)', async () => {
  const { stdout } = await run('npm', ['run', '--silent', 'check:env']);
  expect(stdout).toContain('up to date');
});
