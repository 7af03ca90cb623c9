// The local copy of the enquiry counts' D1 database that `wrangler dev` (`npm start`) serves, read as the tests need
// it: through wrangler's own getPlatformProxy, which opens the same local store with the Worker's bindings, once for
// every query a test makes (a `wrangler d1 execute` starts wrangler and workerd again for each: seconds a query).
import { getPlatformProxy } from 'wrangler';
import { root } from '../paths.ts';

export interface LocalD1 {
  /** The rows a SELECT returns, asked again while SQLite answers that the server is writing (SQLITE_BUSY). */
  all<Row>(query: string, ...values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
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
          if (attempt === 5 || !String(error).includes('SQLITE_BUSY')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    close: () => proxy.dispose(),
  };
}
