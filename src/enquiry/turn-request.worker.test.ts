// A turn request through POST /consulta (the form before or without its script): the chat text it composes, the days
// it takes on Buenos Aires' calendar at fixed instants, the form it gives back for a refused day, the edge cache, and
// the count it leaves. Expected words come from site.yaml.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildVersion } from '../generated/build-version.ts';
import { services } from '../generated/content.ts';
import { cacheKeyFor } from '../middleware/edge-cache.ts';
import { countsPage } from '../admin/counts-page.ts';
import { noVehicleName } from '../admin/turn-table.ts';
import app from '../index.tsx';
import { dayIn } from '../lib/calendar-day.ts';
import { MESSAGE_MAX_LENGTH } from './message.ts';
import { readChatText } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { formatTime } from '../lib/opening-hours.ts';
import { addDays, turnRequestLink, durationNote } from './turn-rules.ts';
import { siteConfig } from '../site.config.ts';
import { formatPesos } from '../prices/format.ts';
import { postedEnquiry } from './enquiries.fixtures.ts';
import { countingEnv, fetchPage, fetchSettled } from '../../tests/worker/fetch-page.ts';
import { dom, within } from '../../tests/worker/dom.ts';
import { turnCountUrl } from './turn-counts.ts';

const words = siteConfig.texts.turn;
const form = siteConfig.texts.form;
const days = siteConfig.texts.hours.days;
const saturday = siteConfig.openingHours.periods.find((period) => period.days.includes('saturday'));
const option = siteConfig.contactFormServices[5] ?? '';
const motorcycle = words.vehicles.at(-1) ?? '';

/** An instant on Buenos Aires' clock (UTC−3 all year). */
const inBuenosAires = (localTime: string) => new Date(`${localTime}-03:00`);

/** The form as a browser posts it, sent at a fixed instant. */
async function postAt(localTime: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(inBuenosAires(localTime));
  const form = { name: 'Lucía', phone: '11 5555-1234', email: '', message: '', ...fields };
  const context = createExecutionContext();
  const response = await app.request(
    'https://elitegaragespa.com/consulta',
    postedEnquiry(form, headers),
    countingEnv,
    context,
  );
  // The count the request leaves for after its response (ctx.waitUntil) is written before the test reads it.
  await waitOnExecutionContext(context);
  return response;
}

const turn = { service: option, vehicle: motorcycle, model: 'Honda CB 190', day: '2026-11-28', band: 'morning' };

afterEach(() => {
  vi.useRealTimers();
});

describe('a turn request sent without the form script', () => {
  it('opens the chat with the greeting, then vehicle, make and model, day, band, service and photos', async () => {
    // Wednesday 25 November 2026: the Saturday after is the 28th.
    const response = await postAt('2026-11-25T10:00:00', turn);
    expect(response.status).toBe(303);
    const morningEnds = siteConfig.turns.afternoonFrom < (saturday?.closes ?? '') ? siteConfig.turns.afternoonFrom : '';
    expect(readChatText(response.headers.get('Location') ?? '').split('\n')).toEqual([
      'Hola! Me llamo Lucía',
      '',
      `${words.messageVehicle} ${motorcycle}`,
      `${words.messageModel} Honda CB 190`,
      `${words.messageDay} ${days.saturday} 28/11`,
      `${words.messageBand} ${words.morning} (${formatTime(saturday?.opens ?? '')} a ${formatTime(morningEnds)})`,
      `Servicio de interés: ${option}`,
      words.messagePhotos,
      '',
      'Teléfono: 11 5555-1234',
      'Email: ',
      '',
      '',
      '',
      siteConfig.chat.formClosingLine,
    ]);
  });

  it("gives Saturday's afternoon band the hours up to Saturday's closing", async () => {
    const response = await postAt('2026-11-25T10:00:00', { ...turn, band: 'afternoon' });
    const from = formatTime(siteConfig.turns.afternoonFrom);
    expect(readChatText(response.headers.get('Location') ?? '')).toContain(
      `${words.messageBand} ${words.afternoon} (${from} a ${formatTime(saturday?.closes ?? '')})`,
    );
  });

  it('a plain enquiry (turn fields left empty) keeps the text the specification gives', async () => {
    const response = await postAt('2026-11-25T10:00:00', {
      service: option,
      vehicle: '',
      model: '',
      day: '',
      band: '',
    });
    expect(readChatText(response.headers.get('Location') ?? '').split('\n')).toEqual([
      'Hola! Me llamo Lucía',
      '',
      'Teléfono: 11 5555-1234',
      'Email: ',
      `Servicio de interés: ${option}`,
      '',
      '',
      '',
      'Enviado desde la web de Elite Garage Spa',
    ]);
  });
});

