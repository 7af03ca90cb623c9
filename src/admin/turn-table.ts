// /admin/consultas: which days and time bands people ask turns for, a month's turn requests by preferred weekday (rows)
// and band (columns), and for which vehicles. The weekday, band and vehicle names are the site's own (site.yaml →
// texts.hours, texts.turn).
import { html } from 'hono/html';
import { siteConfig } from '../site.config.ts';
import { anyVehicle, turnBands, turnWeekdays, type RefusedRow, type TurnRow } from '../enquiry/turn-counts.ts';
import { refusedReasons, type RefusedReason } from '../enquiry/turn-rules.ts';

type TurnWeekday = (typeof turnWeekdays)[number];
type TurnBand = (typeof turnBands)[number];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const weekdayName = (weekday: TurnWeekday) =>
  weekday === 'any' ? 'Sin día elegido' : capitalise(siteConfig.texts.hours.days[weekday]);
const bandName = (band: TurnBand) =>
  band === 'any' ? siteConfig.texts.turn.bandPlaceholder : siteConfig.texts.turn[band];

/** A month's turn requests as a weekday-by-band table; only the weekdays someone asked for. */
export function turnTable(rows: readonly TurnRow[]) {
  if (rows.length === 0) return html`<p>Todavía no hay pedidos de turno este mes.</p>`;
  const countOf = (weekday: TurnWeekday, band?: TurnBand) =>
    rows
      .filter((row) => row.weekday === weekday && (band === undefined || row.band === band))
      .reduce((sum, row) => sum + row.count, 0);
  const asked = turnWeekdays.filter((weekday) => countOf(weekday) > 0);
  return html`<table>
    <caption>
      Turnos pedidos por día de la semana y horario preferidos
    </caption>
    <thead>
      <tr>
        <th scope="col">Día</th>
        ${turnBands.map((band) => html`<th scope="col">${bandName(band)}</th>`)}
        <th scope="col">Total</th>
      </tr>
    </thead>
    <tbody>
      ${asked.map(
        (weekday) =>
          html`<tr>
            <th scope="row">${weekdayName(weekday)}</th>
            ${turnBands.map((band) => html`<td>${countOf(weekday, band)}</td>`)}
            <td>${countOf(weekday)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** What the turn requests that name none of the vehicles are counted under (and those from before vehicles were). */
export const noVehicleName = 'Sin indicar';

/**
 * A month's turn requests by vehicle: each of the content's vehicles in its order, then any other the rows name (one the
 * owner has since renamed or taken out), then those that name none.
 */
export function vehicleTable(rows: readonly TurnRow[]) {
  if (rows.length === 0) return '';
  const countOf = (vehicle: string) =>
    rows.filter((row) => row.vehicle === vehicle).reduce((sum, row) => sum + row.count, 0);
  const listed = siteConfig.texts.turn.vehicles;
  const others = [...new Set(rows.map((row) => row.vehicle))]
    .filter((vehicle) => vehicle !== anyVehicle && !listed.includes(vehicle))
    .sort((a, b) => a.localeCompare(b, 'es'));
  const shown = [...listed, ...others, ...(countOf(anyVehicle) > 0 ? [anyVehicle] : [])];
  return html`<table>
    <caption>
      Turnos pedidos por vehículo
    </caption>
    <thead>
      <tr>
        <th scope="col">Vehículo</th>
        <th scope="col">Pedidos</th>
      </tr>
    </thead>
    <tbody>
      ${shown.map(
        (vehicle) =>
          html`<tr>
            <th scope="row">${vehicle === anyVehicle ? noVehicleName : vehicle}</th>
            <td>${countOf(vehicle)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Why a turn request was refused, as the owner reads it. */
const reasonNames: Record<RefusedReason, string> = {
  holiday: 'Feriado',
  closure: 'Cierre (vacaciones)',
  full: 'Día completo',
};

/** A month's turn requests refused for a holiday, a closure or a full day: the demand the owner turned away. */
export function refusedTable(rows: readonly RefusedRow[]) {
  if (rows.length === 0)
    return html`<p>Ningún pedido de turno rechazado por feriado, cierre o día completo este mes.</p>`;
  const countOf = (reason: RefusedReason) =>
    rows.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.count, 0);
  return html`<table>
    <caption>
      Turnos rechazados por el día pedido
    </caption>
    <thead>
      <tr>
        <th scope="col">Motivo</th>
        <th scope="col">Pedidos</th>
      </tr>
    </thead>
    <tbody>
      ${refusedReasons.map(
        (reason) =>
          html`<tr>
            <th scope="row">${reasonNames[reason]}</th>
            <td>${countOf(reason)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
