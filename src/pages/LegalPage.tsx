import { Fragment } from 'react';
import { PageShell } from '../components/layout/PageShell.tsx';
import { EmailLink, PhoneLink } from '../components/ui/ContactLinks.tsx';
import type { LegalPage as LegalContent } from '../content/schema/index.ts';
import { fill } from '../lib/fill.ts';
import { splitTokens, type LegalToken } from '../lib/legal-text.ts';
import { siteConfig } from '../site.config.ts';

const { address, phone, email } = siteConfig;

const tokenValues: Record<LegalToken, React.ReactNode> = {
  name: siteConfig.name,
  address: `${address.street}, ${address.neighbourhood}, ${address.region}`,
  email: <EmailLink email={email} className="text-link" />,
  phone: <PhoneLink phone={phone} className="text-link" />,
};

function Paragraph({ text }: { text: string }) {
  return splitTokens(text).map((part, index) => (
    <Fragment key={index}>{part.kind === 'text' ? part.text : tokenValues[part.token]}</Fragment>
  ));
}

export function LegalPage({ page, path }: { page: LegalContent; path: string }) {
  return (
    <PageShell meta={{ title: page.title, description: page.description, path }}>
      <article className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-chrome-400">{fill(siteConfig.texts.shared.legalUpdated, { fecha: page.updated })}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold text-white">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-chrome-200">
                <Paragraph text={paragraph} />
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 grid list-disc gap-1.5 pl-6 leading-relaxed text-chrome-200 marker:text-aqua-400">
                {section.list.map((item) => (
                  <li key={item}>
                    <Paragraph text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PageShell>
  );
}
