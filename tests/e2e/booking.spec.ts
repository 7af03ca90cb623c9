// Asking for a turn with the contact form: the turn fields behind the turn disclosure, the chat text that carries the
// whole request, the days the workshop refuses (before the chat opens, nothing typed lost), and a service page's
// "Pedir turno", with JavaScript and without. Days are counted from today on Buenos Aires' calendar, as the Worker
// counts them; every expected word comes from the content.
import type { Page } from '@playwright/test';
import { services } from '../../src/generated/content.ts';
import { addDays, durationNote, formatDay, weekdayOf } from '../../src/enquiry/turn-rules.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { formatTime } from '../../src/lib/opening-hours.ts';
import { fill as fillBlanks } from '../../src/lib/fill.ts';
import { holidays } from '../../src/generated/site.ts';
import { dayStatus } from '../../src/lib/special-days.ts';
import { siteConfig, specialDays } from '../../src/site.config.ts';
import { contactForm } from '../../src/generated/browser-form.ts';
import { priceLines } from '../../src/prices/reference.ts';
import {
  chatNumber,
  chatRequested,
  chatTabOpenedBy,
  enquiryForm,
  expect,
  holdRequests,
  hydrateIsland,
  test,
  turnDisclosure,
  visit,
} from './fixtures.ts';

const words = siteConfig.texts.turn;
const formWords = siteConfig.texts.form;
const hours = siteConfig.texts.hours;
const today = () => dayIn(siteConfig.openingHours.timeZone, new Date());
/** What a day is on the workshop's calendar: open, closed that weekday, a holiday, a closure, a full day. */
const kindOf = (day: string) => dayStatus(day, siteConfig.openingHours.periods, specialDays).kind;
/** The first day after today that falls on `weekday` and is no special day (a holiday, a closure, a full day). */
const next = (weekday: string) => {
  let day = addDays(today(), 1);
  while (weekdayOf(day) !== weekday || !['open', 'weekly'].includes(kindOf(day))) day = addDays(day, 1);
  return day;
};
/** The first day after `day` the workshop opens (taking turns or not). */
const reopens = (day: string) => {
  let candidate = addDays(day, 1);
  while (!['open', 'full'].includes(kindOf(candidate))) candidate = addDays(candidate, 1);
  return candidate;
};
/** `day`, or the nearest day after it (`step` 1) or before it (-1) that takes turns. */
const withTurns = (day: string, step: 1 | -1) => {
  let candidate = day;
  while (kindOf(candidate) !== 'open') candidate = addDays(candidate, step);
  return candidate;
};
const periodOf = (weekday: string) =>
  siteConfig.openingHours.periods.find((period) => period.days.some((day) => day === weekday));
/** The last kind of vehicle the form offers (today a motorcycle). */
const motorcycle = words.vehicles.at(-1) ?? '';
/** A service the form offers: its form option and its duration. */
const bikeService = services.find(
  (service) => service.formOption && siteConfig.contactFormServices.includes(service.formOption),
);
if (!bikeService) throw new Error('the content names no service the form offers (formOption in contactFormServices)');
const firstAndLastService = [...new Set([services[0], services.at(-1)])].filter((service) => service !== undefined);
const plural = (name: string) => (name.endsWith('s') ? name : `${name}s`);

const request = {
  name: 'Martín Gómez',
  phone: '11 4444-5678',
  email: 'martin@example.com',
  service: bikeService?.formOption ?? '',
  message: 'Tiene mucho barro.',
  model: 'Honda CB 190R',
};

const fields = (page: Page) => ({
  ...enquiryForm(page),
  disclosure: turnDisclosure(page),
  vehicle: page.getByLabel(words.vehicle, { exact: true }),
  model: page.getByLabel(words.model, { exact: true }),
  day: page.getByLabel(words.day, { exact: true }),
  band: page.getByLabel(words.band, { exact: true }),
  refusal: page.locator('#turno-dia-error'),
  notes: page.locator('#turno-notas'),
});

async function fillRequest(page: Page, day: string): Promise<void> {
  const form = fields(page);
  await form.name.fill(request.name);
  await form.phone.fill(request.phone);
  await form.email.fill(request.email);
  await form.service.selectOption(request.service);
  await form.message.fill(request.message);
  // The disclosure stays open after a request is sent or refused: opened only if it is closed.
  if (!(await form.vehicle.isVisible())) await form.disclosure.click();
  await form.vehicle.selectOption(motorcycle);
  await form.model.fill(request.model);
  await form.day.fill(day);
  await form.band.selectOption({ label: words.morning });
}

/** Everything typed is still there. */
async function expectKept(page: Page, day: string): Promise<void> {
  const form = fields(page);
  await expect(form.name).toHaveValue(request.name);
  await expect(form.phone).toHaveValue(request.phone);
  await expect(form.email).toHaveValue(request.email);
  await expect(form.service).toHaveValue(request.service);
  await expect(form.message).toHaveValue(request.message);
  await expect(form.vehicle).toHaveValue(motorcycle);
  await expect(form.model).toHaveValue(request.model);
  await expect(form.day).toHaveValue(day);
  await expect(form.band).toHaveValue('morning');
}

