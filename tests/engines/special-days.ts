// The owner's closures and full days as a visitor meets them, the same in every engine, with JavaScript on and off, at
// a phone's and a desktop's size, on the copy of the site that has some (special-days-site.ts): the notice of a closure
// near on every type of page, below the first screen, and none for one that ended; a closure's day and a full day
// refused saying why, left out of the day picker; a full day that does not close the open status; a service priced by
// vehicle with an extra, the same figures on its page, the price list, the form's reference line and the chat text.
// Last in each engine's
// file: the copy is built while the other journeys run. Expected words come from the content, through the site's own
// functions.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { courses, services } from '../../src/generated/content.ts';
import { holidays, site } from '../../src/generated/site.ts';
import { closureNoticeText } from '../../src/components/layout/ClosureNotice.tsx';
import { turnMessagesOf } from '../../src/enquiry/turn-checks.ts';
import { checkTurnDay, closedDaysNote, refusalMessage, turnRulesOf, turnWindow } from '../../src/enquiry/turn-rules.ts';
import { addDays } from '../../src/lib/calendar-day.ts';
import { openingStatus } from '../../src/lib/opening-hours.ts';
import { notFoundPath, pageTypePaths } from '../../src/lib/sitemap.ts';
import { dayStatus, formatDay, nearestDay, specialDaysOf } from '../../src/lib/special-days.ts';
import { siteInBackgroundUp } from '../e2e/repo-copy.ts';
import { fixtureSite } from './special-days-site.ts';
import { pricesHref, serviceHref } from '../../src/lib/navigation.ts';
import { formatDate, formatPesos } from '../../src/prices/format.ts';
import { extraLabel, extraValue, referenceLine } from '../../src/prices/reference.ts';
import { fill } from '../../src/lib/fill.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { openVisitor, settled, sizes, waitFor, type Engine, type Size, type Visitor } from './visitor.ts';

const words = site.texts;
const { periods, timeZone } = site.openingHours;
/** The copy with closures and full days (tests/engines/setup.ts), and the rules its site.yaml makes. */
const special = inject('specialDaysSite');
const { fixture } = special;
const specialSite = fixtureSite(fixture);
const rules = turnRulesOf(specialSite, holidays);
const turnWords = turnMessagesOf(words.turn);
/** How long the first journey waits for the copy, when the other journeys were quicker than its build. */
const buildWait = 300_000;

/** Every type of page that has the closure notice: all but the English not-found page. */
const noticePaths = pageTypePaths(services, courses).filter((path) => path !== notFoundPath);
/** A day of the closure the workshop would otherwise open: refused for the closure alone. */
const closureDay = [0, 1, 2, 3]
  .map((offset) => addDays(fixture.closureAhead.from, offset))
  .find(
    (day) => day <= fixture.closureAhead.to && dayStatus(day, periods, specialDaysOf(site, holidays)).kind === 'open',
  );

/**
 * Where the closure notice and the page's first section are (page coordinates), what the notices say, and whether the
 * page shows `ended` anywhere.
 */
const placement = (ended: string) => `
  const place = (element) => {
    if (!element) return null;
    const { top, bottom, height } = element.getBoundingClientRect();
    return { top: Math.round(top + scrollY), bottom: Math.round(bottom + scrollY), shown: height > 0 };
  };
  const notices = [...document.querySelectorAll('[data-testid="aviso-cierre"]')];
  return {
    notices: notices.map((notice) => notice.innerText.trim()),
    notice: place(notices[0]),
    firstSection: place(document.querySelector('main > :first-child')),
    headline: place(document.querySelector('h1')),
    ended: document.body.innerText.includes(${JSON.stringify(ended)}),
  };`;
type Place = { top: number; bottom: number; shown: boolean } | null;
type Placement = { notices: string[]; notice: Place; firstSection: Place; headline: Place; ended: boolean };

