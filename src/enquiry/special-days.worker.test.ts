// The days the workshop does not take turns, at fixed instants on Buenos Aires' clock: national holidays (the build's,
// from date-holidays) refused through POST /consulta with the message and everything typed; and, with the owner's
// special days as the editor would write them, a holiday opened with its hours, closures across a month's and a year's
// end, full days, the live opening status, the closure notice and the edge cache around them. Expected words come
// from site.yaml.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildVersion } from '../generated/build-version.ts';
import { countsPage } from '../admin/counts-page.ts';
import { holidays } from '../generated/site.ts';
import app from '../index.tsx';
import { cacheKeyFor } from '../middleware/edge-cache.ts';
import { addDays, weekdayOf } from '../lib/calendar-day.ts';
import { fill } from '../lib/fill.ts';
import { openingStatus } from '../lib/opening-hours.ts';
import { closureNotice, dayStatus } from '../lib/special-days.ts';
import { siteConfig, specialDays, workshopToday, type SiteConfig } from '../site.config.ts';
import { postedEnquiry } from './enquiries.fixtures.ts';
import { checkTurnDay, dayHoursNote, refusalMessage, turnLines, turnRulesOf, type TurnRules } from './turn-rules.ts';
import { countingEnv, fetchPage } from '../../tests/worker/fetch-page.ts';

const words = siteConfig.texts.turn;
const hours = siteConfig.texts.hours;
const { periods, timeZone } = siteConfig.openingHours;
const option = siteConfig.contactFormServices[0] ?? '';

/** An instant on Buenos Aires' clock (UTC−3 all year). */
const inBuenosAires = (localTime: string) => new Date(`${localTime}-03:00`);
/** "martes 08/12", written from the content's day names. */
const named = (day: string) => `${hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** "9:00 a 13:00" from the content's words. */
const range = (opens: string, closes: string) =>
  fill(hours.timeRange, { abre: opens.replace(/^0/, ''), cierra: closes.replace(/^0/, '') });
const opensOn = (day: string) => periods.find((period) => period.days.includes(weekdayOf(day)));

/** The first day after `day` that is neither a day the week closes nor a holiday of the build. */
function nextOpen(day: string): string {
  let next = addDays(day, 1);
  while (!opensOn(next) || holidays.some((holiday) => holiday.date === next)) next = addDays(next, 1);
  return next;
}

/** The form posted at a fixed instant, answered once its count is written. */
async function postAt(localTime: string, fields: Record<string, string>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(inBuenosAires(localTime));
  const form = { name: 'Lucía', phone: '11 5555-1234', email: '', message: 'Con barro', service: option, ...fields };
  const context = createExecutionContext();
  const response = await app.request(
    'https://elitegaragespa.com/consulta',
    postedEnquiry(form, { 'Sec-Fetch-Site': 'same-origin' }),
    countingEnv,
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}

const refusedCount = async (day: string, reason: string) =>
  (
    await env.DB.prepare('SELECT count FROM refused_turns WHERE day = ?1 AND service = ?2 AND reason = ?3')
      .bind(day, option, reason)
      .first<{ count: number }>()
  )?.count ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

describe("the owner's counts", () => {
  it('keep refused turn requests by day sent, service and reason: nothing about who asked, nor the day asked for', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(refused_turns)').all<{ name: string }>();
    expect(results.map((column) => column.name)).toEqual(['day', 'service', 'reason', 'count']);
  });

  it("the enhanced form's beacon adds one refusal by reason; an unknown reason is refused", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires('2026-12-01T10:00:00'));
    const beacon = async (reason: string) => {
      const context = createExecutionContext();
      const response = await app.request(
        `https://elitegaragespa.com/consulta/contar?servicio=${encodeURIComponent(option)}&canal=rechazo&motivo=${reason}`,
        { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } },
        countingEnv,
        context,
      );
      await waitOnExecutionContext(context);
      return response.status;
    };
    const before = await refusedCount('2026-12-01', 'closure');
    expect(await beacon('closure')).toBe(204);
    expect(await refusedCount('2026-12-01', 'closure')).toBe(before + 1);
    expect(await beacon('sunday')).toBe(400);
  });

  it('/admin/consultas shows the refused requests of each month by reason', () => {
    const html = String(
      countsPage(
        'n',
        { current: '2026-12', previous: '2026-11' },
        {},
        {},
        {
          '2026-12': [
            { day: '2026-12-01', service: option, reason: 'holiday', count: 2 },
            { day: '2026-12-02', service: 'general', reason: 'holiday', count: 1 },
            { day: '2026-12-02', service: option, reason: 'full', count: 4 },
          ],
        },
      ),
    );
    const rows = [...html.matchAll(/<th scope="row">([^<]*)<\/th>\s*<td>(\d+)<\/td>\s*<\/tr>/g)].map((row) => [
      row[1],
      row[2],
    ]);
    expect(rows).toEqual([
      ['Feriado', '3'],
      ['Cierre (vacaciones)', '0'],
      ['Día completo', '4'],
    ]);
  });
});

