// What a service's page and a course's page each hold that the other's does
// not, for the one detail page (src/pages/DetailPage.tsx) and its routes. The
// facts and buttons here are on the first screen, so client/first-screen-detail.css
// reads this file; what lies below it has its own files.
import type { ReactNode } from 'react';
import { courses, services } from '../../generated/content.ts';
import type { Course, Service } from '../../content/schema.ts';
import { greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { courseHref, serviceHref } from '../../lib/navigation.ts';
import { courseJsonLd, serviceJsonLd } from '../../lib/structured-data.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { CourseBadges } from '../ui/CourseBadges.tsx';
import { Icon } from '../ui/Icon.tsx';
import { CourseSections } from './CourseSections.tsx';
import type { TopParts } from './DetailTop.tsx';
import { RelatedServices } from './RelatedServices.tsx';
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
    const facts = [
      { icon: 'clock' as const, term: serviceWords.duration, value: service.duration },
      {
        icon: 'shield-check' as const,
        term: serviceWords.warranty,
        value: fill(serviceWords.warrantyValue, { garantía: service.warranty }),
      },
      { icon: 'tag' as const, term: serviceWords.price, value: service.price },
    ];
    const ask = (greeting: string, className: string, label: string) => (
      <ChatLink text={greetingAbout(greeting, service.title)} className={className} firstScreen about={service.id}>
        {label}
      </ChatLink>
    );
    return {
      structuredData: serviceJsonLd(siteConfig, service),
      image: service.images[0] ?? '',
      facts: (
        <dl className="mt-8 grid gap-3 sm:grid-cols-3">
          {facts.map(({ icon, term, value }) => (
            <div key={term} className="rounded-2xl border border-white/10 bg-ink-900 p-4">
              <dt className="flex items-center gap-2 text-sm text-chrome-200">
                <Icon inline name={icon} className="size-4 text-aqua-400" />
                {term}
              </dt>
              <dd className="mt-1 font-semibold text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ),
      actions: (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {ask(chat.serviceGreeting, 'button-chat', serviceWords.askPrice)}
          {ask(chat.bookingServiceGreeting, 'button-ghost', serviceWords.book)}
        </div>
      ),
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
    const facts = [
      { icon: 'calendar-days' as const, text: course.duration },
      { icon: 'users' as const, text: courseWords.smallGroups },
      { icon: 'award' as const, text: courseWords.certificateIncluded },
    ];
    // The first screen's button and the closing call both ask to enrol.
    const enrolText = greetingAbout(chat.enrolGreeting, course.title);
    return {
      structuredData: [courseJsonLd(siteConfig, course)],
      image: course.image,
      badges: <CourseBadges course={course} className="mt-5" />,
      facts: (
        <ul aria-label={courseWords.facts} className="mt-8 grid gap-3 text-chrome-100 sm:grid-cols-3">
          {facts.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2 rounded-2xl border border-white/10 bg-ink-900 p-4">
              <Icon inline name={icon} className="size-5 shrink-0 text-aqua-400" />
              {text}
            </li>
          ))}
        </ul>
      ),
      actions: (
        <ChatLink text={enrolText} className="button-chat mt-8" firstScreen about={course.id}>
          {courseWords.enrol}
        </ChatLink>
      ),
      sections: <CourseSections course={course} />,
      closing: { id: 'inscripcion-titulo', chatText: enrolText },
    };
  },
};
