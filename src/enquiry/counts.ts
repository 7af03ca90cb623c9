// The enquiry counts at /admin/consultas: one per enquiry, by day, service and channel (form or chat), and one per turn
// request (src/enquiry/turn-counts.ts). Nothing about the visitor is read or kept; speculative requests and obvious
// bots are not counted. What is pure lives here, for the browser's beacons too; the D1 SQL is in counts.server.ts.
import { routes } from '../routes/paths.ts';

export const channels = ['form', 'chat'] as const;
export type Channel = (typeof channels)[number];

/** A count's channel: an enquiry's, the turn requests' own, or the turn requests refused for a closed or full day. */
export type CountChannel = Channel | 'turn' | 'refused';

/** Each channel as a beacon's query names it (`canal=`): the public address keeps its Spanish `turno`. */
export const channelInQuery = {
  form: 'form',
  chat: 'chat',
  turn: 'turno',
  refused: 'rechazo',
} as const satisfies Record<CountChannel, string>;

/** A beacon's query, read back into a channel; nothing for a channel the site does not have. */
export const channelFromQuery = (value: string | undefined): CountChannel | undefined =>
  (Object.keys(channelInQuery) as CountChannel[]).find((channel) => channelInQuery[channel] === value);

/** What an enquiry that names no service is counted under. */
export const generalEnquiry = 'general';

export interface CountRow {
  day: string;
  service: string;
  channel: Channel;
  count: number;
}

const bots = /bot\b|crawler|spider|slurp|facebookexternalhit|whatsapp\/|preview|lighthouse|pagespeed/i;

/**
 * Whether a request is not a person's: a browser's speculation (prefetch, prerender), an obvious bot or a link
 * preview (a chat app fetching a link to show its card). The User-Agent is read here and kept nowhere.
 */
export function isSpeculationOrBot(headers: Headers): boolean {
  if (headers.has('Sec-Purpose') || headers.get('Purpose') === 'prefetch') return true;
  return bots.test(headers.get('User-Agent') ?? '');
}

/**
 * Whether a request is an enquiry to count: not a speculation or a bot (isSpeculationOrBot), and not sent by another
 * site (a browser says so in Sec-Fetch-Site).
 */
export function isCountable(headers: Headers): boolean {
  if (isSpeculationOrBot(headers)) return false;
  const site = headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin';
}

/** The month (YYYY-MM) of a day, and the month before it. */
export function monthsOf(day: string): { current: string; previous: string } {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { current: day.slice(0, 7), previous };
}

const { path, query } = routes.enquiryCount;

/** Where a chat link's tap and the enhanced form report a count, by beacon (src/enquiry/routes.tsx). */
export const countUrl = (service: string, channel: CountChannel, extra = ''): string =>
  `${path}?${query.service}=${encodeURIComponent(service)}&${query.channel}=${channelInQuery[channel]}${extra}`;