describe('the reference price in the chat text', () => {
  const prices = siteConfig.texts.prices;
  /** What the form's reference line says for an option and the motorcycle, from the option's service in the content. */
  const referenceOf = (option: string) => {
    const service = services.find((entry) => entry.formOption === option);
    if (!service) return undefined;
    if (service.prices?.length) {
      const from = service.prices.find((price) => price.vehicle === motorcycle)?.from;
      return from === undefined
        ? undefined
        : fill(prices.reference, { vehículo: motorcycle, precio: formatPesos(from) });
    }
    const asks = service.price.trim().toLocaleLowerCase('es') === prices.ask.trim().toLocaleLowerCase('es');
    return asks ? undefined : fill(prices.referenceText, { precio: service.price.trim() });
  };

  it('every option of the form: its service’s price right after the service line, none for "Consultar"', async () => {
    for (const service of siteConfig.contactFormServices) {
      const response = await postAt('2026-11-25T10:00:00', { ...turn, service });
      const lines = readChatText(response.headers.get('Location') ?? '').split('\n');
      const at = lines.indexOf(`Servicio de interés: ${service}`);
      const expected = referenceOf(service);
      expect(lines.slice(at + 1, at + 3), service).toEqual(
        expected === undefined ? [words.messagePhotos, ''] : [expected, words.messagePhotos],
      );
    }
  });

  it('no vehicle chosen: no reference line; an extra ticked under another service is not sent', async () => {
    for (const service of siteConfig.contactFormServices) {
      const elsewhere = siteConfig.contactFormServices.find((name) => name !== service) ?? '';
      const response = await postAt('2026-11-25T10:00:00', {
        ...turn,
        service,
        vehicle: '',
        extra: `${elsewhere}|${service}`,
      });
      const lines = readChatText(response.headers.get('Location') ?? '').split('\n');
      const at = lines.indexOf(`Servicio de interés: ${service}`);
      expect(lines[at + 1], service).toBe(words.messagePhotos);
    }
  });
});

