// The turn requests at /admin/consultas: one per request, by the day it was sent, the service, and the weekday and time
// band the visitor prefers. No name, phone, vehicle, model, date or message is kept.
import { isCalendarDay, weekdayOf } from './turn-rules.ts';
import { bands, type BookingRequest } from './turn-request.ts';
import { weekdays } from '../lib/weekdays.ts';

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
export function turnOf(request: Pick<BookingRequest, 'day' | 'band'>): TurnPreference {
  return {
    weekday: isCalendarDay(request.day) ? weekdayOf(request.day) : 'any',
    band: isOneOf(bands, request.band) ? request.band : 'any',
  };
}

/** A preference read back from a beacon's query (?dia=saturday&horario=morning); nothing if either is unknown. */
export function turnFromQuery(weekday: string | undefined, band: string | undefined): TurnPreference | undefined {
  return isOneOf(turnWeekdays, weekday) && isOneOf(turnBands, band) ? { weekday, band } : undefined;
}

/** Where the enhanced form reports a turn request, by beacon (src/enquiry/routes.tsx). */
export const turnCountUrl = (service: string, turn: TurnPreference): string =>
  `/consulta/contar?servicio=${encodeURIComponent(service)}&canal=turno&dia=${turn.weekday}&horario=${turn.band}`;

/** Adds one turn request to its row. */
export async function addTurnRequest(
  db: D1Database,
  request: TurnPreference & { service: string },
  day: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO turn_requests (day, service, weekday, band, count) VALUES (?1, ?2, ?3, ?4, 1)
       ON CONFLICT (day, service, weekday, band) DO UPDATE SET count = count + 1`,
    )
    .bind(day, request.service, request.weekday, request.band)
    .run();
}

/** Every turn request of a month (YYYY-MM). */
export async function monthTurnRows(db: D1Database, month: string): Promise<TurnRow[]> {
  const { results } = await db
    .prepare('SELECT day, service, weekday, band, count FROM turn_requests WHERE day LIKE ?1 ORDER BY day')
    .bind(`${month}-%`)
    .all<TurnRow>();
  return results;
}
