// The business's identity: src/content/site.yaml, checked and written to src/generated/site.ts by the build, with the
// national holidays the build wrote beside it.
import { holidays, site } from './generated/site.ts';
import { addDays, dayIn } from './lib/calendar-day.ts';
import { specialDaysBetween, specialDaysOf, type SpecialDay } from './lib/special-days.ts';

export { site as siteConfig } from './generated/site.ts';
export type { SiteConfig } from './content/schema/index.ts';

/** National holidays, holidays the owner opens, closures and full days. */
export const specialDays = specialDaysOf(site, holidays);

/** Today on the workshop's calendar (Buenos Aires), on the server's clock. */
export const workshopToday = (now: Date = new Date()): string => dayIn(site.openingHours.timeZone, now);

/** The special days from `today` to the last day a turn may be asked for: the contact section and the JSON-LD list them. */
export const upcomingSpecialDays = (today: string): SpecialDay[] =>
  specialDaysBetween(today, addDays(today, site.turns.weeksAhead * 7), site.openingHours.periods, specialDays);
