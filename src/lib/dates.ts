const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar year at `now` in the given time zone (the business's, not the server's). */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  // Building a formatter costs more than rendering a page section: keep one per zone.
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(now));
}
