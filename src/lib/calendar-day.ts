// Today on a business's calendar. Apart from dates.ts, which the home page's bundle carries from its first paint: this
// travels with the form's island and the Worker, so the page's first bundle stays as it was.
import { formatterIn } from './dates.ts';
import { weekdays, type Weekday } from './weekdays.ts';

/** The calendar day (YYYY-MM-DD) at `now` in the business's time zone. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean =>
  dayPattern.test(value) &&
  !Number.isNaN(utcMidnight(value).getTime()) &&
  utcMidnight(value).toISOString().startsWith(value);

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  const date = utcMidnight(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar day. */
export const weekdayOf = (day: string): Weekday => weekdays[(utcMidnight(day).getUTCDay() + 6) % 7] ?? 'monday';
