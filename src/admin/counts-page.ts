// /admin/consultas: enquiries per service and channel, this month and the last, with a server-drawn SVG bar chart; then
// the visits to /resena by week (review-visits-table.ts).
import { html, raw } from 'hono/html';
import { ownerPage, signOutForm } from './pages.ts';
import { courses, services } from '../generated/content.ts';
import { channels, generalEnquiry, type CountRow } from '../enquiry/counts.ts';
import type { RefusedRow, TurnRow } from '../enquiry/turn-counts.ts';
import { noVehicleName, refusedTable, turnTable, vehicleTable } from './turn-table.ts';
import type { WeekVisits } from '../reviews/visits.ts';
import { reviewVisitsSection } from './review-visits-table.ts';
import { reviewCardPath } from '../lib/review-request.ts';

/** The enquiry channels, and the turn requests from the contact form as a channel of their own. */
const columns = [...channels, 'turno'] as const;
type Column = (typeof columns)[number];
const channelNames: Record<Column, string> = { form: 'Formulario', chat: 'WhatsApp', turno: 'Turno' };
const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "noviembre de 2026" for "2026-11". */
export const monthName = (month: string) =>
  `${monthNames[Number(month.slice(5, 7)) - 1] ?? ''} de ${month.slice(0, 4)}`;

/** What a count's key means to the owner: a service's or course's title, a form option as written, or "general". */
export function serviceName(key: string): string {
  if (key === generalEnquiry) return 'Consulta general (sin servicio)';
  return (
    services.find((service) => service.id === key)?.title ?? courses.find((course) => course.id === key)?.title ?? key
  );
}

interface ServiceTotals {
  name: string;
  byChannel: Record<Column, number>;
  total: number;
}

