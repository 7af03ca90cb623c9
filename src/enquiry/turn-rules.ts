// A turn request from the contact form: which days and time bands the workshop takes, from its opening hours, and the
// lines it adds to the chat message. Days are calendar days written YYYY-MM-DD (what <input type="date"> sends),
// counted on the calendar alone, so neither the server's nor the visitor's time zone moves them.
import type { HoursTexts, SiteConfig } from '../content/schema/index.ts';
import { formatTime } from '../lib/opening-hours.ts';
import { fill } from '../lib/fill.ts';
import type { Weekday } from '../lib/weekdays.ts';
import { addDays, isCalendarDay, weekdayOf } from '../lib/calendar-day.ts';
import { routes } from '../routes/paths.ts';
import type { TurnChecks, TurnMessages } from './turn-checks.ts';
import { bands, isTurnRequest, type Band, type TurnRequest } from './turn-request.ts';

export { addDays, isCalendarDay, weekdayOf };

/** What decides the days on offer: the opening hours and site.yaml's `booking`. */
export interface TurnRules extends Pick<SiteConfig['booking'], 'weeksAhead' | 'afternoonFrom'> {
  periods: SiteConfig['openingHours']['periods'];
}

/** The link a service page's "Pedir turno" points at: the home page's form, that service chosen, its turn fields open. */
export const turnRequestLink = (serviceId: string) =>
  `${routes.home.path}?${routes.home.query.service}=${encodeURIComponent(serviceId)}#contacto`;

/** The first and last day a turn may be asked for, counted from `today` (the workshop's today). */
export function turnWindow(today: string, rules: Pick<TurnRules, 'weeksAhead'>): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, rules.weeksAhead * 7) };
}

/** The hours of a time band on a weekday, from its opening hours; none when the workshop is closed then. */
export function bandHours(rules: TurnRules, weekday: Weekday, band: Band): { from: string; to: string } | undefined {
  const period = periodOn(weekday, rules);
  if (!period) return undefined;
  const { opens, closes } = period;
  const hours =
    band === 'morning'
      ? { from: opens, to: closes < rules.afternoonFrom ? closes : rules.afternoonFrom }
      : { from: opens > rules.afternoonFrom ? opens : rules.afternoonFrom, to: closes };
  return hours.from < hours.to ? hours : undefined;
}

const periodOn = (weekday: Weekday, rules: TurnRules) =>
  rules.periods.find((candidate) => candidate.days.includes(weekday));

/** `day`, or the nearest day after it (`step` 1) or before it (-1) that the workshop opens. */
function openDayFrom(day: string, step: 1 | -1, rules: TurnRules): string {
  let candidate = day;
  for (let tries = 0; tries < 7 && !periodOn(weekdayOf(candidate), rules); tries += 1) {
    candidate = addDays(candidate, step);
  }
  return candidate;
}

/** Why a day (and time band) cannot be asked for. */
export type DayRefusal =
  | { reason: 'invalid' }
  | { reason: 'past'; first: string }
  | { reason: 'tooFar'; last: string }
  | { reason: 'closed'; weekday: Weekday }
  | { reason: 'closedBand'; weekday: Weekday; opens: string; closes: string };

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
  if (day > last) return { reason: 'tooFar', last: openDayFrom(last, -1, rules) };
  const weekday = weekdayOf(day);
  const period = periodOn(weekday, rules);
  if (!period) return { reason: 'closed', weekday };
  if (isBand(band) && !bandHours(rules, weekday, band)) {
    return { reason: 'closedBand', weekday, opens: period.opens, closes: period.closes };
  }
  return undefined;
}

/** "sábado 28/11", in the words of texts.hours. */
export function formatDay(day: string, hours: HoursTexts): string {
  return `${hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** A weekday's name in the plural, as Spanish makes it: "sábado" → "sábados", "lunes" stays. */
const plural = (name: string) => (/s$/.test(name) ? name : `${name}s`);

/** The Spanish sentence that says why a day was refused. */
export function refusalMessage(refusal: DayRefusal, words: TurnMessages, hours: HoursTexts): string {
  switch (refusal.reason) {
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

/** "El sábado 28/11 abrimos de 9:00 a 18:00.", for a day the workshop takes. */
export function dayHoursNote(day: string, rules: TurnRules, words: TurnMessages, hours: HoursTexts): string {
  const period = periodOn(weekdayOf(day), rules);
  if (!period) return '';
  const horario = fill(hours.timeRange, { abre: formatTime(period.opens), cierra: formatTime(period.closes) });
  return fill(words.dayHours, { día: formatDay(day, hours), horario });
}

/** "El trabajo lleva 4-8 horas."; a job measured in days keeps the vehicle in the workshop, and says so. */
export function durationNote(duration: string, words: TurnMessages): string {
  return fill(/\bd[ií]as?\b/i.test(duration) ? words.staysInWorkshop : words.duration, { duración: duration });
}

/** The chat lines of a turn request: vehicle, make and model, day, time band (with that day's hours). */
export function turnLines(request: TurnRequest, rules: TurnRules, words: TurnMessages, hours: HoursTexts): string[] {
  const day = isCalendarDay(request.day) ? formatDay(request.day, hours) : request.day;
  let band = isBand(request.band) ? words[request.band] : '';
  const bandTime =
    isBand(request.band) && isCalendarDay(request.day) && bandHours(rules, weekdayOf(request.day), request.band);
  if (bandTime)
    band += ` (${fill(hours.timeRange, { abre: formatTime(bandTime.from), cierra: formatTime(bandTime.to) })})`;
  return [
    `${words.messageVehicle} ${request.vehicle}`,
    `${words.messageModel} ${request.model}`,
    `${words.messageDay} ${day}`,
    `${words.messageBand} ${band || words.bandPlaceholder}`,
  ];
}

/** The rules from the checked site facts. */
export const turnRulesOf = (site: Pick<SiteConfig, 'openingHours' | 'booking'>): TurnRules => ({
  periods: site.openingHours.periods,
  ...site.booking,
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
