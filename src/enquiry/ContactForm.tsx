// The enquiry form. As served it is plain HTML: the browser checks it and posts it to /consulta, which answers with the
// chat link, so it works before any script and without JavaScript. On the home page it is an island, hydrated when it
// nears the screen or is first touched (client/lazy-islands.ts): it then composes the message in the page (with a turn
// request's lines), opens WhatsApp, counts the enquiry, shows a toast and clears the form. Its fields are uncontrolled
// (read from the form's data when sent), so hydration keeps whatever the visitor typed before it.
import { useRef, useState, type FormEvent } from 'react';
import type { TurnRequest } from './turn-request.ts';
import { buildChatLink } from '../lib/chat.ts';
import { composeEnquiry, MESSAGE_MAX_LENGTH, readEnquiryForm, type EnquiryForm } from './message.ts';
import type { ContactFormContent } from './form-content.ts';
import { countUrl, generalEnquiry } from './counts.ts';
import { TurnFields, useTurnFields } from './TurnFields.tsx';
import { Field, fieldClass, labelClass } from './FormField.tsx';
import { SentToast } from './SentToast.tsx';
import { routes } from '../routes/paths.ts';
import { PriceReference } from '../prices/PriceReference.tsx';
import { priceLines } from '../prices/reference.ts';

export interface ContactFormProps extends ContactFormContent {
  /** What the visitor had typed when the Worker sends the form back, or the service a "Pedir turno" link chose. */
  values?: Partial<EnquiryForm>;
  /** The turn fields as typed, when the Worker sends the form back. */
  turn?: TurnRequest;
  /** The extras ticked, when the Worker sends the form back. */
  ticked?: string[];
  /** The turn fields open: a service page's "Pedir turno" link, or the form sent back with a turn in it. */
  open?: boolean;
  /** Why the Worker refused the turn's day. */
  refusal?: string;
  /** The chosen day's hours and the chosen service's duration, beside the day (src/enquiry/turn-check.ts). */
  notes?: string;
  /** What the Worker found wrong when it sends the form back, and the fields it names. */
  notice?: string;
  invalid?: (keyof EnquiryForm)[];
  /** The home page's form, an island: it opens the chat in a new tab and shows the toast. */
  inPage?: boolean;
  /** The title's heading level: under the home page's section heading, or under a page's own. */
  titleLevel?: 'h2' | 'h3';
}

export function ContactForm(props: ContactFormProps) {
  const { serviceOptions, title, words, chat, values, notice, invalid = [], inPage = true } = props;
  const Title = props.titleLevel ?? 'h3';
  const formRef = useRef<HTMLFormElement>(null);
  const { turnWords, weeksAhead, open, refusal, notes, prices, priceWords } = props;
  const turn = useTurnFields({ words: turnWords, weeksAhead, values: props.turn, open, refusal, notes }, formRef);
  const [sent, setSent] = useState(0);

  // The browser has already checked the fields; a turn's day is checked here.
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = readEnquiryForm(data);
    const service = fields.service || generalEnquiry;
    // The turn's checks are in by now if the visitor opened its fields: the chat still opens within the tap.
    const request = await turn.read(form, service);
    if (request === 'refused') return;
    // The day could not be checked here: the form goes to the Worker, as it does without JavaScript.
    if (request === 'unchecked') return form.submit();
    const block = request?.block && { ...request.block, price: priceLines(data, prices, priceWords) };
    const text = composeEnquiry(fields, words, chat.closingLine, block);
    window.open(buildChatLink(chat.digits, text), '_blank', 'noopener');
    // One more enquiry in the counts: a beacon, which the browser sends on its own without holding anything up.
    navigator.sendBeacon(request?.countUrl ?? countUrl(service, 'form'));
    setSent((count) => count + 1);
    form.reset();
    // A service chosen by a service page's "Pedir turno" link is the select's default: cleared too.
    for (const select of form.querySelectorAll('select')) select.selectedIndex = 0;
    turn.update(form);
  };

  const field = (name: keyof EnquiryForm) => ({
    name,
    label: words[name],
    value: values?.[name],
    invalid: invalid.includes(name),
  });
  // A card above the floating chat button (z-35 over its z-30): the button passes under the form, never over a field.
  // Below 640 px a band across the screen, its fields as wide as the page's column.
  return (
    <form
      ref={formRef}
      method="post"
      action={routes.enquiry.path}
      {...(inPage ? { target: '_blank' } : {})}
      onSubmit={(event) => void send(event)}
      onChange={(event) => turn.update(event.currentTarget, (event.nativeEvent.target as HTMLInputElement).name)}
      aria-labelledby="formulario-titulo"
      className="relative z-35 -mx-4 border-y border-white/10 bg-ink-900 px-4 py-6 sm:mx-0 sm:rounded-3xl sm:border sm:p-8"
    >
      <Title id="formulario-titulo" className="text-xl font-semibold text-white">
        {title}
      </Title>
      {notice !== undefined && (
        <p
          id="formulario-error"
          role="alert"
          className="mt-4 rounded-xl bg-rose-400/10 p-4 font-semibold text-rose-200"
        >
          {notice}
        </p>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          {...field('name')}
          wide
          control={{ type: 'text', autoComplete: 'name', placeholder: words.namePlaceholder }}
        />
        <Field {...field('phone')} control={{ type: 'tel', autoComplete: 'tel' }} />
        <Field {...field('email')} control={{ type: 'email', autoComplete: 'email' }} />
        <Field
          {...field('service')}
          wide
          control={{ options: serviceOptions, placeholder: words.servicePlaceholder }}
        />
        <Field {...field('message')} wide control={{ rows: 4, maxLength: MESSAGE_MAX_LENGTH }} />
        <TurnFields
          {...turn.fields}
          fieldClass={fieldClass}
          labelClass={labelClass}
          reference={<PriceReference prices={prices} words={priceWords} ticked={props.ticked} />}
        />
      </div>
      <p className="mt-4 text-sm text-chrome-200">{words.requiredNote}</p>
      <button type="submit" className="button-chat mt-6 w-full sm:w-auto">
        {words.submit}
      </button>
      {/* Fixed on the screen, yet inside the form: the island hydrates when what its placeholder holds nears the
          screen (client/lazy-islands.ts), and a box always on screen there would hydrate it at once. */}
      {inPage && <SentToast sent={sent} words={words} />}
    </form>
  );
}
