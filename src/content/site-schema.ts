// The shape of src/site.config.ts. Messages are in Spanish for the owner.
import { z } from 'zod';
import { weekdays } from '../lib/weekdays.ts';

const text = z.string({ error: 'falta el texto (es obligatorio)' }).trim().min(1, 'está vacío');
const url = z.url({ protocol: /^https$/, error: 'tiene que ser una dirección https://' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'tiene que ser una hora como 09:00');

const openingPeriod = z
  .strictObject({
    days: z.array(z.enum(weekdays)).min(1, 'poné al menos un día'),
    opens: time,
    closes: time,
  })
  .refine((period) => period.opens < period.closes, {
    message: 'la hora de cierre tiene que ser posterior a la de apertura',
    path: ['closes'],
  });

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
  openingHours: z.strictObject({
    timeZone: text,
    periods: z.array(openingPeriod).min(1, 'poné al menos un horario'),
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
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
