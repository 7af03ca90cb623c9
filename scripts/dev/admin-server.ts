// Starts `npm run admin` (scripts/dev/admin.ts) in a copy of the project and waits until its editor answers: for the
// editor's end-to-end test and the guide's pictures of the editor, which both work on a throwaway copy.
import { spawn } from 'node:child_process';

export interface AdminServerOptions {
  /** The site's and the editor's port. */
  port: number;
  /** The port of the local stand-in for GitHub's API. */
  backendPort: number;
  /** How long to wait for the editor (building the copy takes minutes on a busy machine). */
  timeoutMs: number;
}

/**
 * Starts the editor's server in `folder` and resolves, with how to stop it, once `/admin/` answers 200; rejects if it
 * exits or does not answer in time.
 *
 * @example
 * const stop = await startAdminServer(copy, { port: 8797, backendPort: 8798, timeoutMs: 540_000 });
 */
export async function startAdminServer(
  folder: string,
  { port, backendPort, timeoutMs }: AdminServerOptions,
): Promise<() => void> {
  // Its own process group, so stopping it also stops the stand-in, wrangler and workerd.
  const server = spawn('node', ['scripts/dev/admin.ts'], {
    cwd: folder,
    env: { ...process.env, HOST: 'localhost', PORT: String(port), ADMIN_BACKEND_PORT: String(backendPort) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const editor = `http://localhost:${port}/admin/`;
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if ((await fetch(editor).catch(() => undefined))?.status === 200) return stop;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`npm run admin did not answer at ${editor}`);
}
