// The enquiry form once its script runs: composes the message (with a turn request's lines, client/booking-fields.ts),
// opens WhatsApp, counts the enquiry, shows a toast (held while the pointer rests on it) and clears the form. The
// browser has already checked the fields; a turn's day is checked here.
import { enquiry } from '../src/generated/browser-content.ts';
import { buildChatLink, composeEnquiry, readEnquiryForm } from '../src/lib/chat.ts';
import { countUrl, generalEnquiry } from '../src/lib/enquiry-counts.ts';
import { turnCountUrl, turnOf } from '../src/lib/turn-counts.ts';
import { enhanceBookingFields } from './booking-fields.ts';

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
  const booking = enhanceBookingFields(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const turn = booking?.read();
    if (turn === 'refused') return;
    const fields = readEnquiryForm(new FormData(form));
    const text = composeEnquiry(fields, enquiry.labels, enquiry.closingLine, turn?.block);
    window.open(buildChatLink(enquiry.chatDigits, text), '_blank', 'noopener');
    // One more enquiry in the counts: a beacon, which the browser sends on its own without holding anything up.
    const service = fields.service || generalEnquiry;
    navigator.sendBeacon(turn?.block ? turnCountUrl(service, turnOf(turn.request)) : countUrl(service, 'form'));
    if (region && toast) {
      region.replaceChildren(toast.content.cloneNode(true));
      dismissLater();
    }
    form.reset();
    // A service chosen by a service page's "Pedir turno" link is the select's default: cleared too.
    for (const select of form.querySelectorAll('select')) select.selectedIndex = 0;
    booking?.refresh();
  });
  form.dataset.hydrated = 'true';
}
