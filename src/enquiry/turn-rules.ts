// A turn request from the contact form: which days and time bands the workshop takes, from its opening hours, and the
// lines it adds to the chat message. Days are calendar days written YYYY-MM-DD (what <input type="date"> sends),
// counted on the calendar alone, so neither the server's nor the visitor's time zone moves them.
import type { HoursTexts, SiteConfig } from '../content/schema/index.ts';
import { formatTime } from '../lib/opening-hours.ts';
import { fill } from '../lib/fill.ts';
import type { Weekday } from '../lib/weekdays.ts';
import { addDays, isCalendarDay, weekdayOf } from '../lib/calendar-day.ts';
import { routes } from '../routes/paths.ts';
import {
  dayStatus,
  hoursOn,
  nearestDay,
  reopensAfter,
  specialDaysBetween,
  formatDay,
  specialDaysOf,
  type Holiday,
  type SpecialDays,
} from '../lib/special-days.ts';
import type { Closure } from '../content/schema/index.ts';
import type { TurnChecks, TurnMessages } from './turn-checks.ts';
import { bands, isTurnRequest, type Band, type TurnRequest } from './turn-request.ts';

export { addDays, formatDay, isCalendarDay, weekdayOf };

/** What decides the days on offer: the opening hours, the special days and site.yaml's `turns`. */
export interface TurnRules extends Pick<SiteConfig['turns'], 'weeksAhead' | 'afternoonFrom'> {
  periods: SiteConfig['openingHours']['periods'];
  /** National holidays, holidays the owner opens, closures and full days. */
  special: SpecialDays;
}

/** The link a service page's "Pedir turno" points at: the home page's form, that service chosen, its turn fields open. */
export const turnRequestLink = (serviceId: string) =>
  `${routes.home.path}?${routes.home.query.service}=${encodeURIComponent(serviceId)}#contacto`;

/** The first and last day a turn may be asked for, counted from `today` (the workshop's today). */
export function turnWindow(today: string, rules: Pick<TurnRules, 'weeksAhead'>): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, rules.weeksAhead * 7) };
}

/** A time band's hours within a day's opening hours; none when the workshop is closed then. */
function bandWithin(
  hours: { opens: string; closes: string } | undefined,
  afternoonFrom: string,
  band: Band,
): { from: string; to: string } | undefined {
  if (!hours) return undefined;
  const { opens, closes } = hours;
  const range =
    band === 'morning'
      ? { from: opens, to: closes < afternoonFrom ? closes : afternoonFrom }
      : { from: opens > afternoonFrom ? opens : afternoonFrom, to: closes };
  return range.from < range.to ? range : undefined;
}

/** The hours of a time band on a weekday, from its opening hours; none when the workshop is closed then. */
export const bandHours = (rules: TurnRules, weekday: Weekday, band: Band): { from: string; to: string } | undefined =>
  bandWithin(periodOn(weekday, rules), rules.afternoonFrom, band);

/** The hours of a time band on a calendar day, a holiday the owner opens included. */
const bandHoursOn = (rules: TurnRules, day: string, band: Band) =>
  bandWithin(hoursOn(day, rules.periods, rules.special), rules.afternoonFrom, band);

const periodOn = (weekday: Weekday, rules: TurnRules) =>
  rules.periods.find((candidate) => candidate.days.includes(weekday));

/** `day`, or the nearest day after it (`step` 1) or before it (-1) that the workshop takes turns. */
const openDayFrom = (day: string, step: 1 | -1, rules: TurnRules): string =>
  nearestDay(day, rules.periods, rules.special, step, true);

/** Why a day (and time band) cannot be asked for. */
export type DayRefusal =
  | { reason: 'invalid' }
  | { reason: 'past'; first: string }
  | { reason: 'tooFar'; last: string }
  | { reason: 'closed'; weekday: Weekday }
  | { reason: 'closedBand'; weekday: Weekday; opens: string; closes: string }
  | { reason: 'holiday'; day: string; name: string; reopens: string }
  | { reason: 'closure'; closure: Closure; reopens: string }
  | { reason: 'full'; day: string; next: string }
  | { reason: 'specialBand'; day: string; opens: string; closes: string };

