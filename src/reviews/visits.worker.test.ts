// The visits to /resena on the owner's page, /admin/consultas: week by week, from the rows the real local D1 database
// holds, beside the enquiries. Signed in through the local backend (npm run admin), so GitHub is not asked.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../index.tsx';
import { addDays, dayIn } from '../lib/calendar-day.ts';
import { routes } from '../routes/paths.ts';
import { siteConfig } from '../site.config.ts';
import { dom, within } from '../../tests/worker/dom.ts';
import { addReviewVisit } from './visits.server.ts';

const owner = { ADMIN_LOCAL_BACKEND: 'http://localhost:8081/api/v1' };

/** The Monday on or before a day, counted here on its own from the calendar (0 is Sunday). */
function mondayBefore(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A week as the owner reads it: "semana del 23/11". */
const shown = (monday: string) => `semana del ${monday.slice(8, 10)}/${monday.slice(5, 7)}`;

/** What D1 holds for a week, Monday to Sunday. */
async function heldIn(monday: string): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT COALESCE(SUM(count), 0) AS total FROM review_visits WHERE day BETWEEN ?1 AND ?2',
  )
    .bind(monday, addDays(monday, 6))
    .first<{ total: number }>();
  return row?.total ?? 0;
}

describe('/admin/consultas: the visits to /resena', () => {
  it('shows the last 8 weeks, this one first, each with the visits of its days, days of two weeks apart', async () => {
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const thisWeek = mondayBefore(today);
    const lastWeek = addDays(thisWeek, -7);
    await addReviewVisit(env.DB, today);
    await addReviewVisit(env.DB, today);
    // Last week's Monday and Sunday, and a day older than the 8 weeks shown.
    await addReviewVisit(env.DB, lastWeek);
    await addReviewVisit(env.DB, addDays(lastWeek, 6));
    await addReviewVisit(env.DB, addDays(thisWeek, -7 * 8));

    const response = await app.request('https://elitegaragespa.com/admin/consultas', {}, { ...env, ...owner });
    expect(response.status).toBe(200);
    const page = dom(await response.text());
    const table = page
      .all('table')
      .find((element) => within(element).texts('caption')[0] === `Visitas a ${routes.reviewVisit.path} por semana`);
    expect(table).toBeDefined();
    if (!table) return;
    const weeks = Array.from({ length: 8 }, (_, index) => addDays(thisWeek, -7 * index));
    const expected = await Promise.all(weeks.map(heldIn));
    expect(expected[0]).toBeGreaterThanOrEqual(2);
    expect(expected[1]).toBeGreaterThanOrEqual(2);
    expect(
      within(table)
        .all('tbody tr')
        .map((row) => within(row).texts('th, td')),
    ).toEqual(
      weeks.map((monday, index) => [`${shown(monday)}${index === 0 ? ' (en curso)' : ''}`, String(expected[index])]),
    );
    expect(within(table).texts('tfoot th, tfoot td')).toEqual([
      'Total de las 8 semanas',
      String(expected.reduce((sum, count) => sum + count, 0)),
    ]);
    // What is counted, said beside the table: the short address, from the card or a message, and nothing personal.
    const said = page.texts('section p').join(' ');
    expect(said).toContain(routes.reviewVisit.path);
    expect(said).toContain('código QR');
    expect(said).toContain('No guardamos nada de quién la abrió, solo el día');
    // Beside the enquiries, not instead of them.
    expect(page.texts('h1')).toEqual(['Consultas por servicio']);
    expect(page.texts('h2')).toContain('Visitas para dejar una reseña');
  });
});
