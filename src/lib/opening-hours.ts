// Opening hours as the visitor reads them: "Lunes a viernes 9:00 a 19:00", in
// the words of site.yaml (texts.hours).
import type { HoursTexts, SiteConfig } from '../content/schema/index.ts';
import { formatterIn } from './dates.ts';
import { fill } from './fill.ts';
import { weekdays, type Weekday } from './weekdays.ts';
import { addDays, weekdayOf } from './calendar-day.ts';
import { dayStatus, formatDay, hoursOn, nearestDay, type SpecialDay, type SpecialDays } from './special-days.ts';

type Periods = SiteConfig['openingHours']['periods'];

/** "09:00" → "9:00", the way times are written in Argentina. */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface HoursRow {
  days: string;
  hours: string;
  closed: boolean;
}

/** Groups consecutive days with the same hours: lunes a viernes, sábado, domingo (cerrado). */
export function describeOpeningHours(
  periods: Periods,
  words: Pick<HoursTexts, 'days' | 'dayRange' | 'dayPair' | 'timeRange' | 'closed'>,
): HoursRow[] {
  const hoursOf = (day: Weekday): string | undefined => {
    const period = periods.find((candidate) => candidate.days.includes(day));
    return period && fill(words.timeRange, { abre: formatTime(period.opens), cierra: formatTime(period.closes) });
  };
  const rows: { first: Weekday; last: Weekday; hours: string | undefined }[] = [];
  for (const day of weekdays) {
    const hours = hoursOf(day);
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => {
    const span = weekdays.indexOf(last) - weekdays.indexOf(first);
    const joined = { desde: words.days[first], hasta: words.days[last] };
    const days = first === last ? words.days[first] : fill(span === 1 ? words.dayPair : words.dayRange, joined);
    return { days: capitalise(days), hours: hours ?? words.closed, closed: hours === undefined };
  });
}

export interface OpeningStatus {
  open: boolean;
  /** "Abierto ahora · cierra a las 19:00" or "Cerrado · abre el lunes a las 9:00". */
  label: string;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Weekday, calendar day (YYYY-MM-DD) and minute of the day at `now` on the business's clock, whatever the visitor's time zone. */
export function localClock(timeZone: string, now: Date): { day: Weekday; date: string; minutes: number } {
  const clock = formatterIn(timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = clock.formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { day, date, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const noSpecialDays: SpecialDays = { holidays: [], holidayOpenings: [], closures: [], fullDays: [] };

/**
 * Whether the workshop is open at `now`, and when it closes or next opens: a holiday or a closure says so, and names
 * the day it opens again.
 */
export function openingStatus(
  periods: Periods,
  timeZone: string,
  now: Date,
  words: HoursTexts,
  special: SpecialDays = noSpecialDays,
): OpeningStatus {
  const { date, minutes } = localClock(timeZone, now);
  const status = dayStatus(date, periods, special);
  const today = status.kind === 'open' || status.kind === 'full' ? status : undefined;
  if (today && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes)) {
    return { open: true, label: fill(words.openNow, { hora: formatTime(today.closes) }) };
  }
  if (today && minutes < minutesOf(today.opens)) {
    return { open: false, label: fill(words.opensToday, { hora: formatTime(today.opens) }) };
  }
  const tomorrow = addDays(date, 1);
  const next = nearestDay(tomorrow, periods, special, 1, false);
  const hours = hoursOn(next, periods, special);
  if (!hours) return { open: false, label: words.closed };
  const hora = formatTime(hours.opens);
  // Within a week the weekday is enough; further on (after a closure) the date goes with it.
  const día = next < addDays(date, 7) ? words.days[weekdayOf(next)] : formatDay(next, words);
  if (status.kind === 'holiday') {
    return { open: false, label: fill(words.holidayToday, { feriado: status.name, día, hora }) };
  }
  if (status.kind === 'closure') {
    return { open: false, label: fill(words.closureToday, { motivo: status.closure.reason, día, hora }) };
  }
  const label = next === tomorrow ? fill(words.opensTomorrow, { hora }) : fill(words.opensLater, { día, hora });
  return { open: false, label };
}

/** "Martes 08/12", or "Del lunes 04/01 al lunes 18/01" for a run of days. */
export const specialDayName = ({ from, to }: SpecialDay, words: HoursTexts): string =>
  capitalise(
    from === to
      ? formatDay(from, words)
      : fill(words.dateSpan, { desde: formatDay(from, words), hasta: formatDay(to, words) }),
  );

/** "Cerrado: feriado (Navidad)", "9:00 a 13:00 (feriado: …)", "Cerrado: Vacaciones de verano", "Abierto, sin turnos…". */
export function specialDayHours({ status }: SpecialDay, words: HoursTexts): string {
  switch (status.kind) {
    case 'holiday':
      return fill(words.holidayClosed, { feriado: status.name });
    case 'closure':
      return fill(words.closureClosed, { motivo: status.closure.reason });
    case 'full':
      return words.fullNoTurns;
    case 'open':
      return fill(words.holidayOpen, {
        feriado: status.holiday ?? '',
        horario: fill(words.timeRange, { abre: formatTime(status.opens), cierra: formatTime(status.closes) }),
      });
  }
}