/** The chat text a motorcycle's turn on `day`, in the morning, carries: every line after the greeting. */
/** The form's service and vehicle as the form's data carries them. */
const turnData = new FormData();
turnData.set('service', request.service);
turnData.set('vehicle', motorcycle);

function expectedText(day: string): string {
  const period = periodOf(weekdayOf(day));
  const { afternoonFrom } = siteConfig.turns;
  const morningEnds = period && period.closes < afternoonFrom ? period.closes : afternoonFrom;
  return [
    `Hola! Me llamo ${request.name}`,
    '',
    `${words.messageVehicle} ${motorcycle}`,
    `${words.messageModel} ${request.model}`,
    `${words.messageDay} ${hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`,
    `${words.messageBand} ${words.morning} (${formatTime(period?.opens ?? '')} a ${formatTime(morningEnds)})`,
    `${formWords.messageService} ${request.service}`,
    // The service's reference price for the motorcycle, if the content gives one (src/prices/reference.test.ts).
    ...priceLines(turnData, contactForm.prices, contactForm.priceWords),
    words.messagePhotos,
    '',
    `${formWords.messagePhone} ${request.phone}`,
    `${formWords.messageEmail} ${request.email}`,
    '',
    request.message,
    '',
    siteConfig.chat.formClosingLine,
  ].join('\n');
}

/** Each refused day and the message that says why. */
const refusals = () => {
  const firstOpen = withTurns(addDays(today(), 1), 1);
  const last = addDays(today(), siteConfig.turns.weeksAhead * 7);
  const lastOpen = withTurns(last, -1);
  // Beyond the weeks on offer, a day that is no holiday nor closure (those say so wherever they fall).
  let beyond = addDays(last, 1);
  while (['holiday', 'closure'].includes(kindOf(beyond))) beyond = addDays(beyond, 1);
  // The next national holiday the workshop would otherwise open (src/generated/site.ts, from the build).
  const holiday = holidays.find((candidate) => candidate.date > today() && kindOf(candidate.date) === 'holiday');
  if (!holiday) throw new Error('src/generated/site.ts has no holiday ahead');
  return [
    {
      kind: 'a Sunday',
      day: next('sunday'),
      message: fillBlanks(words.closedDay, { días: plural(hours.days.sunday) }),
    },
    {
      kind: 'a past day',
      day: addDays(today(), -1),
      message: fillBlanks(words.pastDay, { fecha: formatDay(firstOpen, hours) }),
    },
    {
      kind: 'a day beyond four weeks',
      day: beyond,
      message: fillBlanks(words.tooFar, { fecha: formatDay(lastOpen, hours) }),
    },
    {
      kind: 'a national holiday',
      day: holiday.date,
      message: fillBlanks(words.holidayDay, {
        fecha: formatDay(holiday.date, hours),
        feriado: holiday.name,
        // The day it opens again: a full day opens too.
        vuelve: formatDay(reopens(holiday.date), hours),
      }),
    },
  ];
};

/** Submits and returns the text of the chat the new tab opens. */
async function chatTextAfterSending(page: Page): Promise<string> {
  const { chat: url } = await chatTabOpenedBy(page, () => fields(page).submit.click());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
  return url.searchParams.get('text') ?? '';
}

