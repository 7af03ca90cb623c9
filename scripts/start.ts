// `npm start`: serve the production build with the real Workers runtime.
// HOST and PORT choose the address (default http://localhost:8787); a script
// rather than shell syntax, so it works the same in every terminal.
import { spawn } from 'node:child_process';

const host = process.env.HOST ?? 'localhost';
const port = process.env.PORT ?? '8787';
const wrangler = spawn(
  'npx',
  ['wrangler', 'dev', '--env=', '--ip', host, '--port', port, '--show-interactive-dev-session=false'],
  // React's production build, as `wrangler deploy` bundles it (wrangler dev would pick the development build).
  { stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, NODE_ENV: 'production' } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
