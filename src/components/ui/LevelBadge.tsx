// A course level, each level in its own colour.
import type { CourseLevel } from '../../content/schema/index.ts';
import { siteConfig } from '../../site.config.ts';

const levelColours: Record<CourseLevel, string> = {
  Principiante: 'bg-emerald-400 text-ink-950',
  Intermedio: 'bg-amber-300 text-ink-950',
  Avanzado: 'bg-rose-400 text-ink-950',
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  return (
    <span data-level={level} className={`rounded-full px-3 py-1 text-sm font-semibold ${levelColours[level]}`}>
      <span className="sr-only">{`${siteConfig.texts.homeCards.level} `}</span>
      {level}
    </span>
  );
}
