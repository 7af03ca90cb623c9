// A home-page section: its anchor, its background and, given a heading, the
// page-wide column that opens with it. A section that lays out its own column
// (About) passes no heading and places SectionHeading itself.
import type { ReactNode } from 'react';
import type { HomeSection } from '../../lib/navigation.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** Neighbouring sections alternate between the two, so each stands apart. */
const tones = { dark: 'bg-ink-950', raised: 'bg-ink-900' } as const;

interface SectionProps {
  /** The menu's anchor; the heading's id (`<id>-titulo`) labels the section. */
  id: HomeSection;
  tone: keyof typeof tones;
  /** The section's words in home.yaml: eyebrow, title and lead. */
  heading?: { eyebrow: string; title: string; lead?: string | undefined };
  children: ReactNode;
}

export function Section({ id, tone, heading, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={`${tones[tone]} py-20 sm:py-28`}>
      {heading ? (
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
