// The turn requests at /admin/consultas: one per request, by the day it was sent, the service, and the weekday and time
// band the visitor prefers. No name, phone, vehicle, model, date or message is kept. The D1 SQL is in counts.server.ts.
import { isCalendarDay, refusedReasons, weekdayOf, type RefusedReason } from './turn-rules.ts';
import { bands, type TurnRequest } from './turn-request.ts';
import { weekdays } from '../lib/weekdays.ts';
import { routes } from '../routes/paths.ts';
import { countUrl } from './counts.ts';

/** The weekdays and bands a count may name; "any" when the visitor left it open. */
export const turnWeekdays = [...weekdays, 'any'] as const;
export const turnBands = [...bands, 'any'] as const;

export interface TurnPreference {
  weekday: (typeof turnWeekdays)[number];
  band: (typeof turnBands)[number];
}

export interface TurnRow extends TurnPreference {
  day: string;
  service: string;
  count: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** The preference a turn request states (its day only as a weekday). */
export function turnOf(request: Pick<TurnRequest, 'day' | 'band'>): TurnPreference {
  return {
    weekday: isCalendarDay(request.day) ? weekdayOf(request.day) : 'any',
    band: isOneOf(bands, request.band) ? request.band : 'any',
  };
}

/** A preference read back from a beacon's query (?dia=saturday&horario=morning); nothing if either is unknown. */
export function turnFromQuery(weekday: string | undefined, band: string | undefined): TurnPreference | undefined {
  return isOneOf(turnWeekdays, weekday) && isOneOf(turnBands, band) ? { weekday, band } : undefined;
}

const { query } = routes.enquiryCount;

/** Where the enhanced form reports a turn request, by beacon (src/enquiry/routes.tsx). */
export const turnCountUrl = (service: string, turn: TurnPreference): string =>
  countUrl(service, 'turn', `&${query.weekday}=${turn.weekday}&${query.band}=${turn.band}`);

/** A month's turn requests refused for a holiday, a closure or a full day, by the day they were sent and service. */
export interface RefusedRow {
  day: string;
  service: string;
  reason: RefusedReason;
  count: number;
}

/** A refusal's reason read back from a beacon's query (?motivo=holiday); nothing if unknown. */
export const refusedFromQuery = (reason: string | undefined): RefusedReason | undefined =>
  isOneOf(refusedReasons, reason) ? reason : undefined;

/** Where the enhanced form reports a turn request it refused for a closed or full day, by beacon. */
export const refusedCountUrl = (service: string, reason: RefusedReason): string =>
  countUrl(service, 'refused', `&${query.reason}=${reason}`);
