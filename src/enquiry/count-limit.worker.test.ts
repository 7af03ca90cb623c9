// The rate limit on the enquiry counts (src/enquiry/count-limit.server.ts, wrangler.toml → ratelimits, simulated by the Workers
// Vitest pool): a script that sends 100 counts (or turn requests) in a few seconds adds at most 20, every request still
// gets its answer, and the limiter is keyed by the count's row alone, never by anything about the visitor.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { courses, services } from '../generated/content.ts';
import app from '../index.tsx';
import type { CountChannel } from './counts.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { siteConfig } from '../site.config.ts';
import { postedEnquiry } from './enquiries.fixtures.ts';

// Rows no other test of this file counts, so each test starts below the limit.
const service = services.at(-1)?.id ?? '';
const option = siteConfig.contactFormServices.at(-1) ?? '';
const course = courses.at(-1)?.id ?? '';

/** Today's count of a row: an enquiry channel's, or all the turn requests for the service. */
async function countOf(key: string, channel: CountChannel): Promise<number> {
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const row = await (
    channel === 'turn'
      ? env.DB.prepare('SELECT SUM(count) AS count FROM turn_requests WHERE day = ?1 AND service = ?2').bind(day, key)
      : env.DB.prepare('SELECT count FROM enquiry_counts WHERE day = ?1 AND service = ?2 AND channel = ?3').bind(
          day,
          key,
          channel,
        )
  ).first<{ count: number | null }>();
  return row?.count ?? 0;
}

/** One client, as a script sends it: the same address, the headers a browser's beacon has. */
const client = { 'CF-Connecting-IP': '203.0.113.7', 'Sec-Fetch-Site': 'same-origin', 'User-Agent': 'curl/8.11.1' };

/** 100 count beacons from that client at once (query: the row), with the Worker's bindings; the statuses answered. */
async function burst(query: string, bindings: Parameters<typeof app.request>[2], context: ExecutionContext) {
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async () => {
      const response = await app.request(
        `https://elitegaragespa.com/consulta/contar?${query}`,
        { method: 'POST', headers: client },
        bindings,
        context,
      );
      return response.status;
    }),
  );
  return new Set(statuses);
}

/** What 100 requests added to a row since `before`: something, and at most 20. */
async function expectLimited(key: string, channel: CountChannel, before: number): Promise<void> {
  const added = (await countOf(key, channel)) - before;
  expect(added).toBeGreaterThan(0);
  expect(added).toBeLessThanOrEqual(20);
}

describe('the rate limit on the counts', () => {
  it('100 beacons from one client in a few seconds add at most 20, and every one is answered 204', async () => {
    const context = createExecutionContext();
    const before = await countOf(service, 'chat');
    expect(await burst(`servicio=${service}&canal=chat`, env, context)).toEqual(new Set([204]));
    await waitOnExecutionContext(context);
    await expectLimited(service, 'chat', before);
  });

  it('100 forms sent without JavaScript add at most 20, and every one still opens the chat', async () => {
    const context = createExecutionContext();
    const before = await countOf(option, 'form');
    const form = { name: 'Ana Pérez', phone: '11 5555 0000', service: option, message: 'Hola' };
    for (let sent = 0; sent < 100; sent++) {
      const response = await app.request(
        'https://elitegaragespa.com/consulta',
        postedEnquiry(form, client),
        env,
        context,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toMatch(/^https:\/\/wa\.me\//);
    }
    await waitOnExecutionContext(context);
    await expectLimited(option, 'form', before);
  });

  it('turn requests are limited the same way, under their own key: turn and the service', async () => {
    const context = createExecutionContext();
    const keys: string[] = [];
    const recording = { limit: (options: { key: string }) => (keys.push(options.key), env.COUNT_LIMIT.limit(options)) };
    const before = await countOf(service, 'turn');
    const query = `servicio=${service}&canal=turno&dia=any&horario=any`;
    expect(await burst(query, { ...env, COUNT_LIMIT: recording }, context)).toEqual(new Set([204]));
    await waitOnExecutionContext(context);
    await expectLimited(service, 'turn', before);
    expect(new Set(keys)).toEqual(new Set([`turn:${service}`]));
  });

  it('is keyed by the count alone: visitors from different addresses and browsers share one key', async () => {
    const context = createExecutionContext();
    const keys: string[] = [];
    // The real binding, with each key it is asked about written down.
    const recording = { limit: (options: { key: string }) => (keys.push(options.key), env.COUNT_LIMIT.limit(options)) };
    const visitors = [
      { 'CF-Connecting-IP': '198.51.100.1', 'User-Agent': 'Mozilla/5.0 (Android 15; Mobile)' },
      { 'CF-Connecting-IP': '2001:db8::42', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' },
    ];
    for (const headers of visitors) {
      const response = await app.request(
        `https://elitegaragespa.com/consulta/contar?servicio=${course}&canal=chat`,
        { method: 'POST', headers: { ...headers, 'Sec-Fetch-Site': 'same-origin' } },
        { ...env, COUNT_LIMIT: recording },
        context,
      );
      expect(response.status).toBe(204);
    }
    await waitOnExecutionContext(context);
    expect(keys).toEqual([`chat:${course}`, `chat:${course}`]);
  });
});