describe('the days a turn may be asked for, on Buenos Aires time', () => {
  it('Saturday is tomorrow until Friday 23:59 in Buenos Aires, and past from its midnight on', async () => {
    expect((await postAt('2026-11-27T23:59:00', turn)).status).toBe(303);
    const response = await postAt('2026-11-28T00:00:00', turn);
    expect(response.status).toBe(422);
    // Tomorrow is a Sunday: the message names Monday, the first day the workshop opens.
    expect(await response.text()).toContain(`${words.pastDay.split('{')[0]}${days.monday} 30/11`);
  });

  it('a Sunday is refused because the workshop is closed', async () => {
    const response = await postAt('2026-11-25T10:00:00', { ...turn, day: '2026-11-29' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(words.closedDay.replace('{días}', `${days.sunday}s`));
  });

  it('the weeks ahead site.yaml allows end on the last day; the day after is refused, naming the last', async () => {
    // From Wednesday 25 November, the last day is a Wednesday too, `weeksAhead` weeks later.
    const last = addDays('2026-11-25', 7 * siteConfig.turns.weeksAhead);
    expect((await postAt('2026-11-25T10:00:00', { ...turn, day: last })).status).toBe(303);
    const response = await postAt('2026-11-25T10:00:00', { ...turn, day: addDays(last, 1) });
    expect(response.status).toBe(422);
    const [, month, day] = last.split('-');
    expect(await response.text()).toContain(words.tooFar.replace('{fecha}', `${days.wednesday} ${day}/${month}`));
  });

  it('a day that is no calendar day is refused', async () => {
    const response = await postAt('2026-11-25T10:00:00', { ...turn, day: '2026-02-30' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(words.invalidDay);
  });
});

/** The opening tag of the first element whose opening tag matches, or "" (short failure messages, not the page). */
const tagOf = (html: string, pattern: RegExp) => html.match(new RegExp(`<[^<>]*${pattern.source}[^<>]*>`))?.[0] ?? '';
/** The turn fields' disclosure, as the server rendered it. */
const turnFields = (html: string) => html.match(/<details[^>]*>/)?.[0] ?? '';
/** The option chosen in a list (by its name), as the server rendered it. */
const chosen = (html: string, name: string) => {
  const list = html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? '';
  return list.match(/<option value="([^"]*)" selected="">/)?.[1];
};

describe('a refused day comes back as the form (422)', () => {
  it('with the message beside the day, everything typed, and the turn fields open', async () => {
    const response = await postAt('2026-11-25T10:00:00', { ...turn, day: '2026-11-29', message: 'Con barro' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(turnFields(html)).toMatch(/^<details open=""/);
    expect(html).toContain(
      `role="alert" class="font-semibold text-rose-200 empty:hidden sm:col-span-2">${words.closedDay.replace('{días}', `${days.sunday}s`)}</p>`,
    );
    const day = tagOf(html, /id="turno-dia"/);
    expect(day).toContain('value="2026-11-29"');
    expect(day).toContain('aria-invalid="true"');
    expect(tagOf(html, /id="turno-modelo"/)).toContain('value="Honda CB 190"');
    expect(chosen(html, 'vehicle')).toBe(motorcycle);
    expect(chosen(html, 'band')).toBe('morning');
    expect(chosen(html, 'service')).toBe(option);
    expect(tagOf(html, /id="contacto-nombre"/)).toContain('value="Lucía"');
    expect(html).toContain('>Con barro</textarea>');
    expect(html).toContain(`<h1 class="mb-8 text-3xl font-bold text-white sm:text-4xl">${form.pageTitle}</h1>`);
  });
});

describe('a turn request with a message past the cap comes back as the form (422)', () => {
  it('with the cap notice, the message, and the turn fields open as typed', async () => {
    const message = 'a'.repeat(MESSAGE_MAX_LENGTH + 1);
    const response = await postAt('2026-11-25T10:00:00', { ...turn, message });
    expect(response.status).toBe(422);
    expect(response.headers.get('Location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(fill(form.messageTooLong, { largo: MESSAGE_MAX_LENGTH + 1, máximo: MESSAGE_MAX_LENGTH }));
    expect(html).toContain(`>${message}</textarea>`);
    expect(turnFields(html)).toMatch(/^<details open=""/);
    expect(tagOf(html, /id="turno-dia"/)).toContain('value="2026-11-28"');
    expect(tagOf(html, /id="turno-modelo"/)).toContain('value="Honda CB 190"');
    expect(chosen(html, 'band')).toBe('morning');
  });
});

describe('the edge cache', () => {
  it('the cached home page offers no day of its own: the same page any day, and the Worker decides on POST', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(inBuenosAires('2026-11-27T12:00:00'));
    const yesterday = (await fetchPage('/')).html;
    vi.setSystemTime(inBuenosAires('2026-11-28T12:00:00'));
    const today = (await fetchPage('/')).html;
    // The form is the same: only the special days of the contact section follow the calendar (special-days.worker.test.ts).
    const formOf = (html: string) => html.match(/<form[\s\S]*?<\/form>/)?.[0];
    expect(formOf(today)).toBe(formOf(yesterday));
    const day = tagOf(today, /id="turno-dia"/);
    expect(day).toContain('type="date"');
    expect(day).not.toMatch(/ (min|max)=/);
    // What the page cached on Friday would have offered for Saturday is refused on Saturday itself.
    expect((await postAt('2026-11-28T12:00:00', turn)).status).toBe(422);
  });

  it('a service page\'s "Pedir turno" opens the home form with its option chosen and the turn fields open', async () => {
    for (const service of services) {
      const detail = dom((await fetchPage(`/servicios/${service.id}`)).html);
      expect(detail.text(`main a[href="${turnRequestLink(service.id)}"]`)).toBe(siteConfig.texts.servicePage.turnForm);
      const { response, html } = await fetchPage(turnRequestLink(service.id).replace(/#.*/, ''));
      expect(response.status).toBe(200);
      expect(chosen(html, 'service')).toBe(service.formOption);
      expect(turnFields(html)).toMatch(/^<details open=""/);
      expect(html).toContain(`>${durationNote(service.duration, words)}</p>`);
    }
    // Each service is its own cached page; the plain home page and made-up values are the one cached home page.
    const plain = (await fetchPage('/')).html;
    expect(chosen(plain, 'service')).toBe('');
    expect(turnFields(plain)).toMatch(/^<details class=/);
    expect((await fetchPage('/?servicio=no-existe')).html).toBe(plain);
    const home = 'https://elitegaragespa.com/';
    const id = services[0]?.id ?? '';
    expect(cacheKeyFor(`${home}?utm_source=x&servicio=${id}`, buildVersion).url).toBe(
      `${home}?servicio=${id}&__build=${buildVersion}`,
    );
    expect(cacheKeyFor(`${home}?servicio=no-existe`, buildVersion).url).toBe(`${home}?__build=${buildVersion}`);
    const page = `${home}servicios/${id}`;
    expect(cacheKeyFor(`${page}?servicio=${id}`, buildVersion).url).toBe(`${page}?__build=${buildVersion}`);
  });
});

/** A turn row's count, once the write that follows the response has landed; any vehicle unless one is named. */
async function turnCount(day: string, service: string, weekday: string, band: string, vehicle?: string) {
  const row = await env.DB.prepare(
    `SELECT SUM(count) AS count FROM turn_requests
     WHERE day = ?1 AND service = ?2 AND weekday = ?3 AND band = ?4 AND (?5 IS NULL OR vehicle = ?5)`,
  )
    .bind(day, service, weekday, band, vehicle ?? null)
    .first<{ count: number | null }>();
  return row?.count ?? 0;
}

const formCount = async (day: string, service: string) =>
  (
    await env.DB.prepare("SELECT count FROM enquiry_counts WHERE day = ?1 AND service = ?2 AND channel = 'form'")
      .bind(day, service)
      .first<{ count: number }>()
  )?.count ?? 0;

describe('the turn counts', () => {
  it('keep the day sent, the service, the weekday, band and vehicle chosen, and a count: nothing about who asked', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(turn_requests)').all<{ name: string }>();
    expect(results.map((column) => column.name)).toEqual(['day', 'service', 'weekday', 'band', 'vehicle', 'count']);
  });

  it('a turn request sent without JavaScript counts as a turn (not a form) for its service, weekday and band', async () => {
    const sent = '2026-11-25';
    // The other tests of this file send turns on the same day too: what this one adds is what counts.
    const before = {
      saturday: await turnCount(sent, option, 'saturday', 'morning'),
      any: await turnCount(sent, option, 'any', 'any'),
      sunday: await turnCount(sent, option, 'sunday', 'morning'),
      form: await formCount(sent, option),
    };
    const response = await postAt('2026-11-25T10:00:00', turn, { 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(303);
    vi.useRealTimers();
    expect(await turnCount(sent, option, 'saturday', 'morning')).toBe(before.saturday + 1);
    expect(await formCount(sent, option)).toBe(before.form);
    // A turn without a day or band still counts, as "any".
    await postAt('2026-11-25T10:00:00', { ...turn, day: '', band: '' }, { 'Sec-Fetch-Site': 'same-origin' });
    vi.useRealTimers();
    expect(await turnCount(sent, option, 'any', 'any')).toBe(before.any + 1);
    // A refused day is not a request.
    await postAt('2026-11-25T10:00:00', { ...turn, day: '2026-11-29' }, { 'Sec-Fetch-Site': 'same-origin' });
    vi.useRealTimers();
    expect(await turnCount(sent, option, 'sunday', 'morning')).toBe(before.sunday);
  });

  it('a turn request sent without JavaScript counts the vehicle chosen, one not in the list as any', async () => {
    const sent = '2026-11-25';
    const other = words.vehicles[0] ?? '';
    const count = (vehicle: string) => turnCount(sent, option, 'saturday', 'morning', vehicle);
    const before = { motorcycle: await count(motorcycle), other: await count(other), any: await count('any') };
    const post = async (vehicle: string) => {
      expect(
        (await postAt('2026-11-25T10:00:00', { ...turn, vehicle }, { 'Sec-Fetch-Site': 'same-origin' })).status,
      ).toBe(303);
      vi.useRealTimers();
    };
    await post(motorcycle);
    await post(other);
    await post(other);
    // A vehicle the list does not have (a page from before the owner renamed it, or made up) and none at all: "any".
    await post(`${motorcycle} de carrera`);
    await post('');
    expect(await count(motorcycle)).toBe(before.motorcycle + 1);
    expect(await count(other)).toBe(before.other + 2);
    expect(await count('any')).toBe(before.any + 2);
    // Only the vehicle's category is kept: never the make and model typed, nor the made-up vehicle.
    const kept = await env.DB.prepare('SELECT * FROM turn_requests').all<Record<string, unknown>>();
    const values = kept.results.flatMap((row) => Object.values(row).map(String));
    expect(values.filter((value) => value.includes(turn.model) || value.includes('de carrera'))).toEqual([]);
  });

  it("the enhanced form's beacon adds one; an unknown weekday, band or service is refused", async () => {
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const beacon = (query: string) =>
      fetchSettled(`/consulta/contar?${query}`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const service = encodeURIComponent(option);
    const before = await turnCount(today, option, 'friday', 'afternoon');
    expect((await beacon(`servicio=${service}&canal=turno&dia=friday&horario=afternoon`)).response.status).toBe(204);
    expect(await turnCount(today, option, 'friday', 'afternoon')).toBe(before + 1);
    // A beacon without a vehicle (from a page cached before vehicles were counted) counts as "any".
    expect(await turnCount(today, option, 'friday', 'afternoon', 'any')).toBe(before + 1);
    for (const query of [
      `servicio=${service}&canal=turno&dia=funday&horario=afternoon`,
      `servicio=${service}&canal=turno&dia=friday&horario=noche`,
      `servicio=${service}&canal=turno`,
      'servicio=no-existe&canal=turno&dia=friday&horario=afternoon',
    ]) {
      expect((await beacon(query)).response.status, query).toBe(400);
    }
  });

  it("the enhanced form's beacon counts the vehicle chosen; one not in the list counts as any", async () => {
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const vehicle = words.vehicles[1] ?? words.vehicles[0] ?? '';
    const count = (vehicle: string) => turnCount(today, option, 'thursday', 'morning', vehicle);
    const before = { chosen: await count(vehicle), any: await count('any') };
    // The address the browser builds (src/enquiry/turn-check.ts).
    const url = turnCountUrl(option, { weekday: 'thursday', band: 'morning', vehicle });
    expect(url).toContain(`&vehiculo=${encodeURIComponent(vehicle)}`);
    const send = (url: string) => fetchSettled(url, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect((await send(url)).response.status).toBe(204);
    expect(await count(vehicle)).toBe(before.chosen + 1);
    // A vehicle the list does not have (renamed since the page was loaded, or made up) is counted, as "any".
    const unknown = 'Tractor <b>';
    expect(
      (await send(turnCountUrl(option, { weekday: 'thursday', band: 'morning', vehicle: unknown }))).response.status,
    ).toBe(204);
    expect(await count(vehicle)).toBe(before.chosen + 1);
    expect(await count('any')).toBe(before.any + 1);
    expect(await count(unknown)).toBe(0);
  });

  it('/admin/consultas shows turns as a channel of their own, and which weekdays and bands people want', () => {
    const months = { current: '2026-11', previous: '2026-10' };
    const html = String(
      countsPage(
        'n',
        months,
        { '2026-11': [{ day: '2026-11-25', service: option, channel: 'form', count: 2 }] },
        {
          '2026-11': [
            { day: '2026-11-25', service: option, weekday: 'saturday', band: 'morning', vehicle: 'any', count: 3 },
            { day: '2026-11-26', service: option, weekday: 'saturday', band: 'afternoon', vehicle: 'any', count: 1 },
          ],
        },
      ),
    );
    // Form 2, WhatsApp 0, Turno 4, total 6.
    expect(html).toMatch(
      /<th scope="col">Formulario<\/th>\s*<th scope="col">WhatsApp<\/th>\s*<th scope="col">Turno<\/th>/,
    );
    expect(html).toMatch(
      new RegExp(`<th scope="row">${option}</th>\\s*<td>2</td>\\s*<td>0</td>\\s*<td>4</td>\\s*<td>6</td>`),
    );
    // Saturday: morning 3, afternoon 1, any 0, total 4; the day and band names are the site's own.
    const saturdayName = days.saturday.charAt(0).toUpperCase() + days.saturday.slice(1);
    expect(html).toMatch(
      new RegExp(
        `<th scope="col">${words.morning}</th>\\s*<th scope="col">${words.afternoon}</th>\\s*<th scope="col">${words.bandPlaceholder}</th>`,
      ),
    );
    expect(html).toMatch(
      new RegExp(`<th scope="row">${saturdayName}</th>\\s*<td>3</td>\\s*<td>1</td>\\s*<td>0</td>\\s*<td>4</td>`),
    );
    expect(html).toContain('Todavía no hay pedidos de turno este mes.');
  });

  it('/admin/consultas shows the turn requests by vehicle: the list in its order, then others, then none chosen', () => {
    const [first = '', second = first] = words.vehicles;
    const row = (vehicle: string, count: number, day = '2026-11-25') =>
      ({ day, service: option, weekday: 'monday', band: 'any', vehicle, count }) as const;
    const html = String(
      countsPage(
        'n',
        { current: '2026-11', previous: '2026-10' },
        {},
        {
          '2026-11': [
            row(second, 2),
            row(second, 3, '2026-11-26'),
            row(first, 1),
            row('any', 4),
            // A vehicle the owner has since renamed or taken out of the list.
            row('Tractor', 1),
          ],
        },
      ),
    );
    const table = dom(html)
      .all('table')
      .find((element) => within(element).texts('caption')[0] === 'Turnos pedidos por vehículo');
    expect(table).toBeDefined();
    if (!table) return;
    expect(within(table).texts('thead th')).toEqual(['Vehículo', 'Pedidos']);
    const counted = within(table)
      .all('tbody tr')
      .map((element) => within(element).texts('th, td'));
    const expected = words.vehicles.map((vehicle) => [
      vehicle,
      String(vehicle === second ? 5 : vehicle === first ? 1 : 0),
    ]);
    expect(counted).toEqual([...expected, ['Tractor', '1'], [noVehicleName, '4']]);
    // Last month had no turn requests: no table by vehicle either.
    expect(
      dom(html)
        .texts('caption')
        .filter((caption) => caption === 'Turnos pedidos por vehículo'),
    ).toHaveLength(1);
  });
});
