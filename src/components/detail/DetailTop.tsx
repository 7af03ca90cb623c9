// The first screen of a service's or a course's page: breadcrumbs, the way back
// to its section on the home page, the title and description, what the page
// adds (`children`: facts, chat buttons) and the photo or video beside them.
// Styled by client/first-screen-detail.css alone, which reads these files.
import type { ReactNode } from 'react';
import type { NavLink } from '../../lib/navigation.ts';
import { paragraphsOf } from '../../lib/paragraphs.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DetailMedia } from './DetailMedia.tsx';

interface DetailTopProps {
  trail: NavLink[];
  title: string;
  description: string;
  back: { label: string; href: string };
  media: { image: string; video?: string };
  /** Shown above the title (the course's badges). */
  badges?: ReactNode;
  children: ReactNode;
}

export function DetailTop({ trail, title, description, back, media, badges, children }: DetailTopProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-24 sm:px-6 sm:pt-28">
      <Breadcrumbs trail={trail} current={title} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <a href={back.href} className="text-link text-sm">
            {back.label}
          </a>
          {badges}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">{title}</h1>
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-chrome-200">
            {paragraphsOf(description).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {children}
        </div>
        <DetailMedia image={media.image} video={media.video} label={title} />
      </div>
    </div>
  );
}
