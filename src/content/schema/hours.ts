// The opening hours in src/content/site.yaml: day by day as the owner writes them, grouped into periods as the site
// and the structured data read them.
import { z } from 'zod';
import { weekdays, type Weekday } from '../../lib/weekdays.ts';
import {
  calendarDay,
  labelled,
  missingOr,
  optional,
  text,
  time,
  timePattern,
  withDefault,
  wrongType,
  yesNo,
} from './fields.ts';

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

/** The first and last day of a range, `to` left out for one day. */
const rangeFields = (what: string) => ({
  from: labelled(calendarDay, 'Desde', `El primer día ${what}: tocá el campo y elegilo en el calendario.`),
  to: labelled(optional(calendarDay), 'Hasta', `El último día ${what}, incluido. Si es un solo día, dejalo vacío.`),
});

/** Refuses an end before its start; days are written year-month-day, so comparing the texts compares the days. */
function endAfterStart(range: { from: string; to?: string | undefined }, context: z.core.$RefinementCtx): void {
  if (range.to !== undefined && range.to < range.from) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `la fecha "Hasta" (${range.to}) es anterior a "Desde" (${range.from}): poné primero el día en que empieza`,
    });
  }
}

/** A range as the site reads it: `to` is `from` for one day. */
const bothEnds = <Range extends { from: string; to?: string | undefined }>({ to, ...range }: Range) => ({
  ...range,
  to: to ?? range.from,
});

/** Days as the editor's list shows them, e.g. "04/01 → 18/01", or "08/12" for one day (`to` left empty). */
const daysSummary = "{{fields.from | date('DD/MM')}}{{fields.to | ternary(' → ', '')}}{{fields.to | date('DD/MM')}}";

/**
 * A list the owner may leave empty or out, one entry per line, with its label and hint; `editor` names an entry
 * (its add button, "Agregar cierre") and sums it up in the editor's list.
 */
const entries = <Item extends z.ZodType>(
  item: Item,
  title: string,
  description: string,
  editor: { label_singular: string; summary: string },
) =>
  withDefault(z.array(item, { error: missingOr('falta esta lista', wrongType.array) }), []).meta({
    title,
    description,
    editor,
  });

/** site.yaml's `holidayOpenings`: a national holiday the workshop opens after all, with that day's hours. */
export const holidayOpenings = entries(
  z
    .strictObject({
      date: labelled(calendarDay, 'Día', 'El feriado en que abrís: tocá el campo y elegilo en el calendario.'),
      opens: labelled(time, 'Abre', 'Hora de apertura ese día, con dos dígitos, ej. 09:00.'),
      closes: labelled(time, 'Cierra', 'Hora de cierre ese día, con dos dígitos, ej. 13:00.'),
    })
    .refine((day) => !timePattern.test(day.opens) || !timePattern.test(day.closes) || day.opens < day.closes, {
      message: 'la hora de cierre tiene que ser posterior a la de apertura',
      path: ['closes'],
    })
    .meta({ title: 'Feriado abierto', description: 'Un feriado en que el taller abre, con su horario.' }),
  'Feriados en que abrimos',
  'El taller cierra los feriados nacionales (la web los sabe sola). Agregá acá un feriado en que sí abrís, con su horario.',
  {
    label_singular: 'feriado abierto',
    summary: "{{fields.date | date('DD/MM')}}: de {{fields.opens}} a {{fields.closes}}",
  },
);

/** site.yaml's `closures`: the workshop closed for a reason the visitor reads, e.g. the summer holidays. */
export const closures = entries(
  z
    .strictObject({
      ...rangeFields('del cierre'),
      reason: labelled(
        text,
        'Motivo',
        'Lo que lee el visitante, ej. Vacaciones de verano. Va en el aviso de la web y en el cartel de horario.',
      ),
    })
    .superRefine(endAfterStart)
    .transform(bothEnds)
    .meta({ title: 'Cierre', description: 'Días seguidos en que el taller no abre.' }),
  'Cierres (vacaciones)',
  'Una entrada por cierre: desde qué día hasta qué día no abre el taller, y por qué. La web avisa dos semanas antes.',
  { label_singular: 'cierre', summary: `{{fields.reason}}: ${daysSummary}` },
);

/** site.yaml's `fullDays`: days the workshop opens but takes no more turns. */
export const fullDays = entries(
  z
    .strictObject(rangeFields('completo'))
    .superRefine(endAfterStart)
    .transform(bothEnds)
    .meta({ title: 'Días completos', description: 'Días en que el taller abre pero ya no toma turnos.' }),
  'Días completos',
  'Días (o semanas) en que el taller abre pero no toma más turnos: el formulario no los ofrece.',
  { label_singular: 'días completos', summary: daysSummary },
);
