// The opening hours in src/content/site.yaml: day by day as the owner writes them, grouped into periods as the site
// and the structured data read them.
import { z } from 'zod';
import { weekdays, type Weekday } from '../../lib/weekdays.ts';
import { labelled, missingOr, optional, text, time, timePattern, withDefault, yesNo } from './fields.ts';

/** The weekdays' names in the editor. */
export const dayNames: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** One weekday as the owner writes it: the hours it opens and closes, or closed. */
function openingDay(day: Weekday) {
  const name = dayNames[day].toLowerCase();
  return z
    .strictObject(
      {
        closed: labelled(withDefault(yesNo, false), 'Cerrado', `Marcalo si el taller no abre el ${name}.`),
        opens: labelled(optional(time), 'Abre', 'Hora de apertura con dos dígitos, ej. 09:00.'),
        closes: labelled(optional(time), 'Cierra', 'Hora de cierre con dos dígitos, ej. 19:00.'),
      },
      {
        error: missingOr(
          'falta este día: poné a qué hora abre y cierra, o closed: true',
          'tiene que tener opens y closes, o closed: true',
        ),
      },
    )
    .superRefine((day, context) => {
      if (day.closed) return;
      if (day.opens === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['opens'],
          message: 'falta la hora de apertura (o marcá el día como cerrado)',
        });
      }
      if (day.closes === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['closes'],
          message: 'falta la hora de cierre (o marcá el día como cerrado)',
        });
      }
      // Compared only when both are well-written times; a malformed one has its own message.
      const { opens = '', closes = '' } = day;
      if (timePattern.test(opens) && timePattern.test(closes) && opens >= closes) {
        context.addIssue({
          code: 'custom',
          path: ['closes'],
          message: 'la hora de cierre tiene que ser posterior a la de apertura',
        });
      }
    })
    .meta({ title: dayNames[day], description: `El horario del ${name}.` });
}

type OpeningDay = z.infer<ReturnType<typeof openingDay>>;

export interface OpeningPeriod {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** Groups the weekdays that share the same hours, Monday first, as the site and the structured data use them. */
function toPeriods(week: Record<Weekday, OpeningDay>): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  for (const day of weekdays) {
    const { closed, opens, closes } = week[day];
    if (closed || opens === undefined || closes === undefined) continue;
    const same = periods.find((period) => period.opens === opens && period.closes === closes);
    if (same) same.days.push(day);
    else periods.push({ days: [day], opens, closes });
  }
  return periods;
}

const openingWeek = labelled(
  z.strictObject(
    Object.fromEntries(weekdays.map((day) => [day, openingDay(day)])) as Record<Weekday, ReturnType<typeof openingDay>>,
  ),
  'Días',
  'Para cada día: a qué hora abre y cierra, o si está cerrado.',
);

/** site.yaml's `openingHours`: the time zone and the week, read as the periods the site shows. */
export const openingHours = labelled(
  z
    .strictObject({
      timeZone: labelled(
        text,
        'Zona horaria',
        'Para calcular si el taller está abierto ahora. En Buenos Aires: America/Argentina/Buenos_Aires.',
      ),
      week: openingWeek,
    })
    .transform(({ timeZone, week }) => ({ timeZone, periods: toPeriods(week) }))
    .refine((hours) => hours.periods.length > 0, {
      message: 'el taller tiene que abrir al menos un día',
      path: ['week'],
    }),
  'Horarios',
  'Cuándo abre el taller, día por día.',
);
