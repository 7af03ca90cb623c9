// A home-page section: anchor target, heading and lead in one consistent rhythm.
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  tone?: 'dark' | 'raised';
}

export function Section({ id, eyebrow, title, lead, children, tone = 'dark' }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={`py-20 sm:py-24 ${tone === 'raised' ? 'bg-ink-900' : 'bg-ink-950'}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-aqua-400">{eyebrow}</p>
        <h2 id={`${id}-titulo`} className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-chrome-200">{lead}</p>}
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
