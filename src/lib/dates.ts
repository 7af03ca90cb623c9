const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter for a time zone, built once and then reused: building one
 * wakes the time-zone data and costs more than rendering a page section.
 */
export function formatterIn(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The calendar year at `now` in the given time zone (the business's, not the server's). */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  return Number(formatterIn(timeZone, { year: 'numeric' }).format(now));
}

/** The calendar day (YYYY-MM-DD) at `now` in the business's time zone. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = formatterIn(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
