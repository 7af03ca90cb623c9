// The contact form's turn fields, checked: the days on offer, why a day is refused, the notes beside the day, and the
// turn's part of the chat message. The form's island loads this module, with the words and rules it needs
// (src/generated/browser-booking.ts), only once the visitor opens the turn fields, and gives it today's date on Buenos
// Aires' calendar from the visitor's clock. The server renders the notes of a page it serves with it.
import { booking } from '../generated/browser-booking.ts';
import { hoursTexts } from '../generated/browser-content.ts';
import { readBookingRequest } from './turn-request.ts';
import {
  bookingBlock,
  bookingWindow,
  checkBookingDay,
  dayHoursNote,
  durationNote,
  refusalMessage,
} from './turn-rules.ts';
import type { BookingBlock } from '../lib/chat.ts';
import { turnCountUrl, turnOf } from './turn-counts.ts';

const { rules, words, durations } = booking;

/** The first and last day a turn may be asked for, counted from `today` (YYYY-MM-DD). */
export const offeredDays = (today: string): { first: string; last: string } => bookingWindow(today, rules);

/** The notes beside the day: that day's hours when the workshop takes it, and the chosen service's duration. */
export function turnNotes(day: string, service: string, refusal?: string): string {
  const duration = durations[service];
  return [
    day && !refusal ? dayHoursNote(day, rules, words, hoursTexts) : '',
    duration ? durationNote(duration, words) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The turn fields of a form, checked: why the day is refused, if it is, and the notes beside it. */
export function checkTurn(form: HTMLFormElement, today: string): { refusal: string | undefined; notes: string } {
  const data = new FormData(form);
  const request = readBookingRequest(data);
  const refused = request.day === '' ? undefined : checkBookingDay(request, today, rules);
  const refusal = refused && refusalMessage(refused, words, hoursTexts);
  return { refusal, notes: turnNotes(request.day, String(data.get('service') ?? ''), refusal) };
}

/** The turn's part of the chat message and where to count it; nothing when the turn fields are empty. */
export function turnMessage(
  form: HTMLFormElement,
  service: string,
): { block: BookingBlock; countUrl: string } | undefined {
  const request = readBookingRequest(new FormData(form));
  const block = bookingBlock(request, rules, words, hoursTexts);
  return block && { block, countUrl: turnCountUrl(service, turnOf(request)) };
}
