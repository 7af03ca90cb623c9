// Serves the current build with `npm start`'s server (scripts/dev/start.ts) for
// the tools that need a running site, and stops it with everything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../paths.ts';

export interface RunningSite {
  origin: string;
  stop(): void;
}

/**
 * The port of the site `npm test` serves once for all its suites (scripts/dev/test.ts), if it does: a suite that would
 * serve this project's build on that port uses that server instead, and leaves it running.
 */
export const sharedSiteVariable = 'SHARED_SITE_PORT';

/** Whether `npm test` serves this project's build on `port` for every suite. */
export const isSharedSite = (port: number, cwd = root): boolean =>
  process.env[sharedSiteVariable] === String(port) && cwd === root;

export async function serveSite(port: number, cwd = root): Promise<RunningSite> {
  if (isSharedSite(port, cwd)) {
    const origin = `http://localhost:${port}`;
    if (!(await responds(origin))) throw new Error(`the suites' shared site does not answer on ${origin}`);
    return { origin, stop() {} };
  }
  const origin = await vacant(port);
  // Its own process group, so stopping it also stops wrangler's workerd.
  const server = spawn('node', ['scripts/dev/start.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  return answering(origin, server);
}

/**
 * Serves a folder of static files with Workers Static Assets alone, no Worker in front, through the same
 * `wrangler dev` as `npm start`. A missing path answers the folder's 404.html with a 404 status.
 */
export async function serveStatic(directory: string, port: number): Promise<RunningSite> {
  const origin = await vacant(port);
  const folder = await mkdtemp(join(tmpdir(), 'static-site-'));
  const config = join(folder, 'wrangler.json');
  await writeFile(
    config,
    // No compatibility date: wrangler uses its runtime's own, and serving files does not depend on it.
    JSON.stringify({ name: 'static-site', assets: { directory, not_found_handling: '404-page' }, send_metrics: false }),
  );
  const server = spawn('npx', ['wrangler', 'dev', '--config', config, '--ip', 'localhost', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  const site = await answering(origin, server);
  return {
    origin,
    stop() {
      site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A port no server listens on now, chosen by the system. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function responds(origin: string): Promise<boolean> {
  return fetch(origin).then(
    (response) => response.ok,
    () => false,
  );
}

async function vacant(port: number): Promise<string> {
  const origin = `http://localhost:${port}`;
  if (await responds(origin)) throw new Error(`something already answers on ${origin}: stop it or choose another PORT`);
  return origin;
}

/** Waits until the server answers, or stops it and fails if it exits or takes two minutes. */
async function answering(origin: string, server: ChildProcess): Promise<RunningSite> {
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; ; attempt += 1) {
    if (await responds(origin)) return { origin, stop };
    if (attempt > 240 || server.exitCode !== null) {
      stop();
      throw new Error(`the site did not start on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