/** The refusals the owner's counts keep, by reason: the demand turned away by a holiday, a closure or a full day. */
export const refusedReasons = ['holiday', 'closure', 'full'] as const;
export type RefusedReason = (typeof refusedReasons)[number];

/** The reason a refusal is counted under, or nothing for a mistake (a past day, a Sunday…). */
export const countedReason = (refusal: DayRefusal): RefusedReason | undefined =>
  (refusedReasons as readonly string[]).includes(refusal.reason) ? (refusal.reason as RefusedReason) : undefined;

const isBand = (value: string): value is Band => (bands as readonly string[]).includes(value);

/** Checks a requested day and band against the window and the opening hours; nothing when the workshop takes it. */
export function checkTurnDay(
  request: Pick<TurnRequest, 'day' | 'band'>,
  today: string,
  rules: TurnRules,
): DayRefusal | undefined {
  const { day, band } = request;
  if (!isCalendarDay(day)) return { reason: 'invalid' };
  const { first, last } = turnWindow(today, rules);
  // The message names the nearest day the workshop opens, not a Sunday.
  if (day < first) return { reason: 'past', first: openDayFrom(first, 1, rules) };
  const status = dayStatus(day, rules.periods, rules.special);
  // A holiday or a closure says so even beyond the window: the most telling reason.
  if (status.kind === 'holiday') {
    return { reason: 'holiday', day, name: status.name, reopens: reopensAfter(day, rules.periods, rules.special) };
  }
  if (status.kind === 'closure') {
    const { closure } = status;
    return { reason: 'closure', closure, reopens: reopensAfter(closure.to, rules.periods, rules.special) };
  }
  if (day > last) return { reason: 'tooFar', last: openDayFrom(last, -1, rules) };
  const weekday = weekdayOf(day);
  if (status.kind === 'weekly') return { reason: 'closed', weekday };
  if (status.kind === 'full') return { reason: 'full', day, next: openDayFrom(addDays(status.until, 1), 1, rules) };
  if (isBand(band) && !bandWithin(status, rules.afternoonFrom, band)) {
    const { opens, closes } = status;
    return status.holiday === undefined
      ? { reason: 'closedBand', weekday, opens, closes }
      : { reason: 'specialBand', day, opens, closes };
  }
  return undefined;
}

/** A weekday's name in the plural, as Spanish makes it: "sábado" → "sábados", "lunes" stays. */
const plural = (name: string) => (/s$/.test(name) ? name : `${name}s`);

const timeRange = (hours: HoursTexts, opens: string, closes: string) =>
  fill(hours.timeRange, { abre: formatTime(opens), cierra: formatTime(closes) });

/** The Spanish sentence that says why a day was refused. */
export function refusalMessage(refusal: DayRefusal, words: TurnMessages, hours: HoursTexts): string {
  switch (refusal.reason) {
    case 'holiday':
      return fill(words.holidayDay, {
        fecha: formatDay(refusal.day, hours),
        feriado: refusal.name,
        vuelve: formatDay(refusal.reopens, hours),
      });
    case 'closure':
      return fill(words.closureDay, {
        desde: formatDay(refusal.closure.from, hours),
        hasta: formatDay(refusal.closure.to, hours),
        motivo: refusal.closure.reason,
        vuelve: formatDay(refusal.reopens, hours),
      });
    case 'full':
      return fill(words.fullDay, { fecha: formatDay(refusal.day, hours), libre: formatDay(refusal.next, hours) });
    case 'specialBand':
      return fill(words.specialBand, {
        fecha: formatDay(refusal.day, hours),
        horario: timeRange(hours, refusal.opens, refusal.closes),
      });
    case 'invalid':
      return words.invalidDay;
    case 'past':
      return fill(words.pastDay, { fecha: formatDay(refusal.first, hours) });
    case 'tooFar':
      return fill(words.tooFar, { fecha: formatDay(refusal.last, hours) });
    case 'closed':
      return fill(words.closedDay, { días: plural(hours.days[refusal.weekday]) });
    case 'closedBand':
      return fill(words.closedBand, {
        días: plural(hours.days[refusal.weekday]),
        horario: fill(hours.timeRange, { abre: formatTime(refusal.opens), cierra: formatTime(refusal.closes) }),
      });
  }
}

