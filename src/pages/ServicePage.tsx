// A service's own page, everything read from its content file: its first screen, its process, its benefits and what
// it includes, its questions, the closing call and other services.
import { CheckList } from '../components/detail/CheckList.tsx';
import { DetailLayout } from '../components/detail/DetailLayout.tsx';
import { DetailSection } from '../components/detail/DetailSection.tsx';
import { RelatedServices } from '../components/detail/RelatedServices.tsx';
import { ServiceActions, ServiceFacts } from '../components/detail/ServiceTop.tsx';
import { StepCards } from '../components/detail/StepCards.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import type { Service } from '../content/schema/index.ts';
import { greetingAbout } from '../lib/chat.ts';
import { serviceJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';

const words = siteConfig.texts.servicePage;

export function ServicePage({ service }: { service: Service }) {
  return (
    <DetailLayout
      entry={service}
      section="servicios"
      words={words}
      structuredData={serviceJsonLd(siteConfig, service)}
      image={service.images[0] ?? ''}
      facts={<ServiceFacts service={service} />}
      actions={<ServiceActions service={service} />}
      closing={{ id: 'presupuesto-titulo', chatText: greetingAbout(siteConfig.chat.budgetGreeting, service.title) }}
      related={<RelatedServices service={service} title={words.related} />}
    >
      <DetailSection id="proceso-titulo" title={words.process} className="mt-20">
        <StepCards
          steps={service.process}
          widths="sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)] xl:basis-[calc((100%-4rem)/5)]"
        />
      </DetailSection>

      <div className="mt-20 grid gap-12 lg:grid-cols-2">
        <DetailSection id="beneficios-titulo" title={words.benefits}>
          <CheckList items={service.benefits} />
        </DetailSection>
        <DetailSection id="incluye-titulo" title={words.features}>
          <CheckList items={service.features} />
        </DetailSection>
      </div>

      <DetailSection id="preguntas-titulo" title={words.faqs} className="mt-20">
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
      </DetailSection>
    </DetailLayout>
  );
}
