// How often one enquiry count may grow: Cloudflare's Workers Rate Limiting binding (wrangler.toml → ratelimits,
// COUNT_LIMIT), at most 10 a minute for each count's row, in each Cloudflare location (the binding's counters are
// local to a location). The key is the row itself, channel and service: what the count keeps anyway, nothing about
// who asked (no address, not even hashed). So a flood from one client adds at most the limit to the service it
// floods each minute, and leaves every other service's counts alone. Over the limit the visitor still gets the chat
// or the 204; only the count is skipped.
import type { CountChannel } from './counts.ts';

/** The limiter's key for one count's row. */
export const countLimitKey = (enquiry: { service: string; channel: CountChannel }): string =>
  `${enquiry.channel}:${enquiry.service}`;

/** Whether this enquiry may still add to its row this minute; throws without the binding, so that is logged. */
export async function withinCountLimit(
  limiter: RateLimit | undefined,
  enquiry: { service: string; channel: CountChannel },
): Promise<boolean> {
  if (!limiter) throw new Error('no COUNT_LIMIT binding (wrangler.toml → ratelimits)');
  const { success } = await limiter.limit({ key: countLimitKey(enquiry) });
  return success;
}
