// /precios: every service and course with its price (by vehicle, or the service's price text), its duration and
// warranty, a chat link each, and the day the prices were checked. Printed, it fits one A4 page: the header, the footer
// and the floating chat button stay off paper, and the colours turn black on white (client/site-base.css).
import type { ReactNode } from 'react';
import { ServiceFacts } from '../components/detail/ServiceTop.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import { ChatLink } from '../components/ui/ChatLink.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { courses, services } from '../generated/content.ts';
import { chatLineOf, greetingAbout } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { courseHref, pricesHref, serviceHref } from '../lib/navigation.ts';
import { siteConfig } from '../site.config.ts';
import { formatDate } from './format.ts';

const words = siteConfig.texts.prices;
const { chat } = siteConfig;
const chatLine = chatLineOf(siteConfig);

/**
 * A part of the list (the services, the courses): its title and its cards, two to a row from a laptop's width (on a
 * tablet the right column's links would run under the floating chat button) and on paper.
 */
function PriceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 print:mt-3">
      <h2 id={id} className="text-xl font-semibold text-white print:text-base">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2 print:mt-1 print:grid-cols-2 print:gap-1.5">{children}</ul>
    </section>
  );
}

interface PriceCardProps {
  title: string;
  href: string;
  /** The chat's first words, followed by the title (site.yaml → chat). */
  greeting: string;
  /** The chat button's label. */
  action: string;
  /** The service the chat's taps count for (a course's count as general enquiries). */
  about?: string;
  /** The facts: duration, warranty, price. */
  children: ReactNode;
}

/** A service or a course: its name linking to its page, its facts, and a chat about it (not on paper). */
function PriceCard({ title, href, greeting, action, about, children }: PriceCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-white/10 bg-ink-900 p-5 break-inside-avoid print:p-2">
      {/* Below a laptop's width, one card a row: the title keeps clear of the floating chat button's column. */}
      <h3 className="pr-10 text-lg font-semibold text-white lg:pr-0 print:pr-0 print:text-sm">
        <a href={href} className="text-link tap-target">
          {title}
        </a>
      </h3>
      <div className="mt-3 mb-auto print:mt-1">{children}</div>
      <ChatLink
        line={chatLine}
        text={greetingAbout(greeting, title)}
        context={title}
        className="button-chat mt-4 self-start px-5 text-sm print:hidden"
        {...(about === undefined ? {} : { about })}
      >
        {action}
      </ChatLink>
    </li>
  );
}

export function PricesPage() {
  return (
    <PageShell meta={{ title: words.pageTitle, description: words.pageDescription, path: pricesHref }}>
      <div data-price-list className="mx-auto max-w-5xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32 print:p-0 print:text-xs">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl print:text-xl">{words.pageTitle}</h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-chrome-200 print:mt-1">{words.pageLead}</p>
        {siteConfig.pricesUpdated && (
          <p className="mt-3 text-sm text-chrome-200 print:mt-1">
            {fill(words.updated, { fecha: formatDate(siteConfig.pricesUpdated) })}
          </p>
        )}

        <PriceSection id="precios-servicios" title={words.services}>
          {services.map((service) => (
            <PriceCard
              key={service.id}
              title={service.title}
              href={serviceHref(service.id)}
              greeting={chat.serviceGreeting}
              action={siteConfig.texts.servicePage.askPrice}
              about={service.id}
            >
              <ServiceFacts service={service} dated={false} />
            </PriceCard>
          ))}
        </PriceSection>

        <PriceSection id="precios-cursos" title={words.courses}>
          {courses.map((course) => (
            <PriceCard
              key={course.id}
              title={course.title}
              href={courseHref(course.id)}
              greeting={chat.enrolGreeting}
              action={siteConfig.texts.coursePage.enrol}
            >
              <dl className="divide-y divide-white/10">
                {[
                  { icon: 'clock' as const, term: siteConfig.texts.servicePage.duration, value: course.duration },
                  { icon: 'tag' as const, term: siteConfig.texts.servicePage.price, value: words.ask },
                ].map(({ icon, term, value }) => (
                  <div key={term} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                    <dt className="flex items-center gap-2 text-chrome-200">
                      <Icon inline name={icon} className="size-5 shrink-0 text-aqua-400" />
                      {term}
                    </dt>
                    <dd className="font-semibold text-white">{value}</dd>
                  </div>
                ))}
              </dl>
            </PriceCard>
          ))}
        </PriceSection>
      </div>
    </PageShell>
  );
}
