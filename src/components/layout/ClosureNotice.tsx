// The notice every page shows from two weeks before one of the owner's closures until it ends ("El taller cierra del
// lunes 04/01 al lunes 18/01 (Vacaciones de verano); volvemos el martes 19/01."). Written by the server on Buenos
// Aires' calendar: the edge cache keeps a page for that day only (src/middleware/edge-cache.ts), so no cached page shows
// it once the closure has ended. It sits below the first screen, never above it: nothing is pushed down.
import { dayIn } from '../../lib/calendar-day.ts';
import { fill } from '../../lib/fill.ts';
import { closureNotice, formatDay, reopensAfter, type SpecialDays } from '../../lib/special-days.ts';
import { siteConfig, specialDays } from '../../site.config.ts';
import { Icon } from '../ui/Icon.tsx';

const { openingHours, texts } = siteConfig;

/** The closure notice's words on `today` (YYYY-MM-DD), or nothing when no closure is near (the content's special days, unless others are given). */
export function closureNoticeText(today: string, special: SpecialDays = specialDays): string | undefined {
  const closure = closureNotice(today, special);
  if (!closure) return undefined;
  return fill(texts.hours.closureNotice, {
    desde: formatDay(closure.from, texts.hours),
    hasta: formatDay(closure.to, texts.hours),
    motivo: closure.reason,
    vuelve: formatDay(reopensAfter(closure.to, openingHours.periods, special), texts.hours),
  });
}

export function ClosureNotice() {
  const text = closureNoticeText(dayIn(openingHours.timeZone, new Date()));
  if (text === undefined) return null;
  return (
    <aside
      aria-label={texts.hours.specialTitle}
      data-testid="aviso-cierre"
      className="border-y border-aqua-400/30 bg-aqua-400/10"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-4 font-semibold text-white sm:px-6">
        <Icon name="calendar-days" className="mt-0.5 size-5 shrink-0 text-aqua-400" />
        {text}
      </p>
    </aside>
  );
}