export function specialDaysJourneys(engine: Engine): void {
  for (const javaScript of [true, false])
    describe(`${engine}, closures and full days, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
      let visitor: Visitor;
      const read = <T>(body: string) => visitor.read<T>(body);

      beforeAll(async () => {
        await siteInBackgroundUp(special, buildWait);
        visitor = await openVisitor({ engine, size: sizes[0] as Size, javaScript, origin: special.origin });
      }, buildWait + 60_000);
      afterAll(async () => visitor?.close());

      for (const size of sizes)
        test(`${size.name} ${size.width}×${size.height}: a closure within two weeks is announced on every type of page, below its first section; one that ended nowhere`, async () => {
          await visitor.resize(size);
          const notice = closureNoticeText(fixture.today, rules.special);
          expect(notice, 'the closure ahead is announced').toBeDefined();
          for (const path of noticePaths) {
            await visitor.goto(path);
            const loaded = await read<Placement>(placement(fixture.closureEnded.reason));
            await settled(visitor);
            const later = await read<Placement>(placement(fixture.closureEnded.reason));
            expect(loaded.notices, `${path}: the notice, in the content's words`).toEqual([notice]);
            expect(loaded.notice?.shown, `${path}: the notice is shown`).toBe(true);
            expect(loaded.ended || later.ended, `${path}: the closure that ended is not shown`).toBe(false);
            // After the page's first section (the home page's first screen), and nothing moves from the load event to
            // the page with its scripts run and its fonts in.
            expect(loaded.notice?.top, `${path}: the notice comes after the first section`).toBeGreaterThanOrEqual(
              (loaded.firstSection?.bottom ?? Infinity) - 1,
            );
            expect(later, `${path}: nothing moves after the load`).toEqual(loaded);
          }
          expect(visitor.problems()).toEqual([]);
        });

      // At the phone's size only, as the holiday's journey (journeys.ts): the same form at both sizes.
      test('a closure’s day and a full day are refused saying why and left out of the day picker; a full day is not closed', async () => {
        await visitor.resize(sizes[0] as Size);
        const { today } = fixture;
        await visitor.goto('/');
        await settled(visitor);
        await visitor.type('#contacto-nombre', 'Lucía');
        await visitor.type('#contacto-telefono', '11 5555-0101');
        await visitor.click('#contacto summary');

        // The open status: on a full day it says what it says on any other day (without scripts, nothing, as then).
        const status = () =>
          read<{ open: string | null; label: string }>(`
            const status = document.querySelector('[data-testid="estado-horario"]');
            return { open: status.getAttribute('data-open'), label: status.textContent.trim() };`);
        const usualStatus = () => {
          const { open, label } = openingStatus(
            periods,
            timeZone,
            new Date(),
            words.hours,
            specialDaysOf({ ...specialSite, fullDays: [] }, holidays),
          );
          return { open: String(open), label };
        };
        if (javaScript) {
          // On screen, as a visitor reading it has it: it starts as the contact section nears the screen.
          await read(
            `document.querySelector('[data-testid="estado-horario"]').scrollIntoView({ block: 'center', behavior: 'instant' }); return null;`,
          );
          await waitFor(async () => (await status()).label !== '', 'the open status', 30_000);
          // Read between two of its own readings: a minute may turn meanwhile.
          const before = usualStatus();
          const shown = await status();
          expect([before, usualStatus()]).toContainEqual(shown);
        } else expect(await status()).toEqual({ open: null, label: '' });

        if (javaScript) {
          // The day picker runs from the first day with turns, after the full days, and its hint names them and the
          // closure.
          const window = turnWindow(today, rules);
          const first = nearestDay(window.first, periods, rules.special, 1, true);
          expect(first > fixture.fullDays.to, 'the full days are before the first day on offer').toBe(true);
          await waitFor(
            async () => (await read<string>('return document.querySelector("#turno-dia").min')) === first,
            'the days on offer',
          );
          expect(await read<string>('return document.querySelector("#turno-dia").max')).toBe(
            nearestDay(window.last, periods, rules.special, -1, true),
          );
          const note = closedDaysNote(today, rules, turnWords, words.hours);
          for (const day of [fixture.fullDays.to, fixture.closureAhead.from, fixture.closureAhead.to])
            expect(note).toContain(formatDay(day, words.hours));
          expect(await read<string>('return document.querySelector("#turno-dia-ayuda").textContent')).toContain(note);
        }

        for (const [day, reason] of [
          [closureDay ?? '', 'closure'],
          [fixture.fullDays.to, 'full'],
        ] as const) {
          const refusal = checkTurnDay({ day, band: '' }, today, rules);
          expect(refusal?.reason, `${day} is refused for its ${reason}`).toBe(reason);
          const message = refusal && refusalMessage(refusal, turnWords, words.hours);
          // As a picker sets it: through the field's own setter, so that the form's island hears of the change.
          await read(`const day = document.querySelector('#turno-dia');
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(day, ${JSON.stringify(day)});
            day.dispatchEvent(new Event('input', { bubbles: true })); day.dispatchEvent(new Event('change', { bubbles: true }));`);
          // Without scripts the Worker answers with the form (422), read in this window rather than a new one; the
          // second day is sent from that page's form.
          if (!javaScript) await read('document.querySelector("#contacto-nombre").form.removeAttribute("target")');
          const before = visitor.handoffs().length;
          await visitor.click('form:has(#contacto-nombre) button[type="submit"]');
          let said = '';
          await waitFor(
            async () => {
              said = await read<string>('return document.querySelector("#turno-dia-error")?.textContent ?? ""');
              return said === message;
            },
            `the ${reason} refused beside the day`,
            30_000,
          ).catch((error: unknown) => {
            throw new Error(`${String(error)}; the page says: ${said}`);
          });
          // Nothing typed is lost, and nothing went to the chat.
          const typed = await read<string[]>(
            'return ["#contacto-nombre", "#contacto-telefono", "#turno-dia"].map((field) => document.querySelector(field).value)',
          );
          expect(typed).toEqual(['Lucía', '11 5555-0101', day]);
          expect(visitor.handoffs().length).toBe(before);
        }
        expect(visitor.problems()).toEqual([]);
      });

      // At the phone's size only: the form is the same at both sizes.
      test('a service priced by vehicle: its page, the price list, the form’s reference line and the chat say the same figures', async () => {
        await visitor.resize(sizes[0] as Size);
        const { priced, today } = fixture;
        const priceWords = words.prices;
        const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
        const [extra] = priced.extras;
        if (!extra) throw new Error('the fixture service has an extra');
        const figures = priced.prices.map(({ vehicle, from }) => `${vehicle} ${formatPesos(from)}`).map(flat);
        const updated = fill(priceWords.updated, { fecha: formatDate(today) });

        // The service's page: the table by vehicle, the extra, the date; an offer for each vehicle in the structured data.
        await visitor.goto(serviceHref(priced.id));
        const page = flat(await read<string>('return document.querySelector("main").innerText'));
        for (const figure of figures) expect(page, 'the service page’s table').toContain(figure);
        expect(page).toContain(flat(extraLabel(extra, priceWords)));
        expect(page).toContain(updated);
        const offers = await read<unknown[]>(`
          const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
          const all = data.flatMap((item) => item['@graph'] ?? [item]);
          return all.filter((item) => item['@type'] === 'Service').flatMap((item) => item.offers ?? []);`);
        expect(offers).toEqual(
          priced.prices.map(({ vehicle, from }) => ({
            '@type': 'Offer',
            name: vehicle,
            priceCurrency: 'ARS',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: from, priceCurrency: 'ARS' },
          })),
        );

        // The price list: the service's card says the same.
        await visitor.goto(pricesHref);
        const card = flat(
          await read<string>(
            `return [...document.querySelectorAll('main h3')].find((heading) => heading.textContent.trim() === ${JSON.stringify(priced.title)})?.closest('li')?.innerText ?? ''`,
          ),
        );
        for (const figure of figures) expect(card, 'the price list’s card').toContain(figure);
        expect(card).toContain(flat(extraLabel(extra, priceWords)));
        expect(flat(await read<string>('return document.querySelector("main").innerText'))).toContain(updated);

        // The form: no line before a vehicle is chosen, then the chosen vehicle's, with the extra to tick.
        await visitor.goto('/');
        await settled(visitor);
        await visitor.type('#contacto-nombre', 'Lucía');
        await visitor.type('#contacto-telefono', '11 5555-0101');
        await visitor.choose('#contacto-servicio', priced.formOption);
        await visitor.click('#contacto summary');
        const shown = async () =>
          (
            await read<string[]>(
              'return [...document.querySelectorAll("#contacto [data-price]")].filter((block) => block.getClientRects().length > 0).map((block) => block.innerText)',
            )
          ).map(flat);
        expect(await shown(), 'no reference line before a vehicle is chosen').toEqual([]);
        const chosen = priced.prices.at(-1);
        if (!chosen) throw new Error('the fixture service has prices');
        await visitor.choose('#turno-vehiculo', chosen.vehicle);
        const line = referenceLine({ byVehicle: priced.prices }, chosen.vehicle, priceWords) ?? '';
        expect(line).toContain(formatPesos(chosen.from));
        expect(await shown()).toEqual([flat(`${line} ${priceWords.extras} ${extraLabel(extra, priceWords)}`)]);
        const box = `#contacto input[type="checkbox"][value=${JSON.stringify(extraValue(priced.formOption, extra.name))}]`;
        await visitor.click(box);
        expect(await read<boolean>(`return document.querySelector(${JSON.stringify(box)}).checked`)).toBe(true);

        // The chat: the service, the vehicle, the reference line and the extra with its price.
        if (!javaScript) await read('document.querySelector("#contacto-nombre").form.removeAttribute("target")');
        const before = visitor.handoffs().length;
        await visitor.click('#contacto button[type="submit"]');
        await waitFor(async () => visitor.handoffs().length > before, 'the chat to open', 30_000);
        const lines = readChatText(visitor.handoffs().at(-1) ?? '').split('\n');
        expect(lines).toContain(`${words.form.messageService} ${priced.formOption}`);
        expect(lines).toContain(line);
        expect(lines).toContain(fill(priceWords.chosenExtras, { adicionales: extraLabel(extra, priceWords) }));
        expect(lines.filter((text) => text.startsWith(turnWords.messageVehicle))).toEqual([
          expect.stringContaining(chosen.vehicle),
        ]);
        expect(visitor.problems()).toEqual([]);
      });
    });
}
