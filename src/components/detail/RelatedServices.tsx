// Other services at the foot of a service page, so a visitor never hits a dead end.
import { services } from '../../generated/content.ts';
import type { Service } from '../../content/schema/index.ts';
import { serviceHref } from '../../lib/navigation.ts';
import { Icon } from '../ui/Icon.tsx';

const RELATED_COUNT = 3;

/** The services that follow this one in the menu's order, wrapping around. */
export function relatedTo(service: Service): Service[] {
  const index = services.findIndex((candidate) => candidate.id === service.id);
  return Array.from({ length: Math.min(RELATED_COUNT, services.length - 1) }, (_, offset) => {
    const related = services[(index + offset + 1) % services.length];
    if (!related) throw new Error('related service out of range');
    return related;
  });
}

export function RelatedServices({ service, title }: { service: Service; title: string }) {
  return (
    <section aria-labelledby="relacionados-titulo" className="mt-20 border-t border-white/10 pt-12">
      <h2 id="relacionados-titulo" className="text-2xl font-bold text-white">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {relatedTo(service).map((related) => (
          <li key={related.id}>
            <a
              href={serviceHref(related.id)}
              className="focus-ring flex h-full flex-col rounded-3xl border border-white/10 bg-ink-900 p-6 transition-colors hover:border-aqua-400/40"
            >
              <Icon name={related.icon} className="size-6 text-aqua-400" />
              <span className="mt-4 font-semibold text-white">{related.title}</span>
              <span className="mt-2 text-sm leading-relaxed text-chrome-200">{related.shortDescription}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
