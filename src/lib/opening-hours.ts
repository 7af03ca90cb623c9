// Opening hours as the visitor reads them: "Lunes a viernes 9:00 – 19:00".
import { weekdays, type Weekday } from '../content/site-schema.ts';
import type { SiteConfig } from '../content/site-schema.ts';

type Periods = SiteConfig['openingHours']['periods'];

export const weekdayNames: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

/** "09:00" → "9:00", the way times are written in Argentina. */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface HoursRow {
  days: string;
  hours: string;
  closed: boolean;
}

/** Groups consecutive days with the same hours: lunes a viernes, sábado, domingo (cerrado). */
export function describeOpeningHours(periods: Periods): HoursRow[] {
  const hoursOf = (day: Weekday): string | undefined => {
    const period = periods.find((candidate) => candidate.days.includes(day));
    return period && `${formatTime(period.opens)} a ${formatTime(period.closes)}`;
  };
  const rows: { first: Weekday; last: Weekday; hours: string | undefined }[] = [];
  for (const day of weekdays) {
    const hours = hoursOf(day);
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => {
    const span = weekdays.indexOf(last) - weekdays.indexOf(first);
    const joiner = span === 1 ? ' y ' : ' a ';
    const days = first === last ? weekdayNames[first] : `${weekdayNames[first]}${joiner}${weekdayNames[last]}`;
    return { days: capitalise(days), hours: hours ?? 'Cerrado', closed: hours === undefined };
  });
}
