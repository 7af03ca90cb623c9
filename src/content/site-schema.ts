// The shape of src/content/site.yaml, the business's identity. Messages are in
// Spanish for the owner.
import { z } from 'zod';
import { weekdays, type Weekday } from '../lib/weekdays.ts';
import { optional, withDefault } from './schema.ts';

const text = z.string({ error: 'falta el texto (es obligatorio)' }).trim().min(1, 'está vacío');
const url = z.url({ protocol: /^https$/, error: 'tiene que ser una dirección https://' });
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(timePattern, 'tiene que ser una hora como 09:00');

/** One weekday as the owner writes it: the hours it opens and closes, or closed. */
const openingDay = z
  .strictObject({
    closed: withDefault(z.boolean(), false),
    opens: optional(time),
    closes: optional(time),
  })
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
  });

export interface OpeningPeriod {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** Groups the weekdays that share the same hours, Monday first, as the site and the structured data use them. */
function toPeriods(week: Record<Weekday, z.infer<typeof openingDay>>): OpeningPeriod[] {
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

const openingWeek = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, openingDay])) as Record<Weekday, typeof openingDay>,
);

export const siteConfigSchema = z.strictObject({
  name: text,
  tagline: text,
  origin: url,
  phone: z.strictObject({
    display: text,
    tel: z.string().regex(/^\+\d{8,15}$/, 'tiene que ser + y solo números, ej. +5491169122284'),
    chatDigits: z.string().regex(/^\d{8,15}$/, 'solo números, sin + ni espacios'),
  }),
  email: z.email({ error: 'no es un email válido' }),
  address: z.strictObject({
    street: text,
    neighbourhood: text,
    city: text,
    region: text,
    country: z.string().length(2, 'código de país de dos letras, ej. AR'),
  }),
  geo: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  mapEmbedUrl: url,
  reviewsUrl: url,
  social: z.array(z.strictObject({ network: text, handle: text, url })).min(1, 'poné al menos una red social'),
  openingHours: z
    .strictObject({ timeZone: text, week: openingWeek })
    .transform(({ timeZone, week }) => ({ timeZone, periods: toPeriods(week) }))
    .refine((hours) => hours.periods.length > 0, {
      message: 'el taller tiene que abrir al menos un día',
      path: ['week'],
    }),
  claims: z.strictObject({
    vehiclesServed: text,
    satisfiedClients: text,
    starAverage: text,
    ratingAverage: text,
    yearsOfExperience: text,
    responseTime: text,
  }),
  chat: z.strictObject({
    greeting: text,
    bookingGreeting: text,
    serviceGreeting: text,
    bookingServiceGreeting: text,
    coursesGreeting: text,
    enrolGreeting: text,
    budgetGreeting: text,
    customServiceGreeting: text,
    formClosingLine: text,
  }),
  contactFormServices: z.array(text).min(1, 'poné al menos un servicio'),
  texts: z.strictObject({
    servicePage: z.strictObject({
      askPrice: text,
      book: text,
      process: text,
      benefits: text,
      features: text,
      faqs: text,
      closingTitle: text,
      closingLead: text,
      closingAction: text,
      notFoundTitle: text,
      notFoundLead: text,
    }),
    coursePage: z.strictObject({
      enrol: text,
      smallGroups: text,
      certificateIncluded: text,
      curriculum: text,
      highlights: text,
      instructor: text,
      requirements: text,
      certification: text,
      closingTitle: text,
      closingLead: text,
      closingAction: text,
      notFoundTitle: text,
      notFoundLead: text,
    }),
  }),
});

/** What src/content/site.yaml holds, as the owner writes it. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The checked site facts the code reads (opening hours grouped into periods). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
