// How often one count may grow: Cloudflare's Workers Rate Limiting binding (wrangler.toml → ratelimits,
// COUNT_LIMIT), at most 10 a minute for each count's row, in each Cloudflare location (the binding's counters are
// local to a location). The key is the row itself (an enquiry's channel and service, the review visits' one name):
// what the count keeps anyway, nothing about who asked (no address, not even hashed). So a flood from one client adds
// at most the limit to the row it floods each minute, and leaves every other row alone. Over the limit the visitor
// still gets the chat, the 204 or the redirect; only the count is skipped. Every count of the site goes through
// countAfterResponse: the enquiries' (src/enquiry/routes.tsx) and the review visits' (src/reviews/routes.ts).
import type { Context } from 'hono';
import type { CountChannel } from './counts.ts';

/** The counts' database (wrangler.toml's d1_databases) and their rate limit (ratelimits); either may be missing. */
export type CountBindings = Partial<Pick<Env, 'DB' | 'COUNT_LIMIT'>>;

/** The limiter's key for one enquiry count's row. */
export const countLimitKey = (enquiry: { service: string; channel: CountChannel }): string =>
  `${enquiry.channel}:${enquiry.service}`;

/** Whether the row under `key` may still grow this minute; throws without the binding, so that is logged. */
export async function withinCountLimit(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) throw new Error('no COUNT_LIMIT binding (wrangler.toml → ratelimits)');
  const { success } = await limiter.limit({ key });
  return success;
}

/** One count to add: what the log calls it, the limiter's key for its row, and the write that adds one to the row. */
export interface PendingCount {
  name: string;
  key: string;
  write: (db: D1Database) => Promise<void>;
}

/**
 * Adds one to a count after the response, so that nobody waits for it. A count past the rate limit (by its row's key)
 * is skipped; a missing or failing store loses the count and logs one line (Workers Logs), nothing else. Whether the
 * request is one to count at all is the caller's rule.
 *
 * @param c - the request's context, for its bindings and its execution context
 * @param count - the count's name, its row's key and the write
 * @example countAfterResponse(c, { name: 'review visit count', key: 'review-visit', write: (db) => addReviewVisit(db, day) })
 */
export function countAfterResponse(c: Context<{ Bindings: CountBindings }>, { name, key, write }: PendingCount): void {
  // Started on a later turn of the event loop, so the response is on its way before the write begins.
  const written = new Promise((resolve) => setTimeout(resolve, 0))
    .then(async () => {
      const db = c.env?.DB;
      if (!db) throw new Error('no DB binding (wrangler.toml → d1_databases)');
      if (await withinCountLimit(c.env?.COUNT_LIMIT, key)) await write(db);
      else console.warn(`${name} over the rate limit, not saved: ${key}`);
    })
    .catch((error: unknown) => {
      console.error(`${name} not saved`, error);
    });
  try {
    c.executionCtx.waitUntil(written);
  } catch {
    // No execution context (a plain fetch in tests): the write still runs.
  }
}
