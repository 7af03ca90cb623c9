// Eyebrow, heading and lead of a home section; the heading's id labels the section.
import { DisplayText } from './DisplayText.tsx';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'start' }: SectionHeadingProps) {
  const centered = align === 'center' ? ' mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl${centered}`}>
      <p className="text-sm font-semibold tracking-[0.2em] text-aqua-400 uppercase">{eyebrow}</p>
      <h2 id={`${id}-titulo`} className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
        <DisplayText>{title}</DisplayText>
      </h2>
      {lead && <p className="mt-4 text-lg leading-relaxed text-chrome-200">{lead}</p>}
    </div>
  );
}
