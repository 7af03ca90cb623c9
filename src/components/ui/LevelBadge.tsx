// A level, such as a course's, in the colour of its place among the levels: green, amber, rose from the first on.

const rankColours = ['bg-emerald-400 text-ink-950', 'bg-amber-300 text-ink-950', 'bg-rose-400 text-ink-950'] as const;

interface LevelBadgeProps {
  level: string;
  /** Its place among the levels, from 0; past the last colour, the last. */
  rank: number;
  /** What screen readers hear before the level, e.g. "Nivel". */
  label: string;
}

export function LevelBadge({ level, rank, label }: LevelBadgeProps) {
  const colours = rankColours[Math.min(Math.max(rank, 0), rankColours.length - 1)];
  return (
    <span data-level={level} className={`rounded-full px-3 py-1 text-sm font-semibold ${colours}`}>
      <span className="sr-only">{`${label} `}</span>
      {level}
    </span>
  );
}
