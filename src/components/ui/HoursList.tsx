// The opening hours as a definition list, one row per run of days with the same hours.
import { Fragment } from 'react';
import { describeOpeningHours } from '../../lib/opening-hours.ts';
import { siteConfig } from '../../site.config.ts';

export function HoursList({ className }: { className: string }) {
  return (
    <dl className={className}>
      {describeOpeningHours(siteConfig.openingHours.periods, siteConfig.texts.hours).map((row) => (
        <Fragment key={row.days}>
          <dt>{row.days}</dt>
          <dd className={row.closed ? 'text-chrome-400' : 'text-white'}>{row.hours}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
