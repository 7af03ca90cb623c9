// Today on a business's calendar. Apart from dates.ts, which the home page's bundle carries from its first paint: this
// travels with the form's island and the Worker, so the page's first bundle stays as it was.
import { formatterIn } from './dates.ts';

/** The calendar day (YYYY-MM-DD) at `now` in the business's time zone. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
