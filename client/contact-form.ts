// The enquiry form once its script runs: composes the message, opens WhatsApp, counts the enquiry, shows a toast
// (held while the pointer rests on it) and clears the form. The browser has already checked the fields.
import { enquiry } from '../src/generated/browser-content.ts';
import { buildChatLink, composeEnquiry, readEnquiryForm } from '../src/lib/chat.ts';
import { countUrl, generalEnquiry } from '../src/lib/enquiry-counts.ts';

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
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = readEnquiryForm(new FormData(form));
    const text = composeEnquiry(fields, enquiry.labels, enquiry.closingLine);
    window.open(buildChatLink(enquiry.chatDigits, text), '_blank', 'noopener');
    // One more enquiry in the counts: a beacon, which the browser sends on its own without holding anything up.
    navigator.sendBeacon(countUrl(fields.service || generalEnquiry, 'form'));
    if (region && toast) {
      region.replaceChildren(toast.content.cloneNode(true));
      dismissLater();
    }
    form.reset();
  });
  form.dataset.hydrated = 'true';
}
