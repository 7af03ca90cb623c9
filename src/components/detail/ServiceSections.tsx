// What a service's page shows below its first screen: the process, the benefits, what is included and the questions.
import type { Service } from '../../content/schema/index.ts';
import { siteConfig } from '../../site.config.ts';
import { Icon } from '../ui/Icon.tsx';
import { CheckList } from './CheckList.tsx';
import { DetailSection } from './DetailSection.tsx';

const words = siteConfig.texts.servicePage;

export function ServiceSections({ service }: { service: Service }) {
  return (
    <>
      <DetailSection id="proceso-titulo" title={words.process} className="mt-20">
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
    </>
  );
}
