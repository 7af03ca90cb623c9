// The enquiry counts at /admin/consultas: one per enquiry, by day, service and channel (form or chat). Nothing about
// the visitor is read or kept; speculative requests and obvious bots are not counted.
import { formatterIn } from '../lib/dates.ts';

export const channels = ['form', 'chat'] as const;
export type Channel = (typeof channels)[number];

/** What an enquiry that names no service is counted under. */
export const generalEnquiry = 'general';

export interface CountRow {
  day: string;
  service: string;
  channel: Channel;
  count: number;
}

/** The calendar day (YYYY-MM-DD) at `now` in the business's time zone. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const bots = /bot\b|crawler|spider|slurp|facebookexternalhit|whatsapp\/|preview|lighthouse|pagespeed/i;

/**
 * Whether a request is an enquiry to count: not a browser's speculation (prefetch, prerender), not an obvious bot,
 * and not sent by another site (a browser says so in Sec-Fetch-Site). The User-Agent is read here and kept nowhere.
 */
export function isCountable(headers: Headers): boolean {
  if (headers.has('Sec-Purpose') || headers.get('Purpose') === 'prefetch') return false;
  if (bots.test(headers.get('User-Agent') ?? '')) return false;
  const site = headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin';
}

/** Adds one enquiry to its row. */
export async function addEnquiry(
  db: D1Database,
  enquiry: { service: string; channel: Channel },
  day: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO enquiry_counts (day, service, channel, count) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (day, service, channel) DO UPDATE SET count = count + 1`,
    )
    .bind(day, enquiry.service, enquiry.channel)
    .run();
}

/** Every row of a month (YYYY-MM). */
export async function monthRows(db: D1Database, month: string): Promise<CountRow[]> {
  const { results } = await db
    .prepare('SELECT day, service, channel, count FROM enquiry_counts WHERE day LIKE ?1 ORDER BY day')
    .bind(`${month}-%`)
    .all<CountRow>();
  return results;
}

/** The month (YYYY-MM) of a day, and the month before it. */
export function monthsOf(day: string): { current: string; previous: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { current: day.slice(0, 7), previous };
}

/** Where a chat link's tap and the enhanced form report an enquiry, by beacon (src/enquiry/routes.tsx). */
export const countUrl = (service: string, channel: Channel): string =>
  `/consulta/contar?servicio=${encodeURIComponent(service)}&canal=${channel}`;
