import { PageShell } from '../components/layout/PageShell.tsx';
import { ChatLink } from '../components/ui/ChatLink.tsx';
import type { Service } from '../content/schema.ts';
import { greetingAbout } from '../lib/chat.ts';
import { serviceHref } from '../lib/navigation.ts';
import { siteConfig } from '../site.config.ts';

export function ServicePage({ service }: { service: Service }) {
  const { chat } = siteConfig;
  return (
    <PageShell meta={{ title: service.title, description: service.shortDescription, path: serviceHref(service.id) }}>
      <article className="mx-auto max-w-4xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
        <a href="/#servicios" className="text-link">
          ← Volver a servicios
        </a>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-5xl">{service.title}</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-chrome-200">
          {service.fullDescription.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-8 flex flex-wrap gap-3 text-sm">
          <div className="rounded-full border border-white/15 px-4 py-2">
            <dt className="sr-only">Precio</dt>
            <dd className="font-semibold text-white">{service.price}</dd>
          </div>
          <div className="rounded-full border border-white/15 px-4 py-2">
            <dt className="inline">Duración: </dt>
            <dd className="inline font-semibold text-white">{service.duration}</dd>
          </div>
          <div className="rounded-full border border-white/15 px-4 py-2">
            <dt className="sr-only">Garantía</dt>
            <dd className="font-semibold text-white">Garantía {service.warranty}</dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <ChatLink text={greetingAbout(chat.serviceGreeting, service.title)}>Consultar Precio</ChatLink>
          <ChatLink text={greetingAbout(chat.bookingServiceGreeting, service.title)} className="button-ghost">
            Agendar Turno
          </ChatLink>
        </div>
        <h2 className="mt-14 text-2xl font-bold text-white">¿Qué incluye?</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-chrome-200 marker:text-aqua-400">
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </article>
    </PageShell>
  );
}
