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
