// Opening hours as a definition list, one row per run of days with the same hours.
import { Fragment } from 'react';
import { describeOpeningHours } from '../../lib/opening-hours.ts';

type HoursOf = Parameters<typeof describeOpeningHours>;

interface HoursListProps {
  /** When it opens: which days, from and to what time. */
  periods: HoursOf[0];
  /** The words the rows are written in: day names, joiners, the closed day's word. */
  words: HoursOf[1];
  className: string;
}

export function HoursList({ periods, words, className }: HoursListProps) {
  return (
    <dl className={className}>
      {describeOpeningHours(periods, words).map((row) => (
        <Fragment key={row.days}>
          <dt>{row.days}</dt>
          <dd className={row.closed ? 'text-chrome-400' : 'text-white'}>{row.hours}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
