// The first screen of a service's or a course's page: the breadcrumbs, the way back, the title, the description and
// the photo or video; each page gives the parts that differ (ServiceTop.tsx, CourseTop.tsx). A root of
// client/first-screen-detail.css's sources (scripts/build/first-screen.ts).
import type { ReactNode } from 'react';
import type { NavLink } from '../../lib/navigation.ts';
import { paragraphsOf } from '../../lib/paragraphs.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DetailMedia } from './DetailMedia.tsx';

/** What a service's and a course's first screens show differently. */
export interface TopParts {
  /** The photo, or the video's poster. */
  image: string;
  /** Shown above the title (a course's badges). */
  badges?: ReactNode;
  /** In a panel beside the description (under the photo from 1024 px): the entry's facts, then its buttons. */
  facts: ReactNode;
  actions: ReactNode;
}

interface DetailTopProps extends TopParts {
  trail: NavLink[];
  back: NavLink;
  entry: { title: string; fullDescription: string; video?: string | undefined };
}

export function DetailTop({ trail, back, entry, image, badges, facts, actions }: DetailTopProps) {
  // From 1024 px the text fills the left column; the photo or video and, under it, the panel with the facts and the
  // buttons fill the right one. The panel's row takes the text's extra height, so the photo keeps its own.
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 sm:pt-28">
      <Breadcrumbs trail={trail} current={entry.title} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6">
        <div className="lg:row-span-2">
          <a href={back.href} className="text-link tap-target -my-3 text-sm">
            {back.label}
          </a>
          {badges}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">{entry.title}</h1>
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-chrome-200">
            {paragraphsOf(entry.fullDescription).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="relative z-35 rounded-3xl border border-white/10 bg-ink-900 p-5 sm:p-6 lg:col-start-2 lg:row-start-2 lg:self-start">
          {facts}
          {actions}
        </div>
        <div className="lg:col-start-2 lg:row-start-1">
          <DetailMedia image={image} video={entry.video} label={entry.title} />
        </div>
      </div>
    </div>
  );
}