/** A month's rows added up per service (by its name, so a form option and a page of the same service stay apart). */
export function totalsByService(rows: readonly CountRow[], turns: readonly TurnRow[] = []): ServiceTotals[] {
  const totals = new Map<string, ServiceTotals>();
  const asChannel = turns.map(({ day, service, count }) => ({ day, service, count, channel: 'turno' as const }));
  for (const row of [...rows, ...asChannel]) {
    const name = serviceName(row.service);
    const entry = totals.get(name) ?? { name, byChannel: { form: 0, chat: 0, turno: 0 }, total: 0 };
    entry.byChannel[row.channel] += row.count;
    entry.total += row.count;
    totals.set(name, entry);
  }
  return [...totals.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'es'));
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Horizontal bars, one per service: this month's total, and last month's as a thin bar under it. */
function barChart(current: ServiceTotals[], previous: ServiceTotals[], title: string): string {
  const names = [...new Set([...current, ...previous].map((entry) => entry.name))];
  const totalOf = (list: ServiceTotals[], name: string) => list.find((entry) => entry.name === name)?.total ?? 0;
  const most = Math.max(1, ...names.flatMap((name) => [totalOf(current, name), totalOf(previous, name)]));
  const row = 44;
  const labelWidth = 200;
  const barWidth = 190;
  const height = names.length * row + 8;
  const bars = names.map((name, index) => {
    const y = index * row + 4;
    const now = totalOf(current, name);
    const before = totalOf(previous, name);
    return `<g><text x="0" y="${y + 17}" class="label">${escapeXml(name.length > 27 ? `${name.slice(0, 26)}…` : name)}</text>
<rect x="${labelWidth}" y="${y + 4}" width="${((now / most) * barWidth).toFixed(1)}" height="18" rx="3" class="now"/>
<text x="${labelWidth + (now / most) * barWidth + 6}" y="${y + 18}" class="value">${now}</text>
<rect x="${labelWidth}" y="${y + 26}" width="${((before / most) * barWidth).toFixed(1)}" height="8" rx="2" class="before"/></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${labelWidth + barWidth + 40} ${height}" role="img" aria-labelledby="grafico-titulo"><title id="grafico-titulo">${escapeXml(title)}</title>${bars.join('')}</svg>`;
}

function monthTable(month: string, totals: ServiceTotals[], turns: readonly TurnRow[], refused: readonly RefusedRow[]) {
  const sum = (channel: Column | 'total') =>
    totals.reduce((all, entry) => all + (channel === 'total' ? entry.total : entry.byChannel[channel]), 0);
  return html`<section>
    <h2>${monthName(month)}</h2>
    ${
      totals.length === 0
        ? html`<p>Todavía no hay consultas este mes.</p>`
        : html`<div class="table-scroll" role="region" aria-label="Consultas de ${monthName(month)}" tabindex="0">
            <table>
              <thead>
                <tr>
                  <th scope="col">Servicio</th>
                  ${columns.map((channel) => html`<th scope="col">${channelNames[channel]}</th>`)}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                ${totals.map(
                  (entry) =>
                    html`<tr>
                      <th scope="row">${entry.name}</th>
                      ${columns.map((channel) => html`<td>${entry.byChannel[channel]}</td>`)}
                      <td>${entry.total}</td>
                    </tr>`,
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  ${columns.map((channel) => html`<td>${sum(channel)}</td>`)}
                  <td>${sum('total')}</td>
                </tr>
              </tfoot>
            </table>
          </div>`
    }
    ${turnTable(turns)} ${vehicleTable(turns)} ${refusedTable(refused)}
  </section>`;
}

const styles = `
body { max-width: 52rem; margin-top: 1.5rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.4rem 0.25rem; text-align: right; }
table { font-size: 15px; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
figure { margin: 1rem 0; }
th[scope="row"], thead th:first-child { text-align: left; font-weight: normal; }
thead th, tfoot th, tfoot td { font-weight: 600; }
svg { width: 100%; height: auto; max-width: 34rem; }
svg .label { font: 12px system-ui, sans-serif; fill: #111; }
svg .value { font: 12px system-ui, sans-serif; fill: #333; }
svg .now { fill: #0e7490; }
svg .before { fill: #9ca3af; }
.key span { display: inline-block; width: 1em; height: 0.6em; margin: 0 0.3em 0 0.8em; }
.now-swatch { background: #0e7490; }
.before-swatch { background: #9ca3af; }
a { color: #0e7490; }
/* On a phone the month's five columns fit the card where the font allows: smaller type and closer cells. Where they
   still do not (a wide font at 360 px), the table scrolls sideways in its own region, keyboard included, and never the
   page: its names and headings stay whole. */
.table-scroll { overflow-x: auto; margin-bottom: 1rem; }
.table-scroll:focus-visible { outline: 2px solid #0e7490; outline-offset: 2px; }
.table-scroll table { margin-bottom: 0.5rem; }
@media (width < 30rem) {
  table { font-size: 13px; }
  th, td { padding-inline: 0.15rem; }
}
`;

export function countsPage(
  nonce: string,
  months: { current: string; previous: string },
  rows: Record<string, CountRow[]>,
  turns: Record<string, TurnRow[]> = {},
  refused: Record<string, RefusedRow[]> = {},
  reviewVisits: readonly WeekVisits[] = [],
) {
  const current = totalsByService(rows[months.current] ?? [], turns[months.current]);
  const previous = totalsByService(rows[months.previous] ?? [], turns[months.previous]);
  const chartTitle = `Consultas por servicio: ${monthName(months.current)} comparado con ${monthName(months.previous)}`;
  return ownerPage(
    nonce,
    'Consultas por servicio',
    html`<p>
        Cada consulta suma uno: un formulario enviado (con o sin JavaScript) o un toque en un botón de WhatsApp. Un
        formulario con los datos del turno suma como Turno, con el día de la semana y el horario que prefiere quien lo
        pide y el vehículo que elige de la lista (nunca la marca ni el modelo); los turnos pedidos antes de que se
        contara el vehículo figuran como «${noVehicleName}». Un turno pedido para un feriado, un cierre o un día
        completo no se envía: suma como rechazado, por motivo. No guardamos nada de quién consultó. Días en hora de
        Buenos Aires.
      </p>
      ${
        current.length + previous.length > 0
          ? html`<figure>
              ${raw(barChart(current, previous, chartTitle))}
              <figcaption class="key">
                <span class="now-swatch" aria-hidden="true"></span>${monthName(months.current)}
                <span class="before-swatch" aria-hidden="true"></span>${monthName(months.previous)}
              </figcaption>
            </figure>`
          : ''
      }
      ${monthTable(months.current, current, turns[months.current] ?? [], refused[months.current] ?? [])}
      ${monthTable(months.previous, previous, turns[months.previous] ?? [], refused[months.previous] ?? [])}
      ${reviewVisitsSection(reviewVisits)}
      <p><a href="/admin/">Volver al editor</a> · <a href="${reviewCardPath}">Tarjeta para reseñas</a></p>
      ${signOutForm}`,
    '',
    styles,
  );
}
