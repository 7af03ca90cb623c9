// A part of a detail page below its first screen, under its own heading; the heading's id labels it.
import type { ReactNode } from 'react';

interface DetailSectionProps {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

export function DetailSection({ id, title, className, children }: DetailSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
