// /admin/consultas: the visits to /resena, the short address that leads to the workshop's Google reviews (the review
// card's QR code, the owner's message, the site's link), week by week, Monday to Sunday.
import { html } from 'hono/html';
import { routes } from '../routes/paths.ts';
import type { WeekVisits } from '../reviews/visits.ts';

/** "semana del 23/11" for the week that starts on 2026-11-23. */
export const weekName = (monday: string) => `semana del ${monday.slice(8, 10)}/${monday.slice(5, 7)}`;

/** The visits of the weeks given, this week's first, as a section of the counts page; nothing without weeks. */
export function reviewVisitsSection(weeks: readonly WeekVisits[]) {
  if (weeks.length === 0) return '';
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return html`<section>
    <h2>Visitas para dejar una reseña</h2>
    <p>
      Cada vez que alguien abre la dirección corta <strong>${routes.reviewVisit.path}</strong> (desde el código QR de la
      tarjeta, desde el enlace que mandás por mensaje o desde el botón de la web) suma una visita, y la dirección lo
      lleva a las reseñas del taller en Google. Cuenta las visitas, no las reseñas: no sabemos si después la dejó. No
      guardamos nada de quién la abrió, solo el día; tampoco cuentan los robots ni las vistas previas de los enlaces.
      Semanas de lunes a domingo, en hora de Buenos Aires.
    </p>
    <table>
      <caption>
        Visitas a ${routes.reviewVisit.path} por semana
      </caption>
      <thead>
        <tr>
          <th scope="col">Semana</th>
          <th scope="col">Visitas</th>
        </tr>
      </thead>
      <tbody>
        ${weeks.map(
          (week, index) =>
            html`<tr>
              <th scope="row">${weekName(week.week)}${index === 0 ? ' (en curso)' : ''}</th>
              <td>${week.count}</td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total de las ${weeks.length} semanas</th>
          <td>${total}</td>
        </tr>
      </tfoot>
    </table>
  </section>`;
}
