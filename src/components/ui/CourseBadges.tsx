// A course's level (in its own colour) and modality, as on the home card and the course page.
import { LevelBadge } from './LevelBadge.tsx';

interface CourseBadgesProps {
  course: { level: string; modality: string };
  /** The level's place among the levels, from 0: its colour. */
  rank: number;
  /** What screen readers hear before each badge. */
  words: { level: string; modality: string };
  className?: string;
}

export function CourseBadges({ course, rank, words, className = '' }: CourseBadgesProps) {
  return (
    <p className={`flex flex-wrap gap-2 ${className}`}>
      <LevelBadge level={course.level} rank={rank} label={words.level} />
      <span className="rounded-full border border-white/20 px-3 py-1 text-sm font-semibold text-white">
        <span className="sr-only">{`${words.modality} `}</span>
        {course.modality}
      </span>
    </p>
  );
}