/** The first 8 and 25 December among the build's holidays (it writes more than a year ahead, so both are there). */
const holidayOn = (monthDay: string) => {
  const holiday = holidays.find((candidate) => candidate.date.endsWith(monthDay));
  if (!holiday) throw new Error(`no holiday on ${monthDay} in src/generated/site.ts`);
  return holiday;
};

describe('national holidays, from the build', () => {
  it('include the fixed, the movable and the bridge days, with their Spanish names', () => {
    expect(holidayOn('-12-25').name).toBe('Navidad');
    expect(holidayOn('-12-08').name).toMatch(/Inmaculada Concepción/);
    // Carnaval moves with Easter: two days, a Monday and a Tuesday.
    const carnaval = holidays.filter((holiday) => holiday.name === 'Carnaval');
    expect(carnaval.map((holiday) => weekdayOf(holiday.date))).toEqual(expect.arrayContaining(['monday', 'tuesday']));
  });

  for (const monthDay of ['-12-08', '-12-25']) {
    it(`a turn on ${monthDay.slice(4)}/12 is refused saying why and when the workshop opens again; nothing typed is lost`, async () => {
      const { date, name } = holidayOn(monthDay);
      const sent = addDays(date, -10);
      const before = await refusedCount(sent, 'holiday');
      const response = await postAt(`${sent}T10:00:00`, {
        vehicle: 'Moto',
        model: 'Honda CB 190',
        day: date,
        band: '',
      });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(
        `role="alert" class="font-semibold text-rose-200 empty:hidden sm:col-span-2">${fill(words.holidayDay, {
          fecha: named(date),
          feriado: name,
          vuelve: named(nextOpen(date)),
        })}</p>`,
      );
      expect(html).toContain(`value="${date}"`);
      expect(html).toContain('value="Honda CB 190"');
      expect(html).toContain('value="Lucía"');
      expect(html).toContain('>Con barro</textarea>');
      // The owner's counts see the demand turned away, by reason.
      expect(await refusedCount(sent, 'holiday')).toBe(before + 1);
    });
  }

  it('at Buenos Aires midnight: the holiday is refused as a holiday the evening before, as past from 00:00', async () => {
    const { date } = holidayOn('-12-25');
    const eve = await postAt(`${addDays(date, -1)}T23:59:00`, { day: date });
    expect(await eve.text()).toContain(
      fill(words.holidayDay, { fecha: named(date), feriado: 'Navidad', vuelve: named(nextOpen(date)) }),
    );
    const midnight = await postAt(`${date}T00:00:30`, { day: date });
    expect(midnight.status).toBe(422);
    expect(await midnight.text()).toContain(words.pastDay.split('{')[0]);
  });
});

/** The owner's special days, as the editor writes them (one entry per closure), around the build's holidays. */
const owner = (special: Partial<Pick<SiteConfig, 'holidayOpenings' | 'closures' | 'fullDays'>>): TurnRules =>
  turnRulesOf({ ...siteConfig, holidayOpenings: [], closures: [], fullDays: [], ...special }, [
    { date: '2026-12-08', name: 'Inmaculada Concepción de María' },
    { date: '2026-12-25', name: 'Navidad' },
    { date: '2027-01-01', name: 'Año Nuevo' },
  ]);

const summer = { from: '2026-12-28', to: '2027-01-09', reason: 'Vacaciones de verano' };
const moving = { from: '2027-01-28', to: '2027-02-03', reason: 'Mudanza del taller' };

