// The contact form's turn fields in the browser, loaded by client/contact-form.ts once the visitor opens them: the day
// picker offers only tomorrow to the last day on offer (on Buenos Aires' calendar, read from the visitor's clock, never
// from a cached page), the chosen day's hours and the service's duration show beside the day, and a day the workshop
// cannot take is refused before the chat opens.
import { booking } from '../src/generated/browser-booking.ts';
import { hoursTexts, openingHours } from '../src/generated/browser-content.ts';
import {
  bookingBlock,
  bookingWindow,
  checkBookingDay,
  dayHoursNote,
  durationNote,
  readBookingRequest,
  refusalMessage,
  type BookingRequest,
} from '../src/lib/booking.ts';
import { dayIn } from '../src/lib/enquiry-counts.ts';
import { turnCountUrl, turnOf } from '../src/lib/turn-counts.ts';

const { rules, words, durations } = booking;
const today = () => dayIn(openingHours.timeZone, new Date());

export interface BookingFields {
  /**
   * The turn's part of the chat message and where to count it, or nothing when the turn fields are empty; refuses a
   * day the workshop cannot take.
   */
  read(
    service: string,
  ): { block: NonNullable<ReturnType<typeof bookingBlock>>; countUrl: string } | 'refused' | undefined;
  /** After the form is cleared. */
  refresh(): void;
}

export function enhanceBookingFields(form: HTMLFormElement): BookingFields | undefined {
  const details = form.querySelector<HTMLDetailsElement>('details[data-booking]');
  const dayInput = form.querySelector<HTMLInputElement>('input[name="day"]');
  const error = form.querySelector('[data-booking-error]');
  const notes = form.querySelector('[data-booking-notes]');
  if (!details || !dayInput || !error || !notes) return undefined;

  const refusalOf = (request: BookingRequest) => {
    if (request.day === '') return undefined;
    const refusal = checkBookingDay(request, today(), rules);
    return refusal && refusalMessage(refusal, words, hoursTexts);
  };
  // Beside the day, and as the day's own validity, so the browser's check says it in the same words.
  const show = (message: string | undefined) => {
    error.textContent = message ?? '';
    dayInput.setCustomValidity(message ?? '');
    if (message) dayInput.setAttribute('aria-invalid', 'true');
    else dayInput.removeAttribute('aria-invalid');
  };
  const update = (checkDay: boolean) => {
    const request = readBookingRequest(new FormData(form));
    const refusal = refusalOf(request);
    if (checkDay) show(refusal);
    const duration = durations[String(new FormData(form).get('service') ?? '')];
    notes.textContent = [
      request.day && !refusal ? dayHoursNote(request.day, rules, words, hoursTexts) : '',
      duration ? durationNote(duration, words) : '',
    ]
      .filter(Boolean)
      .join(' ');
  };
  // Waking the time-zone data is costly on a phone: only once the visitor opens the turn fields.
  const limitDays = () => {
    if (!details.open) return;
    const { first, last } = bookingWindow(today(), rules);
    dayInput.min = first;
    dayInput.max = last;
  };
  details.addEventListener('toggle', limitDays);
  limitDays();
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name;
    update(name === 'day' || name === 'band');
  });

  // What was typed before this script arrived.
  update(true);
  return {
    read(service) {
      const request = readBookingRequest(new FormData(form));
      const refusal = refusalOf(request);
      if (refusal) {
        show(refusal);
        details.open = true;
        dayInput.focus();
        return 'refused';
      }
      const block = bookingBlock(request, rules, words, hoursTexts);
      return block && { block, countUrl: turnCountUrl(service, turnOf(request)) };
    },
    refresh: () => update(true),
  };
}
