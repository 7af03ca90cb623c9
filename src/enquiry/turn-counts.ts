// The turn requests at /admin/consultas: one per request, by the day it was sent, the service, the weekday and time band
// the visitor prefers, and the vehicle chosen from the turn fields' list (site.yaml → texts.turn.vehicles), a category
// and never the make or model typed. No name, phone, model, date or message is kept. The D1 SQL is in counts.server.ts.
import { isCalendarDay, refusedReasons, weekdayOf, type RefusedReason } from './turn-rules.ts';
import { bands, type TurnRequest } from './turn-request.ts';
import { weekdays } from '../lib/weekdays.ts';
import { routes } from '../routes/paths.ts';
import { countUrl } from './counts.ts';

/** The weekdays and bands a count may name; "any" when the visitor left it open. */
export const turnWeekdays = [...weekdays, 'any'] as const;
export const turnBands = [...bands, 'any'] as const;

/** What a count names when the visitor chose none of the content's vehicles (and what the rows before them name). */
export const anyVehicle = 'any';

export interface TurnPreference {
  weekday: (typeof turnWeekdays)[number];
  band: (typeof turnBands)[number];
  /** One of the content's vehicles, by its name, or `anyVehicle`. */
  vehicle: string;
}

export interface TurnRow extends TurnPreference {
  day: string;
  service: string;
  count: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  (list as readonly string[]).includes(value ?? '');

/**
 * A vehicle as counted: one of the content's `vehicles` (site.yaml → texts.turn.vehicles), else "any". Anything else,
 * a name the owner has since changed or one made up, counts the request all the same, under "any".
 */
const vehicleOf = (vehicles: readonly string[], vehicle: string | undefined): string =>
  isOneOf(vehicles, vehicle) ? vehicle : anyVehicle;

/** The preference a turn request states (its day only as a weekday), with its vehicle if one of `vehicles`. */
export function turnOf(
  request: Pick<TurnRequest, 'day' | 'band' | 'vehicle'>,
  vehicles: readonly string[],
): TurnPreference {
  return {
    weekday: isCalendarDay(request.day) ? weekdayOf(request.day) : 'any',
    band: isOneOf(bands, request.band) ? request.band : 'any',
    vehicle: vehicleOf(vehicles, request.vehicle),
  };
}

/**
 * A preference read back from a beacon's query (?dia=saturday&horario=morning&vehiculo=Moto): nothing if the weekday or
 * band is unknown; a vehicle that is not one of `vehicles`, or none (a page from before vehicles were counted), is "any".
 */
export function turnFromQuery(
  query: { weekday?: string; band?: string; vehicle?: string },
  vehicles: readonly string[],
): TurnPreference | undefined {
  const { weekday, band } = query;
  return isOneOf(turnWeekdays, weekday) && isOneOf(turnBands, band)
    ? { weekday, band, vehicle: vehicleOf(vehicles, query.vehicle) }
    : undefined;
}

const { query } = routes.enquiryCount;

/** Where the enhanced form reports a turn request, by beacon (src/enquiry/routes.tsx). */
export const turnCountUrl = (service: string, turn: TurnPreference): string =>
  countUrl(
    service,
    'turn',
    `&${query.weekday}=${turn.weekday}&${query.band}=${turn.band}&${query.vehicle}=${encodeURIComponent(turn.vehicle)}`,
  );

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