/** "El sábado 28/11 abrimos de 9:00 a 18:00.", for a day the workshop takes; a holiday it opens says so. */
export function dayHoursNote(day: string, rules: TurnRules, words: TurnMessages, hours: HoursTexts): string {
  const status = dayStatus(day, rules.periods, rules.special);
  if (status.kind !== 'open') return '';
  const horario = timeRange(hours, status.opens, status.closes);
  return status.holiday === undefined
    ? fill(words.dayHours, { día: formatDay(day, hours), horario })
    : fill(words.holidayHours, { fecha: formatDay(day, hours), feriado: status.holiday, horario });
}

/** "Esos días no damos turnos: lunes 07/12, martes 08/12 y viernes 25/12.", for the days on offer from `today`. */
export function closedDaysNote(today: string, rules: TurnRules, words: TurnMessages, hours: HoursTexts): string {
  const { first, last } = turnWindow(today, rules);
  const days = specialDaysBetween(first, last, rules.periods, rules.special).filter(
    (special) => special.status.kind !== 'open',
  );
  const named = days.map(({ from, to }) => {
    const end = to > last ? last : to;
    return from === end
      ? formatDay(from, hours)
      : fill(hours.dateSpan, { desde: formatDay(from, hours), hasta: formatDay(end, hours) }).toLowerCase();
  });
  if (named.length === 0) return '';
  const list = named.length === 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} y ${named.at(-1) ?? ''}`;
  return fill(words.closedDays, { días: list });
}

/** "El trabajo lleva 4-8 horas."; a job measured in days keeps the vehicle in the workshop, and says so. */
export function durationNote(duration: string, words: TurnMessages): string {
  return fill(/\bd[ií]as?\b/i.test(duration) ? words.staysInWorkshop : words.duration, { duración: duration });
}

/** The chat lines of a turn request: vehicle, make and model, day, time band (with that day's hours). */
export function turnLines(request: TurnRequest, rules: TurnRules, words: TurnMessages, hours: HoursTexts): string[] {
  const day = isCalendarDay(request.day) ? formatDay(request.day, hours) : request.day;
  let band = isBand(request.band) ? words[request.band] : '';
  const bandTime = isBand(request.band) && isCalendarDay(request.day) && bandHoursOn(rules, request.day, request.band);
  if (bandTime)
    band += ` (${fill(hours.timeRange, { abre: formatTime(bandTime.from), cierra: formatTime(bandTime.to) })})`;
  return [
    `${words.messageVehicle} ${request.vehicle}`,
    `${words.messageModel} ${request.model}`,
    `${words.messageDay} ${day}`,
    `${words.messageBand} ${band || words.bandPlaceholder}`,
  ];
}

/** The rules from the checked site facts and the national holidays the build wrote (src/generated/site.ts). */
export const turnRulesOf = (
  site: Pick<SiteConfig, 'openingHours' | 'turns' | 'holidayOpenings' | 'closures' | 'fullDays'>,
  holidays: readonly Holiday[],
): TurnRules => ({
  periods: site.openingHours.periods,
  special: specialDaysOf(site, holidays),
  ...site.turns,
});

/** Each contact-form option's duration, from the first service page that names it as its `formOption`. */
export function durationsByOption(
  services: readonly { formOption?: string; duration: string }[],
): Record<string, string> {
  const durations: Record<string, string> = {};
  for (const { formOption, duration } of services)
    if (formOption && !(formOption in durations)) durations[formOption] = duration;
  return durations;
}

/** A turn request's part of the chat message, or nothing when the visitor left the turn fields empty. */
export function turnBlock(
  request: TurnRequest,
  rules: TurnRules,
  words: TurnMessages,
  hours: HoursTexts,
): { lines: string[]; photos: string } | undefined {
  return isTurnRequest(request)
    ? { lines: turnLines(request, rules, words, hours), photos: words.messagePhotos }
    : undefined;
}

/** The notes beside the day: that day's hours when the workshop takes it, and the chosen service's duration. */
export function turnNotes(
  { rules, words, durations }: TurnChecks,
  hours: HoursTexts,
  request: { day: string; service: string; refusal?: string | undefined },
): string {
  const duration = durations[request.service];
  return [
    request.day && !request.refusal ? dayHoursNote(request.day, rules, words, hours) : '',
    duration ? durationNote(duration, words) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
