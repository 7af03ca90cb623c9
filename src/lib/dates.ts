/** The calendar year at `now` in the given time zone (the business's, not the server's). */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now));
}
