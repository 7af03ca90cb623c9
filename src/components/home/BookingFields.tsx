// The contact form's turn fields, behind a native disclosure so a plain enquiry stays short. No min or max on the day:
// a page kept in a cache must not offer yesterday, so the Worker's check is the one that counts (the form's script
// sets both from the visitor's clock, on Buenos Aires' calendar).
import type { BookingTexts } from '../../content/schema/index.ts';
import { services } from '../../generated/content.ts';
import {
  bands,
  bookingRulesOf,
  checkBookingDay,
  dayHoursNote,
  durationNote,
  durationsByOption,
  type BookingRequest,
} from '../../lib/booking.ts';
import { fill } from '../../lib/fill.ts';
import { siteConfig } from '../../site.config.ts';

export interface BookingFieldsProps {
  words: BookingTexts;
  weeksAhead: number;
  values?: BookingRequest;
  /** Opened by a service page's "Pedir turno" link, or when the form comes back with a turn in it. */
  open?: boolean;
  /** Why the Worker refused the day. */
  refusal?: string;
  /** The chosen day's hours and the chosen service's duration. */
  notes?: string[];
  fieldClass: string;
  labelClass: string;
}

export type BookingState = Omit<BookingFieldsProps, 'fieldClass' | 'labelClass'>;

const rules = bookingRulesOf(siteConfig);
const durations = durationsByOption(services);

/**
 * The turn fields as the server renders them: what was typed, and beside the day the notes the form's script shows
 * (that day's hours when the Worker accepted it, the chosen service's duration).
 */
export function bookingState(
  service: string,
  options: { values?: BookingRequest; open?: boolean; refusal?: string; today?: string } = {},
): BookingState {
  const { values, today } = options;
  const words = siteConfig.texts.booking;
  const dayTaken = values?.day && today && !options.refusal && !checkBookingDay(values, today, rules);
  const duration = durations[service];
  const notes = [
    ...(dayTaken ? [dayHoursNote(values.day, rules, words, siteConfig.texts.hours)] : []),
    ...(duration ? [durationNote(duration, words)] : []),
  ];
  return { ...options, words, weeksAhead: rules.weeksAhead, notes };
}

export const bookingFieldIds = {
  vehicle: 'turno-vehiculo',
  model: 'turno-modelo',
  day: 'turno-dia',
  band: 'turno-horario',
  hint: 'turno-dia-ayuda',
  error: 'turno-dia-error',
  notes: 'turno-notas',
} as const;

interface ChoiceProps {
  id: string;
  name: keyof BookingRequest;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  fieldClass: string;
  labelClass: string;
}

/** A label over a list to choose from, its first option the one for no choice. */
function Choice({ id, name, label, value, options, fieldClass, labelClass }: ChoiceProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${fieldClass} select-field`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BookingFields({
  words,
  weeksAhead,
  values,
  open = false,
  refusal,
  notes = [],
  fieldClass,
  labelClass,
}: BookingFieldsProps) {
  const ids = bookingFieldIds;
  const classes = { fieldClass, labelClass };
  return (
    <details open={open} data-booking="" className="group rounded-2xl border border-white/10 p-4 sm:col-span-2">
      <summary className="focus-ring cursor-pointer rounded font-semibold text-aqua-400">{words.disclosure}</summary>
      <p className="mt-3 text-sm text-chrome-200">{words.lead}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Choice
          id={ids.vehicle}
          name="vehicle"
          label={words.vehicle}
          value={values?.vehicle}
          options={[
            { value: '', label: words.vehiclePlaceholder },
            ...words.vehicles.map((value) => ({ value, label: value })),
          ]}
          {...classes}
        />
        <div>
          <label htmlFor={ids.model} className={labelClass}>
            {words.model}
          </label>
          <input
            id={ids.model}
            name="model"
            type="text"
            autoComplete="off"
            placeholder={words.modelPlaceholder}
            defaultValue={values?.model}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={ids.day} className={labelClass}>
            {words.day}
          </label>
          <input
            id={ids.day}
            name="day"
            type="date"
            defaultValue={values?.day}
            aria-describedby={`${ids.hint} ${ids.error}`}
            {...(refusal ? { 'aria-invalid': true } : {})}
            className={fieldClass}
          />
          <p id={ids.hint} className="mt-2 text-sm text-chrome-200">
            {fill(words.dayHint, { semanas: String(weeksAhead) })}
          </p>
        </div>
        <Choice
          id={ids.band}
          name="band"
          label={words.band}
          value={values?.band}
          options={[
            { value: '', label: words.bandPlaceholder },
            ...bands.map((value) => ({ value, label: words[value] })),
          ]}
          {...classes}
        />
        <p
          id={ids.error}
          role="alert"
          data-booking-error=""
          className="font-semibold text-rose-200 empty:hidden sm:col-span-2"
        >
          {refusal}
        </p>
        <p
          id={ids.notes}
          aria-live="polite"
          data-booking-notes=""
          className="text-chrome-100 empty:hidden sm:col-span-2"
        >
          {notes.join(' ')}
        </p>
      </div>
    </details>
  );
}
