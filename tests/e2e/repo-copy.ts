// A throwaway copy of the project for the tests that edit content as the owner
// does (owner.spec.ts, admin.spec.ts): the sources, content and media, without
// the generated modules (the copy builds its own), sharing node_modules. A copy
// can also be built and served like the site itself (serveCopy), in the
// background while other tests run (startInBackground): the engines' copy with
// closures, the copy the look's pictures are drawn from.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, serveSite } from '../../scripts/dev/serve.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const folders = ['src', 'client', 'scripts', 'media', 'public', 'migrations', '.cache'];
const files = ['package.json', 'package-lock.json', 'vite.config.ts', 'wrangler.toml', 'tsconfig.json', '.npmrc'];

export interface RepoCopy {
  /** The copy's folder. */
  root: string;
  remove(): Promise<void>;
}

/** Copies the project into a new temporary folder named after `prefix`. */
export async function copyRepo(prefix: string): Promise<RepoCopy> {
  const root = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  for (const entry of folders) {
    // .cache (the encoded photos) may not exist yet; it only saves time.
    await cp(path.join(repo, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated${path.sep}`),
    }).catch(() => undefined);
  }
  for (const file of files) await cp(path.join(repo, file), path.join(root, file));
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  // A few tries: a server just stopped may still be writing its state there.
  return { root, remove: () => rm(root, { recursive: true, force: true, maxRetries: 5 }) };
}

export interface ServeCopyOptions {
  /** Changes the copy (its content, its media) before it is built. */
  prepare(root: string): Promise<void>;
  /** Stops the build (the suite is over before it is). */
  signal: AbortSignal;
  /** The build's environment, over this process's. */
  env?: NodeJS.ProcessEnv;
}

/** A copy of the project served: stopping it stops its server and removes the copy. */
export interface ServedCopy {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Copies the project, changes the copy, builds it as `npm run build` does and serves it on `port` as `npm start` does.
 *
 * @example
 * const site = await serveCopy('engines-special-days', port, { prepare: writeClosures, signal });
 */
export async function serveCopy(
  prefix: string,
  port: number,
  { prepare, signal, env = {} }: ServeCopyOptions,
): Promise<ServedCopy> {
  const copy = await copyRepo(prefix);
  try {
    await prepare(copy.root);
    // `npm run build`'s own command, so that stopping it stops the build; in production mode, as `npm run build` is,
    // not in a test runner's NODE_ENV=test (Vite would bundle React's development build).
    const build = {
      cwd: copy.root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      maxBuffer: 16 * 1024 * 1024,
      signal,
    };
    await promisify(execFile)('node', ['scripts/build/index.ts'], build).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the copy ${prefix} did not build:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      },
    );
    signal.throwIfAborted();
    const running = await serveSite(port, copy.root);
    return {
      origin: running.origin,
      async stop() {
        running.stop();
        await copy.remove();
      },
    };
  } catch (error) {
    await copy.remove();
    throw error;
  }
}

/** A site built and served in the background: where it answers once up, and a file that, once written, says why not. */
export interface SiteInBackground {
  origin: string;
  failure: string;
}

/** A site started in the background, and what stops its build or the site. */
export interface StartedInBackground {
  site: SiteInBackground;
  stop(): Promise<void>;
}

/**
 * Starts `serve` on a free port without waiting for it, so that other tests run while it builds; `stop` ends the build
 * or the site. Its tests wait for it with siteInBackgroundUp.
 */
export async function startInBackground(
  serve: (port: number, signal: AbortSignal) => Promise<ServedCopy>,
): Promise<StartedInBackground> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-in-background-'));
  const port = await freePort();
  const site = { origin: `http://localhost:${port}`, failure: path.join(folder, 'failure.txt') };
  const building = new AbortController();
  const running = serve(port, building.signal).catch((error: unknown) => {
    writeFileSync(site.failure, error instanceof Error ? (error.stack ?? error.message) : String(error));
    return undefined;
  });
  return {
    site,
    async stop() {
      building.abort();
      await (await running)?.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Waits for a site started in the background: at most `timeout` ms, failing at once if it failed. */
export async function siteInBackgroundUp({ origin, failure }: SiteInBackground, timeout: number): Promise<void> {
  for (const end = Date.now() + timeout; ;) {
    if (existsSync(failure)) throw new Error(readFileSync(failure, 'utf8'));
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > end) throw new Error(`the site built in the background did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
