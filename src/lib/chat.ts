// Every WhatsApp link on the site is built here, so the number and the
// encoding live in one place.

/** A wa.me link that opens a chat with `digits` and `text` already typed. */
export function buildChatLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The text a chat link carries, read back from the link (what WhatsApp shows). */
export function readChatText(link: string): string {
  return new URL(link).searchParams.get('text') ?? '';
}

/** A fixed greeting followed by the name of what the visitor asks about. */
export function greetingAbout(greeting: string, subject: string): string {
  return `${greeting} ${subject}`;
}

export interface EnquiryForm {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
}

/** The contact form's message, line by line as the workshop expects it. */
export function composeEnquiry(form: EnquiryForm, closingLine: string): string {
  return [
    `Hola! Me llamo ${form.name}`,
    '',
    `Teléfono: ${form.phone}`,
    `Email: ${form.email}`,
    `Servicio de interés: ${form.service}`,
    '',
    form.message,
    '',
    closingLine,
  ].join('\n');
}
