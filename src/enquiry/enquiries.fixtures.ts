// What the enquiry's tests share, defined once: a sample enquiry, the chat text the specification expects of it, the
// hostile inputs that must reach the chat unchanged, and the form as a browser posts it. The Worker tests beside the
// feature and the browser journeys (tests/e2e/) import it; the site never does.
import { MESSAGE_MAX_LENGTH, type EnquiryForm } from './message.ts';

/** An enquiry with every field filled in; the service is one of the form's options (site.yaml → contactFormServices). */
export const sampleEnquiry = (service: string): EnquiryForm => ({
  name: 'Lucía Fernández',
  phone: '11 5555-1234',
  email: 'lucia@example.com',
  service,
  message: 'Quiero pulir el auto antes de venderlo.',
});

/** The text a visitor sees in the chat, line by line as the specification gives it (the business facts' format). */
export const expectedChatText = (form: EnquiryForm): string =>
  [
    `Hola! Me llamo ${form.name}`,
    '',
    `Teléfono: ${form.phone}`,
    `Email: ${form.email}`,
    `Servicio de interés: ${form.service}`,
    '',
    form.message,
    '',
    'Enviado desde la web de Elite Garage Spa',
  ].join('\n');

/** Text that must reach the chat as typed, whether the Worker or the page composes it. */
export const hostileEnquiries = (sample: EnquiryForm): { kind: string; enquiry: EnquiryForm }[] => [
  {
    kind: 'emoji',
    enquiry: {
      ...sample,
      name: 'Martín 🏍️',
      message: '¡Hola! 👋🏽 Quiero turno para la moto 🚗✨ y la familia 👨‍👩‍👧 viene también ❤️',
    },
  },
  {
    kind: 'ampersands, hashes, percent signs and quotes',
    enquiry: {
      ...sample,
      name: `O'Brien "el Tano" & Cía`,
      phone: '+54 9 11 6912-2284 #2',
      email: 'tano+autos@example.com',
      message: `¿Precio & forma de pago? #1 100% "pulido" 'full' <b>negrita</b> a+b=c / \\ ;?text=otro&x=%20%`,
    },
  },
  {
    kind: 'newlines',
    enquiry: { ...sample, message: 'Primera línea\nSegunda línea\n\n  Cuarta, con sangría\n- una lista\n- de cosas\n' },
  },
  {
    kind: 'right-to-left script',
    enquiry: {
      ...sample,
      name: 'محمد אברהם',
      message: 'مرحبا، أريد حجز موعد لسيارتي. שלום, אני רוצה תור. Mixed עברית and español.',
    },
  },
  {
    // As long as the message may be (src/enquiry/message.ts).
    kind: `${MESSAGE_MAX_LENGTH} characters, the cap`,
    enquiry: {
      ...sample,
      message: Array.from({ length: MESSAGE_MAX_LENGTH }, (_, index) => 'Pulí ñandú & #%"\n'[index % 17]).join(''),
    },
  },
];

/**
 * The form as a browser posts it to /consulta without its script: urlencoded, line breaks as CRLF, the redirect to the
 * chat left for the test to read. Any field may be left out or added (the turn fields: vehicle, model, day, band).
 */
export function postedEnquiry<Fields extends Record<keyof Fields, string>>(
  fields: Fields,
  headers: Record<string, string> = {},
): RequestInit {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries<string>(fields)) body.set(name, value.replace(/\r?\n/g, '\r\n'));
  return { method: 'POST', body, redirect: 'manual', headers };
}