describe("the owner's special days", () => {
  it('a holiday the owner opens is taken with its hours, in the notes and in the chat text', () => {
    const rules = owner({ holidayOpenings: [{ date: '2026-12-08', opens: '09:00', closes: '13:00' }] });
    expect(checkTurnDay({ day: '2026-12-08', band: 'morning' }, '2026-11-27', rules)).toBeUndefined();
    expect(dayHoursNote('2026-12-08', rules, words, hours)).toBe(
      fill(words.holidayHours, {
        fecha: named('2026-12-08'),
        feriado: 'Inmaculada Concepción de María',
        horario: range('09:00', '13:00'),
      }),
    );
    const lines = turnLines(
      { vehicle: 'Auto', model: 'Fiat', day: '2026-12-08', band: 'morning' },
      rules,
      words,
      hours,
    );
    expect(lines.at(-1)).toBe(`${words.messageBand} ${words.morning} (${range('09:00', '13:00')})`);
    // Its afternoon is outside the hours of that day.
    const afternoon = checkTurnDay({ day: '2026-12-08', band: 'afternoon' }, '2026-11-27', rules);
    expect(afternoon && refusalMessage(afternoon, words, hours)).toBe(
      fill(words.specialBand, { fecha: named('2026-12-08'), horario: range('09:00', '13:00') }),
    );
  });

  it('a closure across the year end refuses each of its days, naming it and the day the workshop is back', () => {
    const rules = owner({ closures: [summer] });
    for (const day of ['2026-12-28', '2026-12-31', '2027-01-02', '2027-01-09']) {
      const refusal = checkTurnDay({ day, band: '' }, '2026-12-20', rules);
      expect(refusal && refusalMessage(refusal, words, hours), day).toBe(
        fill(words.closureDay, {
          desde: named(summer.from),
          hasta: named(summer.to),
          motivo: summer.reason,
          // Saturday 9 January is its last day; Sunday is closed: back on Monday 11.
          vuelve: named('2027-01-11'),
        }),
      );
    }
    expect(checkTurnDay({ day: '2027-01-11', band: '' }, '2026-12-20', rules)).toBeUndefined();
    // The days before it still take turns; the first day on offer after a Sunday is the Monday.
    expect(checkTurnDay({ day: '2026-12-26', band: '' }, '2026-12-20', rules)).toBeUndefined();
  });

  it('a closure across a month end, and the first day on offer when tomorrow is closed', () => {
    const rules = owner({ closures: [moving] });
    expect(checkTurnDay({ day: '2027-01-31', band: '' }, '2027-01-20', rules)?.reason).toBe('closure');
    expect(checkTurnDay({ day: '2027-02-01', band: '' }, '2027-01-20', rules)?.reason).toBe('closure');
    expect(checkTurnDay({ day: '2027-02-04', band: '' }, '2027-01-20', rules)).toBeUndefined();
    // On the eve of the closure, today is past: the first day on offer is the day the workshop is back.
    expect(checkTurnDay({ day: '2027-01-27', band: '' }, '2027-01-27', rules)).toEqual({
      reason: 'past',
      first: '2027-02-04',
    });
  });

  it('a full day is refused naming the first day with turns; the workshop is open that day', () => {
    const full = { from: '2026-12-14', to: '2026-12-16' };
    const rules = owner({ fullDays: [full] });
    const refusal = checkTurnDay({ day: '2026-12-15', band: '' }, '2026-12-01', rules);
    expect(refusal && refusalMessage(refusal, words, hours)).toBe(
      fill(words.fullDay, { fecha: named('2026-12-15'), libre: named('2026-12-17') }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires('2026-12-15T10:00:00'));
    const status = openingStatus(periods, timeZone, new Date(), hours, rules.special);
    expect(status.open).toBe(true);
  });
});

describe('the live opening status on special days', () => {
  const special = owner({ closures: [summer] }).special;
  const status = (localTime: string) => openingStatus(periods, timeZone, inBuenosAires(localTime), hours, special);

  it('on a holiday: closed, its name, and the day it opens again; at Buenos Aires midnight it turns', () => {
    const wednesday = opensOn('2026-12-09');
    const label = fill(hours.holidayToday, {
      feriado: 'Inmaculada Concepción de María',
      día: hours.days.wednesday,
      hora: wednesday?.opens.replace(/^0/, '') ?? '',
    });
    expect(status('2026-12-08T00:00:30')).toEqual({ open: false, label });
    expect(status('2026-12-08T11:00:00')).toEqual({ open: false, label });
    // The evening before, the next opening skips the holiday.
    expect(status('2026-12-07T23:59:00').label).toBe(
      fill(hours.opensLater, { día: hours.days.wednesday, hora: wednesday?.opens.replace(/^0/, '') ?? '' }),
    );
  });

  it('during a closure: its reason and the date it opens again, a week or more away', () => {
    const monday = opensOn('2027-01-11');
    expect(status('2026-12-30T12:00:00')).toEqual({
      open: false,
      label: fill(hours.closureToday, {
        motivo: summer.reason,
        día: named('2027-01-11'),
        hora: monday?.opens.replace(/^0/, '') ?? '',
      }),
    });
  });
});

describe('the closure notice and the edge cache', () => {
  const special = owner({ closures: [summer] }).special;

  it('shows from two weeks before a closure until its last day, and is gone the day after', () => {
    expect(closureNotice('2026-12-13', special)).toBeUndefined();
    expect(closureNotice('2026-12-14', special)).toEqual(summer);
    expect(closureNotice('2026-12-27', special)).toEqual(summer);
    expect(closureNotice('2027-01-09', special)).toEqual(summer);
    expect(closureNotice('2027-01-10', special)).toBeUndefined();
  });

  it('a page cached on the eve of a day is not served that day: the cache keys pages by Buenos Aires day', async () => {
    const url = 'https://elitegaragespa.com/';
    expect(cacheKeyFor(url, buildVersion, '2027-01-09').url).not.toBe(cacheKeyFor(url, buildVersion, '2027-01-10').url);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires('2027-01-09T23:59:00'));
    await fetchPage('/cursos/detailing-basico?eve=1');
    let eve = await fetchPage('/cursos/detailing-basico?eve=2');
    for (let attempt = 0; attempt < 20 && eve.response.headers.get('X-Edge-Cache') !== 'HIT'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      eve = await fetchPage('/cursos/detailing-basico?eve=3');
    }
    expect(eve.response.headers.get('X-Edge-Cache')).toBe('HIT');
    // One minute later, past midnight in Buenos Aires (03:00 UTC), the page is written again.
    vi.setSystemTime(inBuenosAires('2027-01-10T00:00:30'));
    expect((await fetchPage('/cursos/detailing-basico?eve=4')).response.headers.get('X-Edge-Cache')).toBe('MISS');
  });

  it("the site's own content: the pages show the notice and the contact section the special days of the day", async () => {
    // The shipped content may have no closure: the notice is what closureNotice says for the server's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires(`${holidayOn('-12-25').date.slice(0, 4)}-12-20T10:00:00`));
    const { html } = await fetchPage('/');
    expect(html.includes('data-testid="aviso-cierre"')).toBe(closureNotice(workshopToday(), specialDays) !== undefined);
    // Navidad is in the turn window: the contact section lists it, and the JSON-LD closes the business that day.
    expect(html).toContain(fill(hours.holidayClosed, { feriado: 'Navidad' }));
    const navidad = holidayOn('-12-25').date;
    expect(html).toContain(
      `{"@type":"OpeningHoursSpecification","validFrom":"${navidad}","validThrough":"${navidad}","opens":"00:00","closes":"00:00"}`,
    );
  });

  it('on a holiday the server writes the opening status itself, closed all day, for visitors without scripts too', async () => {
    const { date } = holidayOn('-12-25');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires(`${date}T10:00:00`));
    const { html } = await fetchPage('/');
    const back = nextOpen(date);
    const label = fill(hours.holidayToday, {
      feriado: 'Navidad',
      día: hours.days[weekdayOf(back)],
      hora: opensOn(back)?.opens.replace(/^0/, '') ?? '',
    });
    expect(html).toMatch(
      new RegExp(
        `<div class="mt-3"><p data-testid="estado-horario" data-open-status="" data-open="false"[^>]*>.*?<span data-open-label="">${label.replace(/[()]/g, '\\$&')}</span>`,
      ),
    );
    // On an ordinary day the line waits for the visitor's clock: hidden without scripts, nothing written.
    let ordinaryDay = addDays(date, -1);
    while (dayStatus(ordinaryDay, periods, specialDays).kind !== 'open') ordinaryDay = addDays(ordinaryDay, -1);
    vi.setSystemTime(inBuenosAires(`${ordinaryDay}T10:00:00`));
    const ordinary = (await fetchPage('/')).html;
    expect(ordinary).toContain('<div class="mt-3 noscript:hidden"><p data-testid="estado-horario"');
    expect(ordinary).toContain('<span data-open-label=""></span>');
  });
});
