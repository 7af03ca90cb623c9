// The days that differ from the usual week: Argentina's national holidays (written by the build from a library,
// scripts/build/content/holidays.ts), a holiday the owner opens after all, the owner's closures and full days
// (site.yaml). Days are calendar days written YYYY-MM-DD, compared as texts. Plain data and functions: the Worker, the
// turn checks and the home page's opening status all read them.
import type { Closure, FullDays, HolidayOpening, HoursTexts, SiteConfig } from '../content/schema/index.ts';
import { addDays, weekdayOf } from './calendar-day.ts';

type Periods = SiteConfig['openingHours']['periods'];

/** A national holiday: its day and its name in Spanish ("Navidad"). */
export interface Holiday {
  date: string;
  name: string;
}

/** Everything that makes a day differ from the usual week. */
export interface SpecialDays {
  holidays: readonly Holiday[];
  holidayOpenings: readonly HolidayOpening[];
  closures: readonly Closure[];
  fullDays: readonly FullDays[];
}

/** The special days from the checked site facts and the national holidays. */
export const specialDaysOf = (
  site: Pick<SiteConfig, 'holidayOpenings' | 'closures' | 'fullDays'>,
  holidays: readonly Holiday[],
): SpecialDays => ({
  holidays,
  holidayOpenings: site.holidayOpenings,
  closures: site.closures,
  fullDays: site.fullDays,
});

/** "sábado 28/11", in the words of texts.hours. */
export function formatDay(day: string, hours: Pick<HoursTexts, 'days'>): string {
  return `${hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** What a day is: open (with its hours), full (open, no more turns), or closed and why. */
export type DayStatus =
  | { kind: 'open'; opens: string; closes: string; holiday?: string }
  | { kind: 'full'; opens: string; closes: string; until: string }
  | { kind: 'weekly' }
  | { kind: 'holiday'; name: string }
  | { kind: 'closure'; closure: Closure };

const within = (day: string, range: { from: string; to: string }) => range.from <= day && day <= range.to;

/** The days after `day`, one by one: enough to step over the longest closure. */
const SEARCH_DAYS = 400;

/** What `day` is on the workshop's calendar: a closure first, then a holiday (unless opened), then a full day. */
export function dayStatus(day: string, periods: Periods, special: SpecialDays): DayStatus {
  const closure = special.closures.find((candidate) => within(day, candidate));
  if (closure) return { kind: 'closure', closure };
  const holiday = special.holidays.find((candidate) => candidate.date === day);
  const opening = special.holidayOpenings.find((candidate) => candidate.date === day);
  if (opening) return { kind: 'open', opens: opening.opens, closes: opening.closes, holiday: holiday?.name };
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const period = periods.find((candidate) => candidate.days.includes(weekdayOf(day)));
  if (!period) return { kind: 'weekly' };
  const full = special.fullDays.find((candidate) => within(day, candidate));
  return full
    ? { kind: 'full', opens: period.opens, closes: period.closes, until: full.to }
    : { kind: 'open', opens: period.opens, closes: period.closes };
}

/** The hours the workshop opens on `day` (full days included), or nothing when it is closed. */
export function hoursOn(
  day: string,
  periods: Periods,
  special: SpecialDays,
): { opens: string; closes: string } | undefined {
  const status = dayStatus(day, periods, special);
  return status.kind === 'open' || status.kind === 'full' ? { opens: status.opens, closes: status.closes } : undefined;
}

/**
 * The first day from `day` on (`step` 1) or back (-1) that the workshop opens, or takes turns when `turns` is set; `day`
 * itself when none is found within a year.
 */
export function nearestDay(day: string, periods: Periods, special: SpecialDays, step: 1 | -1, turns: boolean): string {
  let candidate = day;
  for (let tries = 0; tries < SEARCH_DAYS; tries += 1) {
    const { kind } = dayStatus(candidate, periods, special);
    if (kind === 'open' || (!turns && kind === 'full')) return candidate;
    candidate = addDays(candidate, step);
  }
  return day;
}

/** The day after `day` on which the workshop opens again. */
export const reopensAfter = (day: string, periods: Periods, special: SpecialDays): string =>
  nearestDay(addDays(day, 1), periods, special, 1, false);

/** How long before a closure every page announces it. */
export const NOTICE_DAYS = 14;

/** The closure every page announces on `today`: the first one that starts within two weeks or is under way. */
export const closureNotice = (today: string, special: SpecialDays): Closure | undefined =>
  special.closures
    .filter((closure) => closure.to >= today && addDays(closure.from, -NOTICE_DAYS) <= today)
    .sort((a, b) => a.from.localeCompare(b.from))[0];

/** A day that differs from the usual week, from `first` to `last`: holidays, openings, closures and full days. */
export interface SpecialDay {
  /** Its first day, and its last one (the same for one day). */
  from: string;
  to: string;
  status: Exclude<DayStatus, { kind: 'weekly' }>;
}

/**
 * The days from `first` to `last` that differ from the usual week, in order, a closure or a run of full days as one
 * entry; a holiday on a day the workshop never opens is left out.
 */
export function specialDaysBetween(first: string, last: string, periods: Periods, special: SpecialDays): SpecialDay[] {
  const days: SpecialDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const status = dayStatus(day, periods, special);
    const previous = days.at(-1);
    if (status.kind === 'closure' || status.kind === 'full') {
      const same =
        previous?.status.kind === status.kind &&
        previous.to === addDays(day, -1) &&
        (status.kind === 'full' || (previous.status.kind === 'closure' && previous.status.closure === status.closure));
      if (same) previous.to = day;
      else days.push({ from: day, to: day, status });
    } else if (status.kind === 'holiday') {
      if (periods.some((period) => period.days.includes(weekdayOf(day)))) days.push({ from: day, to: day, status });
    } else if (status.kind === 'open' && status.holiday !== undefined) {
      days.push({ from: day, to: day, status });
    }
  }
  return days;
}
