// The local copy of the enquiry counts' D1 database that `wrangler dev` (`npm start`) serves, read as the tests need
// it: through wrangler's own getPlatformProxy, which opens the same local store with the Worker's bindings, once for
// every query a test makes (a `wrangler d1 execute` starts wrangler and workerd again for each: seconds a query).
import { getPlatformProxy } from 'wrangler';
import { root } from '../paths.ts';

export interface LocalD1 {
  /** The rows a SELECT returns, asked again while the server's workerd holds the file (see `heldByServer`). */
  all<Row>(query: string, ...values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Whether a failed query met the SQLite file locked by the other workerd (wrangler dev's) in the middle of a write:
 * SQLite answers SQLITE_BUSY, or, when the lock is met while miniflare's D1 reads the transaction's bookmark, workerd
 * hides it as "Failed to get session commit token: internal error" (seen once in a clean-clone run).
 */
function heldByServer(error: unknown): boolean {
  const message = String(error);
  return message.includes('SQLITE_BUSY') || message.includes('Failed to get session commit token');
}

/** Opens the local database of the project in `cwd` (this one by default), as `wrangler dev --env=` serves it. */
export async function openLocalD1(cwd = root): Promise<LocalD1> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: `${cwd}/wrangler.toml`,
    environment: undefined,
  });
  return {
    async all<Row>(query: string, ...values: unknown[]) {
      for (let attempt = 1; ; attempt++) {
        try {
          return (
            await proxy.env.DB.prepare(query)
              .bind(...values)
              .all<Row>()
          ).results;
        } catch (error) {
          if (attempt === 10 || !heldByServer(error)) throw error;
          console.warn(`local D1 busy, asking again (${attempt}): ${String(error)}`);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    },
    close: () => proxy.dispose(),
  };
}
