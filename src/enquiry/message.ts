// The enquiry's message: the form's fields as its data carries them (the Worker's posted body, or the page's form), the
// fields a visitor must fill in, the chat text composed line by line as the workshop expects it, and its length cap.
// The browser (src/enquiry/ContactForm.tsx) and the Worker (src/enquiry/routes.tsx) compose it with the same code.

export interface EnquiryForm {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
}

/** The words before each answer in the chat message (site.yaml → texts.form). */
export interface EnquiryLabels {
  messageName: string;
  messagePhone: string;
  messageEmail: string;
  messageService: string;
}

/** A turn request's lines (src/enquiry/turn-rules.ts) and the line that invites photos. */
export interface TurnBlock {
  lines: string[];
  photos: string;
  /** The chosen service's reference price for the vehicle, and the extras ticked (src/prices/reference.ts). */
  price?: string[];
}

/**
 * The contact form's message, line by line as the workshop expects it. A turn request puts its lines right after the
 * greeting, the service, its reference price and an invitation to send photos with them, then the phone and email.
 */
export function composeEnquiry(
  form: EnquiryForm,
  labels: EnquiryLabels,
  closingLine: string,
  turn?: TurnBlock,
): string {
  const service = `${labels.messageService} ${form.service}`;
  const contact = [`${labels.messagePhone} ${form.phone}`, `${labels.messageEmail} ${form.email}`];
  const details = turn
    ? [...turn.lines, service, ...(turn.price ?? []), turn.photos, '', ...contact]
    : [...contact, service];
  return [`${labels.messageName} ${form.name}`, '', ...details, '', form.message, '', closingLine].join('\n');
}

/**
 * The longest message the form takes, in characters as the textarea's `maxlength` counts them (UTF-16 code units).
 * About 650 words, a full page: many times the longest real enquiry, so nobody meets it by writing, while it keeps
 * the chat address the Worker answers with bounded (a Spanish text of 4,000 characters percent-encodes to at most
 * 24 KB, and typically to under 6 KB).
 */
export const MESSAGE_MAX_LENGTH = 4000;

/**
 * The longest chat address the Worker puts in a Location header: with the page's other headers it stays under the
 * 32 KB that proxies and clients accept. Only text no keyboard of the workshop's visitors produces (or a name or email
 * pasted by the kilobyte) reaches it with a message under MESSAGE_MAX_LENGTH.
 */
export const CHAT_LINK_MAX_LENGTH = 28 * 1024;

/** Whether an enquiry is too long to send: its message past the cap, or its whole chat address. */
export function enquiryTooLong(form: EnquiryForm, link: string): 'message' | 'link' | undefined {
  if (form.message.length > MESSAGE_MAX_LENGTH) return 'message';
  return link.length > CHAT_LINK_MAX_LENGTH ? 'link' : undefined;
}

/** The fields the visitor must fill in, in the order the form shows them. */
export const requiredEnquiryFields = ['name', 'phone'] as const satisfies readonly (keyof EnquiryForm)[];

/**
 * The enquiry as the form's data carries it: the Worker's posted body, or the
 * page's form in the browser. A posted textarea's line breaks are CRLF; they
 * become "\n", as the page's own form has them.
 */
export function readEnquiryForm(fields: Pick<FormData, 'get'>): EnquiryForm {
  const field = (name: keyof EnquiryForm) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
  };
  return {
    name: field('name'),
    phone: field('phone'),
    email: field('email'),
    service: field('service'),
    message: field('message'),
  };
}

/** Required fields left empty (or only spaces): a browser that skipped its own checks. */
export function missingEnquiryFields(form: EnquiryForm): (keyof EnquiryForm)[] {
  return requiredEnquiryFields.filter((name) => form[name].trim() === '');
}
