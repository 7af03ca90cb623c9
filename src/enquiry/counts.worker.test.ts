// The enquiry counts in D1 (the real local database): what adds one, to which
// service and channel, and what never counts.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { courses, services } from '../generated/content.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { siteConfig } from '../site.config.ts';
import { fetchPage, fetchSettled } from '../../tests/worker/fetch-page.ts';
import { postedEnquiry } from './enquiries.fixtures.ts';

const today = () => dayIn(siteConfig.openingHours.timeZone, new Date());
const service = services[0];
const course = courses[0];

async function countOf(key: string, channel: 'form' | 'chat'): Promise<number> {
  const row = await env.DB.prepare('SELECT count FROM enquiry_counts WHERE day = ?1 AND service = ?2 AND channel = ?3')
    .bind(today(), key, channel)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** The count, read after fetchSettled has waited for the write that follows the response. */
async function expectCount(key: string, channel: 'form' | 'chat', expected: number): Promise<void> {
  expect(await countOf(key, channel)).toBe(expected);
}

/** A chat link's beacon, as Chromium sends it when the link is tapped (client/inline/chat-counts.ts). */
const beacon = (query: string, headers: Record<string, string> = {}) =>
  fetchSettled(`/consulta/contar?${query}`, {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', ...headers },
  });

const enquiryForm = (service: string, headers?: Record<string, string>) =>
  postedEnquiry({ name: 'Ana Pérez', phone: '11 5555 0000', service, message: 'Hola' }, headers);

describe('the enquiry counts', () => {
  it('keep a day, a service, a channel and a count, and nothing else', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(enquiry_counts)').all<{ name: string }>();
    expect(results.map((column) => column.name)).toEqual(['day', 'service', 'channel', 'count']);
  });

  it('a form sent without JavaScript adds one to its service, and still answers at once with the chat', async () => {
    const option = siteConfig.contactFormServices[1] ?? '';
    const before = await countOf(option, 'form');
    const { response } = await fetchSettled('/consulta', enquiryForm(option, { 'Sec-Fetch-Site': 'same-origin' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/^https:\/\/wa\.me\//);
    await expectCount(option, 'form', before + 1);
  });

  it('a form that names no service counts as a general enquiry; one with fields missing does not count', async () => {
    const before = await countOf('general', 'form');
    await fetchSettled('/consulta', enquiryForm(''));
    await expectCount('general', 'form', before + 1);
    const { response } = await fetchSettled('/consulta', postedEnquiry({ name: 'Ana' }));
    expect(response.status).toBe(422);
    expect(await countOf('general', 'form')).toBe(before + 1);
  });

  it("a chat link's beacon adds one to its service's chat count; the enhanced form's to its form count", async () => {
    const chatBefore = await countOf(service?.id ?? '', 'chat');
    expect((await beacon(`servicio=${service?.id}&canal=chat`)).response.status).toBe(204);
    await expectCount(service?.id ?? '', 'chat', chatBefore + 1);
    await beacon(`servicio=${service?.id}&canal=chat`);
    await expectCount(service?.id ?? '', 'chat', chatBefore + 2);

    const option = siteConfig.contactFormServices[0] ?? '';
    const formBefore = await countOf(option, 'form');
    const formBeacon = await fetchSettled(`/consulta/contar?servicio=${encodeURIComponent(option)}&canal=form`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(formBeacon.response.status).toBe(204);
    await expectCount(option, 'form', formBefore + 1);
  });

  it('does not count a prefetch or prerender, an obvious bot, or a request sent by another site', async () => {
    const key = course?.id ?? '';
    const before = await countOf(key, 'chat');
    const refused: Record<string, string>[] = [
      { 'Sec-Purpose': 'prefetch' },
      { 'Sec-Purpose': 'prefetch;prerender' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'facebookexternalhit/1.1' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refused) {
      expect((await beacon(`servicio=${key}&canal=chat`, headers)).response.status).toBe(204);
    }
    expect(await countOf(key, 'chat')).toBe(before);
  });

  it('refuses what is not a service, a course, a form option or a channel, and stores nothing for it', async () => {
    expect((await beacon('servicio=lo-que-sea&canal=chat')).response.status).toBe(400);
    expect((await beacon(`servicio=${service?.id}&canal=email`)).response.status).toBe(400);
    expect((await fetchPage('/consulta/contar')).response.status).toBe(405);
    const stray = await env.DB.prepare(
      "SELECT COUNT(*) AS rows FROM enquiry_counts WHERE service = 'lo-que-sea'",
    ).first<{
      rows: number;
    }>();
    expect(stray?.rows).toBe(0);
  });
});

describe('the chat links name the service they are about, for their taps to be counted', () => {
  it('on a service page, "Consultar Precio" and the closing call name the service', async () => {
    const { html } = await fetchPage(`/servicios/${service?.id}`);
    const pings = [...html.matchAll(/<a href="https:\/\/wa\.me\/[^"]+"[^>]* data-count="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const own = `/consulta/contar?servicio=${service?.id}&amp;canal=chat`;
    expect(pings.filter((url) => url === own).length).toBeGreaterThanOrEqual(3);
    // The floating button and the footer's link: a general enquiry.
    expect(pings).toContain('/consulta/contar?servicio=general&amp;canal=chat');
  });

  it("on the home page, each service card's chat link names its service", async () => {
    const { html } = await fetchPage('/');
    for (const { id } of services)
      expect(html).toContain(`data-count="/consulta/contar?servicio=${id}&amp;canal=chat"`);
  });

  it('on a course page, the enrol links name the course', async () => {
    const { html } = await fetchPage(`/cursos/${course?.id}`);
    expect(html).toContain(`data-count="/consulta/contar?servicio=${course?.id}&amp;canal=chat"`);
  });
});
