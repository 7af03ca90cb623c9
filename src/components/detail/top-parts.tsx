// The parts of a service's and a course's first screen that differ (src/components/detail/DetailTop.tsx holds the
// rest); a root of client/first-screen-detail.css's sources (scripts/build/first-screen.ts).
import type { Course, Service } from '../../content/schema/index.ts';
import { bookingLink } from '../../lib/booking.ts';
import { greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { CourseBadges } from '../ui/CourseBadges.tsx';
import { Icon } from '../ui/Icon.tsx';
import type { TopParts } from './DetailTop.tsx';

const { chat } = siteConfig;
const serviceWords = siteConfig.texts.servicePage;
const courseWords = siteConfig.texts.coursePage;

export function serviceTop(service: Service): TopParts {
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
        {service.formOption && (
          <a href={bookingLink(service.id)} className="button-ghost">
            {serviceWords.bookingForm}
          </a>
        )}
      </div>
    ),
  };
}

/** The text a course's chat links carry: its first screen's button and its closing call both ask to enrol. */
export const enrolText = (course: Course) => greetingAbout(chat.enrolGreeting, course.title);

export function courseTop(course: Course): TopParts {
  const facts = [
    { icon: 'calendar-days' as const, text: course.duration },
    { icon: 'users' as const, text: courseWords.smallGroups },
    { icon: 'award' as const, text: courseWords.certificateIncluded },
  ];
  return {
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
      <ChatLink text={enrolText(course)} className="button-chat mt-8" firstScreen about={course.id}>
        {courseWords.enrol}
      </ChatLink>
    ),
  };
}
