// `npm run admin`: the site and its editor on this computer, without GitHub.
// Builds, serves the site with `npm start`'s server and a stand-in for GitHub's
// API over the files of this folder (scripts/dev/github-stand-in.ts: the editor
// saves here, as it would commit to GitHub), and rebuilds the content whenever a
// file changes, so the site shows it. Sign-in needs no GitHub account here.
// PORT (8787) chooses the site's port, ADMIN_BACKEND_PORT (8081) the stand-in's.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { localBackendToken } from '../../src/admin/security-headers.ts';
import { mediaSources, root } from '../paths.ts';
import { serveGitHubStandIn } from './github-stand-in.ts';

const host = process.env.HOST ?? 'localhost';
const port = process.env.PORT ?? '8787';
const backendPort = process.env.ADMIN_BACKEND_PORT ?? '8081';
const backendUrl = `http://localhost:${backendPort}`;
const shell = process.platform === 'win32';

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell });
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--env='], {
  cwd: root,
  stdio: 'inherit',
  shell,
});

const standIn = await serveGitHubStandIn(root, Number(backendPort), localBackendToken);
const children: ChildProcess[] = [
  spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--env=',
      '--ip',
      host,
      '--port',
      port,
      '--show-interactive-dev-session=false',
      '--var',
      `ADMIN_LOCAL_BACKEND:${backendUrl}`,
    ],
    { cwd: root, stdio: 'inherit', shell, env: { ...process.env, NODE_ENV: 'production' } },
  ),
];

// A saved change rewrites src/generated/content.ts, which wrangler sees and
// reloads; a new build version keeps the edge cache from serving the old page.
// A photo and the entry naming it arrive together: the steps are collected and run once, in order.
const steps = ['media', 'content', 'build-version'];
const due = new Set<string>();
let timer: NodeJS.Timeout | undefined;
const rebuild = (first: string) => () => {
  for (const step of steps.slice(steps.indexOf(first))) due.add(step);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const run = steps.filter((step) => due.has(step));
    due.clear();
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts/build/index.ts'), ...run], {
        cwd: root,
        stdio: 'inherit',
      });
    } catch {
      // The step already printed what is wrong; the site keeps the last good content.
    }
  }, 300);
};
const watchers = [
  watch(path.join(root, 'src/content'), { recursive: true }, rebuild('content')),
  watch(mediaSources, { recursive: true }, rebuild('media')),
];

console.log(`\nEditor: http://${host}:${port}/admin/  ·  Sitio: http://${host}:${port}/  (Ctrl+C para apagar)\n`);

const stop = (signal: NodeJS.Signals) => {
  for (const watcher of watchers) watcher.close();
  standIn.close();
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
