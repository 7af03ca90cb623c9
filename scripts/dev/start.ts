// `npm start`: serve the production build with the real Workers runtime.
// HOST and PORT choose the address (default http://localhost:8787); a script
// rather than shell syntax, so it works the same in every terminal.
import { execFileSync, spawn } from 'node:child_process';
import { root } from '../paths.ts';

const host = process.env.HOST ?? 'localhost';
const port = process.env.PORT ?? '8787';
const shell = process.platform === 'win32';
// The enquiry counts' tables (migrations/) in the local database that wrangler dev serves; only new ones are applied.
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env='], {
  cwd: root,
  stdio: 'inherit',
  shell,
});
const wrangler = spawn(
  'npx',
  ['wrangler', 'dev', '--env=', '--ip', host, '--port', port, '--show-interactive-dev-session=false'],
  // React's production build, as `wrangler deploy` bundles it (wrangler dev would pick the development build).
  { cwd: root, stdio: 'inherit', shell, env: { ...process.env, NODE_ENV: 'production' } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
