// The enquiry form: the browser checks it and posts it to /consulta, which answers with the chat link, so it works
// before any script and without JavaScript; client/contact-form.ts then composes the message in the page instead.
import type { FormTexts } from '../../content/schema/index.ts';
import { MESSAGE_MAX_LENGTH, requiredEnquiryFields, type EnquiryForm } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { BookingFields, type BookingState } from './BookingFields.tsx';

export const ENQUIRY_ACTION = '/consulta';

export interface ContactFormProps {
  serviceOptions: string[];
  title: string;
  /** The form's words and those of the chat message it composes (site.yaml → texts.form). */
  words: FormTexts;
  /** What the visitor had typed, when the form comes back from the Worker. */
  values?: EnquiryForm;
  /** Required fields the Worker found empty. */
  missing?: (keyof EnquiryForm)[];
  /** The Worker found the message (or the whole enquiry) too long to send: what was typed comes back with a notice. */
  tooLong?: 'message' | 'link';
  /** The home page's form opens the chat in a new tab and is enhanced by its script. */
  inPage?: boolean;
  /** The title's heading level: under the home page's section heading, or under a page's own. */
  titleLevel?: 'h2' | 'h3';
  /** The turn fields (src/components/home/BookingFields.tsx). */
  booking: BookingState;
}

const missingNames = (words: FormTexts): Record<keyof EnquiryForm, string> => ({
  name: words.missingName,
  phone: words.missingPhone,
  email: words.missingEmail,
  service: words.missingService,
  message: words.missingMessage,
});

/** "tu nombre y tu teléfono" */
function listOf(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** How a field is filled in: a line of some type, a choice among options, or free text. */
type Control =
  | { type: 'text' | 'tel' | 'email'; autoComplete: string; placeholder?: string }
  | { options: string[]; placeholder: string }
  | { rows: number; maxLength: number };

const fieldIds: Record<keyof EnquiryForm, string> = {
  name: 'contacto-nombre',
  phone: 'contacto-telefono',
  email: 'contacto-email',
  service: 'contacto-servicio',
  message: 'contacto-mensaje',
};

/** The fields the Worker insists on are the ones the browser checks first. */
const requiredFields = new Set<keyof EnquiryForm>(requiredEnquiryFields);

const fieldClass =
  'mt-2 block w-full rounded-xl border border-white/15 bg-ink-950 px-4 py-3 text-base text-white placeholder:text-chrome-400 focus:border-aqua-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-400';
const labelClass = 'block text-sm font-medium text-chrome-100';

interface FieldProps {
  name: keyof EnquiryForm;
  label: string;
  control: Control;
  /** Across both columns from 640 px. */
  wide?: boolean;
  /** What the visitor had typed. */
  value: string | undefined;
  /** Required and left empty: the form's error message names it. */
  invalid: boolean;
}

/** A label over its control. */
function Field({ name, label, control, wide = false, value, invalid }: FieldProps) {
  const id = fieldIds[name];
  const required = requiredFields.has(name);
  const state = {
    ...(invalid ? { 'aria-invalid': true, 'aria-describedby': 'formulario-error' } : {}),
    className: fieldClass,
  };
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {'options' in control ? (
        <select
          id={id}
          name={name}
          required={required}
          defaultValue={value ?? ''}
          {...state}
          className={`${fieldClass} select-field`}
        >
          <option value="">{control.placeholder}</option>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : 'rows' in control ? (
        <textarea
          id={id}
          name={name}
          required={required}
          rows={control.rows}
          maxLength={control.maxLength}
          defaultValue={value}
          {...state}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={control.type}
          required={required}
          autoComplete={control.autoComplete}
          placeholder={control.placeholder}
          defaultValue={value}
          {...state}
        />
      )}
    </div>
  );
}

export function ContactForm({
  serviceOptions,
  title,
  words,
  values,
  missing = [],
  tooLong,
  inPage = true,
  titleLevel: Title = 'h3',
  booking,
}: ContactFormProps) {
  const field = (name: keyof EnquiryForm) => ({
    name,
    label: words[name],
    value: values?.[name],
    invalid: missing.includes(name) || (name === 'message' && tooLong === 'message'),
  });
  const notice =
    missing.length > 0
      ? fill(words.missing, {
          campos: listOf(
            missing.map((name) => missingNames(words)[name]),
            words.missingAnd,
          ),
        })
      : tooLong === 'message'
        ? fill(words.messageTooLong, { largo: values?.message.length ?? 0, máximo: MESSAGE_MAX_LENGTH })
        : tooLong === 'link'
          ? words.tooLong
          : undefined;
  return (
    <>
      <form
        method="post"
        action={ENQUIRY_ACTION}
        {...(inPage
          ? {
              target: '_blank',
              'data-enhance': 'contact-form',
            }
          : {})}
        aria-labelledby="formulario-titulo"
        className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8"
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
          <BookingFields {...booking} fieldClass={fieldClass} labelClass={labelClass} />
        </div>
        <p className="mt-4 text-sm text-chrome-200">{words.requiredNote}</p>
        <button type="submit" className="button-chat mt-6 w-full sm:w-auto">
          {words.submit}
        </button>
      </form>

      {inPage && (
        <>
          {/* The toast goes into the live region when the enquiry is sent, and leaves it six seconds later (held under the pointer). */}
          <template data-toast="">
            <div className="toast">
              <p>{words.sentTitle}</p>
              <p>{words.sentLead}</p>
            </div>
          </template>
          <div
            data-toast-region=""
            role="status"
            aria-live="polite"
            className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:inset-x-auto sm:right-6"
          />
        </>
      )}
    </>
  );
}
