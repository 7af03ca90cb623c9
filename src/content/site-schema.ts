// The shape of src/content/site.yaml, the business's identity. Messages are in
// Spanish for the owner.
import { z } from 'zod';
import { weekdays, type Weekday } from '../lib/weekdays.ts';
import { imagePath, missingOr, optional, withDefault, yesNo } from './schema.ts';

const text = z.string({ error: 'falta el texto (es obligatorio)' }).trim().min(1, 'está vacío');
const url = z.url({ protocol: /^https$/, error: 'tiene que ser una dirección https://' });
/** A text with blanks the site fills in, such as "abre a las {hora}": it must keep every blank and add none. */
function template(...blanks: string[]) {
  const named = blanks.map((blank) => `{${blank}}`).join(', ');
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
    const missing = blanks.filter((blank) => !used.includes(blank));
    const unknown = used.filter((blank) => !blanks.includes(blank));
    if (missing.length > 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `tiene que incluir ${named} tal cual, entre llaves${unknown.length > 0 ? `; {${unknown[0]}} no es un dato que la web sepa completar` : ''}`,
      });
    }
  });
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(timePattern, 'tiene que ser una hora como 09:00');

/** One weekday as the owner writes it: the hours it opens and closes, or closed. */
const openingDay = z
  .strictObject(
    {
      closed: withDefault(yesNo, false),
      opens: optional(time),
      closes: optional(time),
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

/** The figures the site shows (claims) and the words under each (texts.claimLabels). */
const claimFields = {
  vehiclesServed: text,
  satisfiedClients: text,
  starAverage: text,
  ratingAverage: text,
  yearsOfExperience: text,
  responseTime: text,
};

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
  mapImage: optional(imagePath),
  reviewsUrl: url,
  social: z.array(z.strictObject({ network: text, handle: text, url })).min(1, 'poné al menos una red social'),
  openingHours: z
    .strictObject({ timeZone: text, week: openingWeek })
    .transform(({ timeZone, week }) => ({ timeZone, periods: toPeriods(week) }))
    .refine((hours) => hours.periods.length > 0, {
      message: 'el taller tiene que abrir al menos un día',
      path: ['week'],
    }),
  claims: z.strictObject(claimFields),
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
      back: text,
      duration: text,
      warranty: text,
      warrantyValue: template('garantía'),
      price: text,
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
      related: text,
    }),
    coursePage: z.strictObject({
      back: text,
      facts: text,
      module: template('número'),
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
    menu: z.strictObject({
      label: text,
      button: text,
      home: text,
      about: text,
      services: text,
      courses: text,
      gallery: text,
      reviews: text,
      contact: text,
      allServices: text,
      allCourses: text,
    }),
    shared: z.strictObject({
      skipToContent: text,
      breadcrumbs: text,
      backHome: text,
      newTab: text,
      chatNewTab: text,
      floatingChat: text,
      socialLinks: text,
      socialProfile: template('red', 'taller'),
      videoBadge: text,
      playVideo: template('video'),
      pauseVideo: template('video'),
      legalUpdated: template('fecha'),
      previewImageAlt: template('taller', 'título'),
    }),
    footer: z.strictObject({
      quickLinks: text,
      contact: text,
      chatAction: text,
      rights: text,
      terms: text,
      privacy: text,
    }),
    // One label per claim, the same names: a claim without its words cannot be shown.
    claimLabels: z.strictObject(claimFields),
    hours: z.strictObject({
      days: z.strictObject(Object.fromEntries(weekdays.map((day) => [day, text])) as Record<Weekday, typeof text>),
      dayRange: template('desde', 'hasta'),
      dayPair: template('desde', 'hasta'),
      timeRange: template('abre', 'cierra'),
      closed: text,
      openNow: template('hora'),
      opensToday: template('hora'),
      opensTomorrow: template('hora'),
      opensLater: template('día', 'hora'),
    }),
    homeCards: z.strictObject({
      price: text,
      serviceMore: text,
      serviceMoreHidden: template('servicio'),
      serviceAskPrice: text,
      serviceAskPriceHidden: template('servicio'),
      customService: text,
      smallGroups: text,
      certificate: text,
      courseDetails: text,
      courseDetailsHidden: template('curso'),
      level: text,
      modality: text,
    }),
    gallery: z.strictObject({
      tabsLabel: text,
      bikes: text,
      cars: text,
      before: text,
      after: text,
      openPair: template('trabajo'),
      loading: text,
      close: text,
      closeHint: text,
    }),
    reviews: z.strictObject({
      stars: template('estrellas'),
      sample: text,
      fromGoogle: text,
      book: text,
      more: text,
      moreHidden: text,
    }),
    contact: z.strictObject({
      address: text,
      phone: text,
      chatAction: text,
      email: text,
      hours: text,
      mapTitle: template('taller', 'dirección'),
      mapImageAlt: template('taller', 'dirección'),
      mapStandIn: text,
      showMap: text,
      mapNotice: text,
      directions: text,
      directionsHidden: text,
    }),
    form: z.strictObject({
      name: text,
      namePlaceholder: text,
      phone: text,
      email: text,
      service: text,
      servicePlaceholder: text,
      message: text,
      requiredNote: text,
      submit: text,
      sentTitle: text,
      sentLead: text,
      missing: template('campos'),
      missingName: text,
      missingPhone: text,
      missingEmail: text,
      missingService: text,
      missingMessage: text,
      missingAnd: text,
      pageTitle: text,
      pageDescription: text,
      tooLong: text,
      messageName: text,
      messagePhone: text,
      messageEmail: text,
      messageService: text,
    }),
  }),
});

/** The fixed words of the site's interface, from site.yaml's `texts`. */
export type SiteTexts = SiteConfig['texts'];
/** The words of the opening hours: day names, joiners and the open/closed sentences. */
export type HoursTexts = SiteTexts['hours'];
/** The words of the contact form and of the chat message it composes. */
export type FormTexts = SiteTexts['form'];

/** What src/content/site.yaml holds, as the owner writes it. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The checked site facts the code reads (opening hours grouped into periods). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
