// The next days that differ from the usual week, under the opening hours of the contact section: holidays (closed, or
// open with their hours), the owner's closures and full days, from today to the last day a turn may be asked for.
// Written by the server on Buenos Aires' calendar; the edge cache keeps a page for that day only.
import { Fragment } from 'react';
import { specialDayHours, specialDayName } from '../../lib/opening-hours.ts';
import type { SpecialDay } from '../../lib/special-days.ts';

type HoursWords = Parameters<typeof specialDayHours>[1];

/** How many special days the list shows at most: the nearest ones. */
const SHOWN = 4;

export function SpecialDaysList({ days, words }: { days: readonly SpecialDay[]; words: HoursWords }) {
  if (days.length === 0) return null;
  return (
    <div className="mt-4" data-testid="dias-especiales">
      <p className="font-semibold text-white">{words.specialTitle}</p>
      <dl className="mt-1 grid gap-x-6 sm:grid-cols-[auto_1fr] sm:gap-y-1 text-chrome-200">
        {days.slice(0, SHOWN).map((day) => (
          <Fragment key={day.from}>
            <dt>{specialDayName(day, words)}</dt>
            {/* Under its day on a phone, beside it from the tablet on: the holidays' names are long. */}
            <dd
              className={`mb-2 sm:mb-0 ${day.status.kind === 'open' || day.status.kind === 'full' ? 'text-white' : 'text-chrome-400'}`}
            >
              {specialDayHours(day, words)}
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
