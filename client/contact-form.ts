// The enquiry form once its script runs: composes the message (with a turn request's lines, client/booking-fields.ts),
// opens WhatsApp, counts the enquiry, shows a toast (held while the pointer rests on it) and clears the form. The
// browser has already checked the fields; a turn's day is checked here.
import { enquiry } from '../src/generated/browser-content.ts';
import { buildChatLink, composeEnquiry, readEnquiryForm } from '../src/lib/chat.ts';
import { countUrl, generalEnquiry } from '../src/lib/enquiry-counts.ts';
import type { BookingFields } from './booking-fields.ts';

const TOAST_MS = 6000;

export function enhanceContactForm(form: HTMLFormElement): void {
  const region = document.querySelector('[data-toast-region]');
  const toast = document.querySelector<HTMLTemplateElement>('template[data-toast]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismissLater = () => {
    clearTimeout(timer);
    timer = setTimeout(() => region?.replaceChildren(), TOAST_MS);
  };
  region?.addEventListener('pointerenter', () => clearTimeout(timer));
  region?.addEventListener('pointerleave', () => {
    if (region.childElementCount > 0) dismissLater();
  });
  // The turn fields' code arrives only when the visitor opens them (or they open with the page).
  const details = form.querySelector('details[data-booking]');
  let booking: Promise<BookingFields | undefined> | undefined;
  const loadBooking = () =>
    (booking ??= import('./booking-fields.ts').then(({ enhanceBookingFields }) => enhanceBookingFields(form)));
  if (details?.hasAttribute('open')) void loadBooking();
  else details?.addEventListener('toggle', () => void loadBooking(), { once: true });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = readEnquiryForm(new FormData(form));
    const service = fields.service || generalEnquiry;
    // Sent before that code is in: it is fetched now (the chat still opens within the tap's activation).
    const turn = booking && (await loadBooking())?.read(service);
    if (turn === 'refused') return;
    const text = composeEnquiry(fields, enquiry.labels, enquiry.closingLine, turn?.block);
    window.open(buildChatLink(enquiry.chatDigits, text), '_blank', 'noopener');
    // One more enquiry in the counts: a beacon, which the browser sends on its own without holding anything up.
    navigator.sendBeacon(turn?.countUrl ?? countUrl(service, 'form'));
    if (region && toast) {
      region.replaceChildren(toast.content.cloneNode(true));
      dismissLater();
    }
    form.reset();
    // A service chosen by a service page's "Pedir turno" link is the select's default: cleared too.
    for (const select of form.querySelectorAll('select')) select.selectedIndex = 0;
    void booking?.then((fields) => fields?.refresh());
  });
  form.dataset.hydrated = 'true';
}
