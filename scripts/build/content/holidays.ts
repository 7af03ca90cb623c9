// Argentina's national holidays, from the date-holidays library (at build time only: it never reaches the Worker or the
// browser). The workshop is closed on them unless the owner opens one (site.yaml's holidayOpenings). Kept: the
// public holidays, fixed and movable (Carnaval, Semana Santa, the ones moved to a Monday), and the bridge days the
// government decrees ("Día no laborable con fines turísticos"), which the library lists as optional days dated for
// one year only. Left out: Nochebuena and Fin de Año (optional from midday) and Jueves Santo (a bank holiday): the
// owner adds a closure for those if the workshop closes. A bridge day decreed after the library's release gets in
// with the library's next version (Renovate proposes it) and a new build; meanwhile the owner adds it as a closure.
import Holidays from 'date-holidays';
import { addDays } from '../../../src/lib/calendar-day.ts';
import type { Holiday } from '../../../src/lib/special-days.ts';

/** How far ahead of the build day the holidays go: past the farthest turn window, with a year's room between builds. */
export const HOLIDAY_DAYS_AHEAD = 400;

/** A bridge day's rule is its date alone (2026-12-07); a fixed holiday's is its month and day (12-08). */
const decreedForOneDay = /^\d{4}-\d{2}-\d{2}$/;

/** The national holidays from `first` to `last` (YYYY-MM-DD, both included), one per day, with their Spanish names. */
export function nationalHolidays(first: string, last: string): Holiday[] {
  const calendar = new Holidays('AR', { languages: ['es'], types: ['public', 'optional'] });
  const years = Array.from(
    { length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 },
    (_, index) => Number(first.slice(0, 4)) + index,
  );
  const holidays = new Map<string, string>();
  for (const year of years) {
    for (const holiday of calendar.getHolidays(year, 'es')) {
      const date = holiday.date.slice(0, 10);
      const wholeDay =
        holiday.type === 'public' || (holiday.type === 'optional' && decreedForOneDay.test(holiday.rule));
      if (wholeDay && date >= first && date <= last && !holidays.has(date)) holidays.set(date, holiday.name);
    }
  }
  return [...holidays].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name }));
}

/** The holidays the build writes: from a week before `today` (a page cached then) to HOLIDAY_DAYS_AHEAD days after. */
export const holidaysFrom = (today: string): Holiday[] =>
  nationalHolidays(addDays(today, -7), addDays(today, HOLIDAY_DAYS_AHEAD));
