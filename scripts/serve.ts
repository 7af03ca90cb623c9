// Serves the current build with `npm start`'s server (scripts/start.ts) for
// the tools that need a running site, and stops it with everything it started.
import { spawn } from 'node:child_process';

export interface RunningSite {
  origin: string;
  stop(): void;
}

export async function serveSite(port: number, cwd = process.cwd()): Promise<RunningSite> {
  const origin = `http://localhost:${port}`;
  const answering = () =>
    fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
  if (await answering()) throw new Error(`something already answers on ${origin}: stop it or choose another PORT`);
  // Its own process group, so stopping it also stops wrangler's workerd.
  const server = spawn('node', ['scripts/start.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; ; attempt += 1) {
    if (await answering()) return { origin, stop };
    if (attempt > 240 || server.exitCode !== null) {
      stop();
      throw new Error(`the site did not start on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
