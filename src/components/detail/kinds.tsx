// What a service's page and a course's page each hold that the other's does not, for the one detail page
// (src/pages/DetailPage.tsx) and its routes; their first screens' parts are in top-parts.tsx.
import type { ReactNode } from 'react';
import { courses, services } from '../../generated/content.ts';
import type { Course, Service } from '../../content/schema/index.ts';
import { greetingAbout } from '../../lib/chat.ts';
import { courseHref, serviceHref } from '../../lib/navigation.ts';
import { courseJsonLd, serviceJsonLd } from '../../lib/structured-data.ts';
import { siteConfig } from '../../site.config.ts';
import { CourseSections } from './CourseSections.tsx';
import type { TopParts } from './DetailTop.tsx';
import { RelatedServices } from './RelatedServices.tsx';
import { courseTop, enrolText, serviceTop } from './top-parts.tsx';
import { ServiceSections } from './ServiceSections.tsx';

/** What every entry with a page of its own has. */
export interface DetailEntry {
  id: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  video?: string | undefined;
}

/** One entry's own parts of its page. */
export interface DetailParts extends TopParts {
  /** Its JSON-LD, before the breadcrumb's. */
  structuredData: readonly object[];
  /** Between the first screen and the closing call. */
  sections: ReactNode;
  /** The closing call's heading id and the text its chat link carries. */
  closing: { id: string; chatText: string };
  /** After the closing call. */
  related?: ReactNode;
}

export interface DetailKind<Entry extends DetailEntry> {
  entries: readonly Entry[];
  /** The home section that lists them: the breadcrumb before the entry, and the way back. */
  section: 'servicios' | 'cursos';
  href: (id: string) => string;
  words: {
    back: string;
    closingTitle: string;
    closingLead: string;
    closingAction: string;
    notFoundTitle: string;
    notFoundLead: string;
  };
  parts: (entry: Entry) => DetailParts;
}

const { chat } = siteConfig;
const serviceWords = siteConfig.texts.servicePage;
const courseWords = siteConfig.texts.coursePage;

export const serviceDetail: DetailKind<Service> = {
  entries: services,
  section: 'servicios',
  href: serviceHref,
  words: serviceWords,
  parts: (service) => {
    return {
      structuredData: serviceJsonLd(siteConfig, service),
      ...serviceTop(service),
      sections: <ServiceSections service={service} />,
      closing: { id: 'presupuesto-titulo', chatText: greetingAbout(chat.budgetGreeting, service.title) },
      related: <RelatedServices service={service} title={serviceWords.related} />,
    };
  },
};

export const courseDetail: DetailKind<Course> = {
  entries: courses,
  section: 'cursos',
  href: courseHref,
  words: courseWords,
  parts: (course) => {
    return {
      structuredData: [courseJsonLd(siteConfig, course)],
      ...courseTop(course),
      sections: <CourseSections course={course} />,
      closing: { id: 'inscripcion-titulo', chatText: enrolText(course) },
    };
  },
};
