// The owner's closures and full days as a visitor meets them, the same in every engine, with JavaScript on and off, at
// a phone's and a desktop's size, on the copy of the site that has some (special-days-site.ts): the notice of a closure
// near on every type of page, below the first screen, and none for one that ended; a closure's day and a full day
// refused saying why, left out of the day picker; a full day that does not close the open status. Last in each engine's
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
    });
}
