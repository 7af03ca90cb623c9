// GET /resena, the short address of the review card's QR code, the owner's message and the site's link: a redirect to
// the reviews link the content names, each visit counted by its day in the real local D1 database (migrations/), and
// nothing else of the request kept or sent on.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../index.tsx';
import { dayIn } from '../lib/calendar-day.ts';
import { routes } from '../routes/paths.ts';
import { siteConfig } from '../site.config.ts';
import { fetchSettled } from '../../tests/worker/fetch-page.ts';
import { reviewVisitKey } from './visits.ts';

const { path } = routes.reviewVisit;
/** Where a visit goes: the Business Profile's "Pedir reseñas" link when the content gives one, else the reviews page. */
const destination = siteConfig.reviewRequestUrl ?? siteConfig.reviewsUrl;

/** Today's visits, as D1 holds them. */
async function visitsToday(): Promise<number> {
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const row = await env.DB.prepare('SELECT count FROM review_visits WHERE day = ?1')
    .bind(day)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** A phone's browser, as it opens a link. */
const phone =
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** How the address is opened: a QR scan (typed or scanned, no site before it), a link in a chat or on the site. */
const openedFrom = {
  'a QR scan': { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', 'User-Agent': phone },
  'a link in WhatsApp or Instagram': {
    'Sec-Fetch-Site': 'cross-site',
    'Sec-Fetch-Mode': 'navigate',
    'User-Agent': phone,
  },
  "the site's own link": { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'User-Agent': phone },
  'a client that says nothing': {},
};

/** A visit, answered once its count is written. */
const visit = (query = '', init: RequestInit = {}) =>
  fetchSettled(`${path}${query}`, { headers: openedFrom['a QR scan'], ...init });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /resena', () => {
  it("answers 302 to the content's reviews link, for no cache to keep, with the site's security headers", async () => {
    for (let time = 0; time < 2; time++) {
      const { response, html } = await visit();
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(destination);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Edge-Cache')).toBeNull();
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(html).toBe('');
    }
  });

  it.each(Object.entries(openedFrom))('counts each visit once, opened from %s', async (_from, headers) => {
    const before = await visitsToday();
    await visit('', { headers });
    expect(await visitsToday()).toBe(before + 1);
    await visit('', { headers });
    expect(await visitsToday()).toBe(before + 2);
  });

  it.each([
    ['tracking parameters', '?fbclid=IwAR0abc&utm_source=instagram&utm_medium=social'],
    ["a QR reader's own", '?qr=1&src=scanner'],
    ['an address', '?url=https%3A%2F%2Fevil.example%2F&next=https://evil.example/'],
    ['a line break and a header', '?x=%0D%0ASet-Cookie:%20a=1%0D%0ALocation:%20https://evil.example/'],
    ['a path of its own', '?/../../evil.example'],
  ])('ignores a query carrying %s: never in the Location, never kept, counted as a visit', async (_kind, query) => {
    const before = await visitsToday();
    const { response } = await visit(query);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(destination);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await visitsToday()).toBe(before + 1);
  });

  it('keeps the day and a count, and nothing else', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(review_visits)').all<{ name: string }>();
    expect(results.map((column) => column.name)).toEqual(['day', 'count']);
  });

  it.each([
    ['a prefetch', { 'Sec-Purpose': 'prefetch' }],
    ['a prerender', { 'Sec-Purpose': 'prefetch;prerender' }],
    ['an older prefetch', { Purpose: 'prefetch' }],
    ["WhatsApp's link preview", { 'User-Agent': 'WhatsApp/2.24.1.4 A' }],
    ["Facebook's and Instagram's link preview", { 'User-Agent': 'facebookexternalhit/1.1' }],
    ["Telegram's link preview", { 'User-Agent': 'TelegramBot (like TwitterBot)' }],
    ["Slack's link preview", { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }],
    ['a search engine', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('does not count %s, which still gets the redirect', async (_kind, headers) => {
    const before = await visitsToday();
    const { response } = await visit('', { headers: { ...openedFrom['a QR scan'], ...headers } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(destination);
    expect(await visitsToday()).toBe(before);
  });

  it('answers HEAD (a link previewer checking the link) with the same redirect, and does not count it', async () => {
    const before = await visitsToday();
    const { response, html } = await visit('?fbclid=IwAR0abc', { method: 'HEAD' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(destination);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toBe('');
    expect(await visitsToday()).toBe(before);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 and Allow: GET, HEAD, and counts nothing',
    async (method) => {
      const before = await visitsToday();
      const { response } = await visit('', { method, body: 'a=1' });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(response.headers.get('Location')).toBeNull();
      expect(await visitsToday()).toBe(before);
    },
  );

  it('without the DB binding the visitor still gets the redirect, and one line is logged', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      lines.push(parts.map(String).join(' '));
    });
    const response = await app.request(
      `https://elitegaragespa.com${path}`,
      { headers: openedFrom['a QR scan'] },
      {
        ...env,
        DB: undefined,
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(destination);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatch(/review visit count not saved.*no DB binding/);
  });
});

describe('the rate limit on the visits (COUNT_LIMIT, simulated by the Workers Vitest pool)', () => {
  it('100 visits from one client in a few seconds add at most 20, and every one is redirected', async () => {
    const context = createExecutionContext();
    const keys: string[] = [];
    // The real binding, with each key it is asked about written down.
    const recording = { limit: (options: { key: string }) => (keys.push(options.key), env.COUNT_LIMIT.limit(options)) };
    const before = await visitsToday();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const response = await app.request(
          `https://elitegaragespa.com${path}`,
          { headers: { ...openedFrom['a QR scan'], 'CF-Connecting-IP': '203.0.113.7' } },
          { ...env, COUNT_LIMIT: recording },
          context,
        );
        return `${response.status} ${response.headers.get('Location')}`;
      }),
    );
    await waitOnExecutionContext(context);
    expect(new Set(answers)).toEqual(new Set([`302 ${destination}`]));
    const added = (await visitsToday()) - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(20);
    // Keyed by the count alone, never by anything about the visitor.
    expect(new Set(keys)).toEqual(new Set([reviewVisitKey]));
  });
});
