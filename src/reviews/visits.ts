// The visits to /resena, the short address that leads to the workshop's Google reviews: which requests count, and
// the days' counts added up by week (Monday to Sunday) for /admin/consultas. Pure; the D1 SQL is in visits.server.ts.
import { isSpeculationOrBot } from '../enquiry/counts.ts';
import { addDays, weekdayOf } from '../lib/calendar-day.ts';
import { weekdays } from '../lib/weekdays.ts';

/** The rate limiter's key for the visits' rows (src/enquiry/count-limit.server.ts): one key, as there is one count. */
export const reviewVisitKey = 'review-visit';

/**
 * Whether a request to /resena is a visit to count. Unlike an enquiry, it comes from anywhere: a QR scan (no
 * Sec-Fetch-Site, or `none`), a link in WhatsApp or Instagram (`cross-site`), the site's own link; only a browser's
 * speculation and bots or link previews are left out.
 */
export const isCountedVisit = (headers: Headers): boolean => !isSpeculationOrBot(headers);

/** A day's visits, as D1 keeps them. */
export interface VisitRow {
  day: string;
  count: number;
}

/** A week's visits: the week by its Monday (YYYY-MM-DD), and the sum of its days. */
export interface WeekVisits {
  week: string;
  count: number;
}

/** The Monday of a day's week (Monday to Sunday). */
export const mondayOf = (day: string): string => addDays(day, -weekdays.indexOf(weekdayOf(day)));

/**
 * The Mondays of the last `count` weeks, this week's first.
 *
 * @example lastWeeks('2026-11-28', 2) // ['2026-11-23', '2026-11-16']
 */
export function lastWeeks(today: string, count: number): string[] {
  const monday = mondayOf(today);
  return Array.from({ length: count }, (_, index) => addDays(monday, -7 * index));
}

/** The visits of each week given (by its Monday), in the same order; a week without a row has 0. */
export function visitsByWeek(rows: readonly VisitRow[], weeks: readonly string[]): WeekVisits[] {
  return weeks.map((week) => {
    const sunday = addDays(week, 6);
    const count = rows.filter((row) => row.day >= week && row.day <= sunday).reduce((sum, row) => sum + row.count, 0);
    return { week, count };
  });
}
