// The site with the owner's closures and full days, for the engines' closure journeys (special-days.ts): today's content
// may hold none, so a copy of the project gets them in its site.yaml, dated from today on Buenos Aires' calendar as the
// owner would write them in the editor, and is built and served like the site itself (`npm run build`, `npm start`).
// A closure starting within two weeks (every page announces it), one that ended yesterday (announced nowhere), and the
// days from today to the next day with turns full. The copy also prices a service by vehicle, with one extra, and dates
// its prices today, as the owner would: the price journeys (special-days.ts) read the same figures everywhere.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { holidays, site } from '../../src/generated/site.ts';
import { services } from '../../src/generated/content.ts';
import { addDays } from '../../src/lib/calendar-day.ts';
import { NOTICE_DAYS, nearestDay, specialDaysOf } from '../../src/lib/special-days.ts';
import type { Closure, FullDays, Service, SiteConfig } from '../../src/content/schema/index.ts';
import { serveCopy, type ServedCopy, type SiteInBackground } from '../e2e/repo-copy.ts';

/** What the copy's site.yaml says, and the day it was written for. */
export interface SpecialDaysFixture {
  /** Today on the workshop's calendar when the copy was written. */
  today: string;
  closureAhead: Closure;
  closureEnded: Closure;
  fullDays: FullDays;
  /** A service of the form's options priced by vehicle, with one extra; its prices dated `today`. */
  priced: Pick<Service, 'id' | 'title' | 'price'> & Required<Pick<Service, 'prices' | 'extras' | 'formOption'>>;
}

/** The copy's site.yaml, as the build checks it: the content's, with the fixture's closures and full days. */
export const fixtureSite = (fixture: SpecialDaysFixture): SiteConfig => ({
  ...site,
  closures: [fixture.closureAhead, fixture.closureEnded],
  fullDays: [fixture.fullDays],
});

/** The closures and full days around `today`, placed by the content's opening hours and holidays. */
export function specialDaysFixture(today: string): SpecialDaysFixture {
  const { periods } = site.openingHours;
  const usual = specialDaysOf(site, holidays);
  // Full from today to the first day after it that takes turns: the day picker's first day, were it not full.
  const nextTurnDay = nearestDay(addDays(today, 1), periods, usual, 1, true);
  const fullDays = { from: today, to: nextTurnDay };
  // Closed four days, starting a few days after the full ones, well within the two weeks' notice.
  const from = addDays(nextTurnDay, 3);
  if (from > addDays(today, NOTICE_DAYS - 1))
    throw new Error(`the content's opening hours leave no day for a closure announced on ${today}`);
  // The first service the form offers: priced from 30.000 pesos for the first vehicle, 12.500 more for each next one.
  const service = services.find(({ formOption }) => formOption && site.contactFormServices.includes(formOption));
  if (!service?.formOption) throw new Error('no service of the contact form’s options to price (src/content/services)');
  const priced = {
    id: service.id,
    title: service.title,
    price: service.price,
    formOption: service.formOption,
    prices: site.texts.turn.vehicles.map((vehicle, index) => ({ vehicle, from: 30_000 + index * 12_500 })),
    extras: [{ name: 'Pelo de mascota', price: 7_500 }],
  };
  return {
    today,
    priced,
    closureAhead: { from, to: addDays(from, 3), reason: 'Vacaciones de invierno' },
    closureEnded: { from: addDays(today, -9), to: addDays(today, -1), reason: 'Mudanza del taller' },
    fullDays,
  };
}

/**
 * Builds a copy of the project with the fixture's closures and full days, and serves it on `port`; `signal` stops the
 * build (the suite is over before it is).
 */
export function serveSpecialDaysSite(
  port: number,
  fixture: SpecialDaysFixture,
  signal: AbortSignal,
): Promise<ServedCopy> {
  return serveCopy('engines-special-days', port, {
    signal,
    async prepare(root) {
      const file = path.join(root, 'src/content/site.yaml');
      const document = parseDocument(await readFile(file, 'utf8'));
      document.set('closures', document.createNode([fixture.closureAhead, fixture.closureEnded], { flow: true }));
      document.set('fullDays', document.createNode([fixture.fullDays], { flow: true }));
      document.set('pricesUpdated', fixture.today);
      await writeFile(file, document.toString({ lineWidth: 0 }));
      const serviceFile = path.join(root, 'src/content/services', `${fixture.priced.id}.yaml`);
      const service = parseDocument(await readFile(serviceFile, 'utf8'));
      service.set('prices', service.createNode(fixture.priced.prices));
      service.set('extras', service.createNode(fixture.priced.extras));
      await writeFile(serviceFile, service.toString({ lineWidth: 0 }));
    },
  });
}

/** The site with closures as the journeys get it (setup.ts): its address, what it holds, and where a failure is told. */
export interface SpecialDaysSite extends SiteInBackground {
  fixture: SpecialDaysFixture;
}
