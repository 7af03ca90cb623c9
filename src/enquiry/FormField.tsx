// One field of the contact form: a label over its control, the value the visitor had typed (when the Worker sends the
// form back) as its default, so the field stays uncontrolled and hydration keeps whatever is typed before it.
import { requiredEnquiryFields, type EnquiryForm } from './message.ts';

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

export const fieldClass =
  'mt-2 block w-full rounded-xl border border-white/15 bg-ink-950 px-4 py-3 text-base text-white placeholder:text-chrome-400 focus:border-aqua-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-400';
export const labelClass = 'block text-sm font-medium text-chrome-100';

export interface FieldProps {
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
export function Field({ name, label, control, wide = false, value, invalid }: FieldProps) {
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
