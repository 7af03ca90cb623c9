// A course's level (in its own colour) and modality, as on the home card and the course page.
import type { Course } from '../../content/schema/index.ts';
import { siteConfig } from '../../site.config.ts';
import { LevelBadge } from './LevelBadge.tsx';

export function CourseBadges({ course, className = '' }: { course: Course; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-2 ${className}`}>
      <LevelBadge level={course.level} />
      <span className="rounded-full border border-white/20 px-3 py-1 text-sm font-semibold text-white">
        <span className="sr-only">{`${siteConfig.texts.homeCards.modality} `}</span>
        {course.modality}
      </span>
    </p>
  );
}
