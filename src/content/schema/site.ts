// The shape of src/content/site.yaml: the business's identity and hours, its chat messages, the contact form's turns,
// and the site's fixed words (texts), in the file's order.
import { z } from 'zod';
import { calendarDay, group, labelled, optional, text, textList, time } from './fields.ts';
import { closures, fullDays, holidayOpenings, openingHours } from './hours.ts';
import { claimFields, identityFields } from './identity.ts';
import { formTexts } from './texts-form.ts';
import { pageTexts } from './texts-pages.ts';
import { reviewRequest } from './review-request.ts';
import { sectionTexts } from './texts-sections.ts';

export type { OpeningPeriod } from './hours.ts';

/** How the message starts when a visitor taps a WhatsApp button; "Va seguido…" ones are followed by a name. */
const chat = group(
  'Mensajes de WhatsApp',
  'El texto con el que empieza el mensaje cuando alguien toca un botón de WhatsApp.',
  {
    greeting: labelled(text, 'Consulta general', 'El botón flotante y los enlaces de contacto.'),
    turnGreeting: labelled(text, 'Reservar turno', 'Los botones para reservar un turno.'),
    serviceGreeting: labelled(
      text,
      'Consulta por un servicio',
      'Va seguido del nombre del servicio; terminalo con dos puntos.',
    ),
    turnServiceGreeting: labelled(
      text,
      'Turno para un servicio',
      'Va seguido del nombre del servicio; terminalo con dos puntos.',
    ),
    coursesGreeting: labelled(text, 'Consulta por los cursos', 'El botón de la sección Cursos.'),
    enrolGreeting: labelled(
      text,
      'Inscripción a un curso',
      'Va seguido del nombre del curso; terminalo con dos puntos.',
    ),
    budgetGreeting: labelled(
      text,
      'Pedido de presupuesto',
      'Va seguido del nombre del servicio; terminalo con dos puntos.',
    ),
    customServiceGreeting: labelled(text, 'Servicio a medida', 'El botón de servicio a medida.'),
    formClosingLine: labelled(
      text,
      'Cierre del formulario',
      'La última línea del mensaje que arma el formulario de contacto.',
    ),
  },
);

/** Which days and times the contact form offers for a turn. */
const turns = group(
  'Turnos del formulario',
  'Qué días y horarios ofrece el formulario para pedir turno; los días abiertos salen de "Horarios".',
  {
    weeksAhead: labelled(
      z
        .int('tiene que ser un número entero de semanas, ej. 4')
        .min(1, 'tiene que ser al menos 1 semana')
        .max(12, 'a lo sumo 12 semanas'),
      'Semanas adelante',
      'Hasta cuántas semanas desde hoy se puede pedir turno en el formulario, ej. 4.',
    ),
    afternoonFrom: labelled(
      time,
      'Empieza la tarde',
      'La hora que separa la mañana de la tarde en el formulario, con dos dígitos, ej. 13:00. Cada día la mañana va desde que abre y la tarde hasta que cierra (los horarios están en "Horarios").',
    ),
  },
);

export const siteConfigSchema = z.strictObject({
  ...identityFields,
  openingHours,
  holidayOpenings,
  closures,
  fullDays,
  claims: group('Números del taller', 'Las cifras que muestra la web. Poné solo lo que puedas sostener.', claimFields),
  chat,
  reviewRequest,
  turns,
  contactFormServices: labelled(
    textList,
    'Servicios del formulario',
    'Las opciones de la lista "Servicio" del formulario de contacto, en orden.',
  ),
  pricesUpdated: labelled(
    optional(calendarDay),
    'Precios actualizados el',
    'El día en que revisaste los precios por última vez: se muestra junto a cada tabla de precios. Cambialo cada vez que cambies un precio; pasados 60 días la publicación te lo recuerda.',
  ),
  texts: group(
    'Textos fijos de la web',
    'Menú, pie, formulario, galería, títulos y botones de las páginas de cada servicio y de cada curso.',
    { ...pageTexts, ...sectionTexts, ...formTexts },
  ),
});

/** The checked site facts the code reads (opening hours grouped into periods). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** The fixed words of the site's interface, from site.yaml's `texts`. */
export type SiteTexts = SiteConfig['texts'];
/** A holiday the workshop opens after all, with its hours. */
export type HolidayOpening = SiteConfig['holidayOpenings'][number];
/** A closure: from, to (both included; `to` = `from` for one day) and the reason the visitor reads. */
export type Closure = SiteConfig['closures'][number];
/** Days the workshop opens but takes no more turns: from, to (both included). */
export type FullDays = SiteConfig['fullDays'][number];
/** The words of the opening hours: day names, joiners and the open/closed sentences. */
export type HoursTexts = SiteTexts['hours'];
/** The words of the contact form and of the chat message it composes. */
export type FormTexts = SiteTexts['form'];
/** The words of the contact form's turn fields, their notices and their lines in the chat message. */
export type TurnTexts = SiteTexts['turn'];
