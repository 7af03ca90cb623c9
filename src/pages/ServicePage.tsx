// A service's own page, everything read from its content file.
import { Icon } from '../components/ui/Icon.tsx';
import { CheckList } from '../components/detail/CheckList.tsx';
import { ClosingCall } from '../components/detail/ClosingCall.tsx';
import { SubHeading } from '../components/detail/SubHeading.tsx';
import { RelatedServices } from '../components/detail/RelatedServices.tsx';
import { ServiceTop } from '../components/detail/ServiceTop.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import type { Service } from '../content/schema.ts';
import { greetingAbout } from '../lib/chat.ts';
import { sectionHref, serviceHref } from '../lib/navigation.ts';
import { breadcrumbJsonLd, serviceJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';

const { chat } = siteConfig;
const words = siteConfig.texts.servicePage;

const trail = [
  { label: siteConfig.texts.menu.home, href: '/' },
  { label: siteConfig.texts.menu.services, href: sectionHref('servicios') },
];

export function ServicePage({ service }: { service: Service }) {
  const path = serviceHref(service.id);
  return (
    <PageShell
      bundle="detail"
      meta={{
        title: service.title,
        description: service.shortDescription,
        path,
        structuredData: [
          ...serviceJsonLd(siteConfig, service),
          breadcrumbJsonLd(siteConfig, [...trail, { label: service.title, href: path }]),
        ],
      }}
      firstScreen={<ServiceTop service={service} trail={trail} />}
      firstScreenStyles="detail"
    >
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <section aria-labelledby="proceso-titulo" className="mt-20">
          <SubHeading id="proceso-titulo">{words.process}</SubHeading>
          <ol className="mt-8 grid gap-4 md:grid-cols-5">
            {service.process.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-white/10 bg-ink-900 p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-aqua-400 font-bold text-ink-950"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-white">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-chrome-200">{step.description}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="mt-20 grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="beneficios-titulo">
            <SubHeading id="beneficios-titulo">{words.benefits}</SubHeading>
            <CheckList items={service.benefits} />
          </section>
          <section aria-labelledby="incluye-titulo">
            <SubHeading id="incluye-titulo">{words.features}</SubHeading>
            <CheckList items={service.features} />
          </section>
        </div>

        <section aria-labelledby="preguntas-titulo" className="mt-20">
          <SubHeading id="preguntas-titulo">{words.faqs}</SubHeading>
          <div className="mt-6 grid gap-3">
            {service.faqs.map((faq) => (
              <details key={faq.question} className="group rounded-2xl border border-white/10 bg-ink-900">
                <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-white [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-aqua-400 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-chrome-200">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>

        <ClosingCall
          id="presupuesto-titulo"
          title={words.closingTitle}
          lead={words.closingLead}
          chatText={greetingAbout(chat.budgetGreeting, service.title)}
          action={words.closingAction}
          about={service.id}
        />

        <RelatedServices service={service} title={words.related} />
      </div>
    </PageShell>
  );
}