test.describe('asking for a turn', () => {
  test(
    "the turn fields wait behind their disclosure, so a plain enquiry stays short; a motorcycle on next Saturday's morning then opens the chat with every line, and the form is cleared",
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      const form = fields(page);
      await expect(form.disclosure).toBeVisible();
      await expect(form.vehicle).toBeHidden();
      await form.disclosure.click();
      await expect(form.vehicle.locator('option')).toHaveText([words.vehiclePlaceholder, ...words.vehicles]);
      await expect(form.band.locator('option')).toHaveText([words.bandPlaceholder, words.morning, words.afternoon]);
      await expect(form.day).toHaveAttribute('type', 'date');
      // The days on offer, from the visitor's clock on Buenos Aires' calendar, not from a cached page: from the first to
      // the last day that takes turns (a Sunday or a holiday at either end is left out).
      await expect(form.day).toHaveAttribute('min', withTurns(addDays(today(), 1), 1));
      await expect(form.day).toHaveAttribute('max', withTurns(addDays(today(), siteConfig.turns.weeksAhead * 7), -1));

      // The same visitor then asks for a turn.
      const saturday = next('saturday');
      await fillRequest(page, saturday);
      // Before sending: that day's hours and the service's duration beside the day.
      const period = periodOf('saturday');
      await expect(fields(page).notes).toContainText(
        fillBlanks(words.dayHours, {
          día: formatDay(saturday, hours),
          horario: `${formatTime(period?.opens ?? '')} a ${formatTime(period?.closes ?? '')}`,
        }),
      );
      await expect(fields(page).notes).toContainText(durationNote(bikeService?.duration ?? '', words));
      const counted = page.waitForRequest((sent) => sent.url().includes('/consulta/contar'));
      expect(await chatTextAfterSending(page)).toBe(expectedText(saturday));
      // Counted as a turn: the service, the weekday, the band and the vehicle, nothing typed.
      const count = new URL((await counted).url());
      expect(Object.fromEntries(count.searchParams)).toEqual({
        servicio: request.service,
        canal: 'turno',
        dia: 'saturday',
        horario: 'morning',
        vehiculo: motorcycle,
      });
      await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeVisible();
      for (const field of ['name', 'phone', 'service', 'vehicle', 'model', 'day', 'band'] as const) {
        await expect(fields(page)[field]).toHaveValue('');
      }
    },
  );

  test(
    'a Sunday, a past day, a day beyond the weeks on offer and a national holiday are each refused before the chat opens, saying why, and nothing typed is lost',
    { tag: '@once' },
    async ({ page }) => {
      const opened: string[] = [];
      page.on('popup', (popup) => opened.push(popup.url()));
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      for (const { kind, day, message } of refusals()) {
        await test.step(kind, async () => {
          const sent = opened.length;
          await fillRequest(page, day);
          await fields(page).submit.click();
          await expect(fields(page).refusal).toHaveText(message);
          await expect(fields(page).day).toHaveAttribute('aria-invalid', 'true');
          expect(await fields(page).day.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(message);
          await expectKept(page, day);
          expect(opened.length).toBe(sent);
          // A day the workshop takes clears the message and goes through.
          await fields(page).day.fill(next('saturday'));
          await expect(fields(page).refusal).toHaveText('');
          expect(await chatTextAfterSending(page)).toBe(expectedText(next('saturday')));
        });
      }
    },
  );

  test('"Pedir turno" on a service page opens the form with its service chosen', { tag: '@once' }, async ({ page }) => {
    // The first and the last service the owner lists: the Worker's tests check every service's link and form
    // (src/enquiry/turn-request.worker.test.ts); this is the visitor's tap through, the same for each.
    for (const service of firstAndLastService) {
      await visit(page, `/servicios/${service.id}`);
      await page.getByRole('link', { name: siteConfig.texts.servicePage.turnForm, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contacto');
      await expect(fields(page).service).toHaveValue(service.formOption ?? '');
      await expect(fields(page).vehicle).toBeVisible();
      await expect(fields(page).notes).toContainText(service.duration);
    }
  });
});

test.describe('asking for a turn when its checks never arrive', { tag: '@once' }, () => {
  test('the Worker checks the day instead, and the request reaches the chat with every line', async ({
    page,
    consoleErrors,
  }) => {
    // The connection drops each time the form asks for the turn's checks.
    await page.route(/\/assets\/turn-check-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await visit(page, '/');
    await hydrateIsland(page, 'ContactForm');
    const saturday = next('saturday');
    await fillRequest(page, saturday);
    expect(await chatTextAfterSending(page)).toBe(expectedText(saturday));
    expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});

test.describe('asking for a turn before the page script has arrived', { tag: '@once' }, () => {
  test('the disclosure opens and the request reaches the chat, with every line', async ({ page }) => {
    const scripts = await holdRequests(page, /\.js(\?|$)/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const saturday = next('saturday');
    await fillRequest(page, saturday);
    expect(await chatTextAfterSending(page)).toBe(expectedText(saturday));
    expect(scripts.delivered()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('asking for a turn without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });

  test("a motorcycle on next Saturday's morning opens the chat with every line", async ({ page }) => {
    await page.goto('/');
    const saturday = next('saturday');
    await fillRequest(page, saturday);
    expect(await chatTextAfterSending(page)).toBe(expectedText(saturday));
  });

  test('a Sunday, a past day, a day beyond the weeks on offer and a national holiday each come back as the form with the message, and nothing typed is lost', async ({
    page,
  }) => {
    await page.goto('/');
    for (const { kind, day, message } of refusals()) {
      await test.step(kind, async () => {
        await fillRequest(page, day);
        const popupPromise = page.waitForEvent('popup');
        await fields(page).submit.click();
        const popup = await popupPromise;
        await popup.waitForLoadState();
        expect(new URL(popup.url()).pathname).toBe('/consulta');
        await expect(popup.getByRole('alert')).toHaveText(message);
        await expectKept(popup, day);
        await fields(popup).day.fill(next('saturday'));
        const chat = chatRequested(popup.context());
        await fields(popup).submit.click();
        expect((await chat).searchParams.get('text')).toBe(expectedText(next('saturday')));
        await popup.close();
      });
    }
  });

  test('"Pedir turno" on a service page opens the form with its service chosen', async ({ page }) => {
    // As with JavaScript: the first and the last service, every one checked by the Worker's tests.
    for (const service of firstAndLastService) {
      await page.goto(`/servicios/${service.id}`);
      await page.getByRole('link', { name: siteConfig.texts.servicePage.turnForm, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contacto');
      await expect(fields(page).service).toHaveValue(service.formOption ?? '');
      await expect(fields(page).vehicle).toBeVisible();
      await expect(fields(page).notes).toContainText(service.duration);
    }
  });
});
