// The contact form's turn fields, behind a native disclosure so a plain enquiry stays short, and their state once the
// form's island has hydrated (useTurnFields). The served page has no min or max on the day: a page kept in a cache must
// not offer yesterday, so the Worker's check is the one that counts. In the browser, once the visitor opens the fields,
// their checks arrive (src/enquiry/turn-check.ts): the day picker then runs from the first to the last day with turns,
// its hint names the holidays, closures and full days between them (a native date picker cannot grey out single days),
// the chosen day's hours and the service's duration show beside the day, and a day the workshop cannot take is refused
// before the chat opens, saying why and when it opens again.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { openingHours } from '../generated/browser-content.ts';
import type { TurnRequest } from './turn-request.ts';
import type { TurnBlock } from './message.ts';
import type { TurnFieldWords } from './form-content.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { fill } from '../lib/fill.ts';
import type * as TurnCheck from './turn-check.ts';

export const turnFieldIds = {
  vehicle: 'turno-vehiculo',
  model: 'turno-modelo',
  day: 'turno-dia',
  band: 'turno-horario',
  hint: 'turno-dia-ayuda',
  error: 'turno-dia-error',
  notes: 'turno-notas',
} as const;

/** The turn fields as the page is served. */
export interface TurnStart {
  words: TurnFieldWords;
  weeksAhead: number;
  /** What the visitor had typed, when the Worker sends the form back. */
  values?: TurnRequest;
  /** Opened by a service page's "Pedir turno" link, or when the form comes back with a turn in it. */
  open?: boolean;
  /** Why the Worker refused the day. */
  refusal?: string;
  /** The chosen day's hours and the chosen service's duration, as the server wrote them (turnNotes). */
  notes?: string;
}

/** What the form does with its turn fields once its island has hydrated. */
export interface TurnFieldsState {
  /** The props <TurnFields> renders with. */
  fields: TurnFieldsProps;
  /**
   * The turn's part of the chat message and where to count it, or nothing when the turn fields were never opened or
   * are empty; refuses a day the workshop cannot take, saying why beside it.
   */
  read(
    form: HTMLFormElement,
    service: string,
  ): Promise<{ block: TurnBlock; countUrl: string } | 'refused' | 'unchecked' | undefined>;
  /** After a change to one of the form's fields, and once the form has been cleared (no field). */
  update(form: HTMLFormElement, field?: string): void;
}

/** Today on the workshop's calendar, from the visitor's clock (never from a cached page). */
const today = () => dayIn(openingHours.timeZone, new Date());

/** The turn fields' state: the refusal beside the day, the notes, the days on offer. */
export function useTurnFields(
  { words, weeksAhead, values, open = false, refusal: served, notes: servedNotes = '' }: TurnStart,
  formRef: RefObject<HTMLFormElement | null>,
): TurnFieldsState {
  const [refusal, setRefusal] = useState(served);
  const [notes, setNotes] = useState(servedNotes);
  const [limits, setLimits] = useState<{ first: string; last: string; closed: string }>();
  const dayRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const checks = useRef<Promise<typeof TurnCheck | undefined>>(undefined);
  // The checks' code, fetched once; if it does not arrive (the connection dropped), the next opening asks again.
  const loadChecks = () => (checks.current ??= import('./turn-check.ts').catch(() => (checks.current = undefined)));

  // Beside the day, and as the day's own validity, so the browser's check says it in the same words.
  const show = (message: string | undefined) => {
    setRefusal(message);
    dayRef.current?.setCustomValidity(message ?? '');
  };
  const update = (form: HTMLFormElement, field?: string) => {
    // Only the service, the day and the time band change what shows beside the day; nothing shows before the checks.
    if (field !== undefined && !['service', 'day', 'band'].includes(field)) return;
    void checks.current?.then((loaded) => {
      if (!loaded) return;
      const checked = loaded.checkTurn(form, today());
      // Another service changes the notes, not what was said about the day.
      if (field !== 'service') show(checked.refusal);
      setNotes(checked.notes);
    });
  };
  // Each time the fields open: the checks (fetched the first time) set the days on offer and check what was typed.
  const opened = () => {
    const form = formRef.current;
    if (!form || !detailsRef.current?.open) return;
    void loadChecks().then((loaded) => loaded && setLimits(loaded.offeredDays(today())));
    update(form);
  };

  // Open when the island hydrates: with the page, or by the visitor before it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(opened, []);

  return {
    fields: { words, weeksAhead, values, open, refusal, notes, limits, dayRef, detailsRef, onToggle: opened },
    async read(form, service) {
      if (!checks.current && !detailsRef.current?.open) return undefined;
      // Opened, though its checks did not arrive: asked for once more.
      const loaded = await loadChecks();
      // Still not in: the Worker checks the day (the caller posts the form, as without JavaScript).
      if (!loaded) return 'unchecked';
      const { checkTurn, turnMessage } = loaded;
      const checked = checkTurn(form, today());
      if (checked.refusal) {
        // The demand turned away by a holiday, a closure or a full day, for the owner's counts.
        if (checked.refusedCountUrl) navigator.sendBeacon(checked.refusedCountUrl);
        show(checked.refusal);
        if (detailsRef.current) detailsRef.current.open = true;
        dayRef.current?.focus();
        return 'refused';
      }
      return turnMessage(form, service);
    },
    update,
  };
}

export interface TurnFieldsProps {
  words: TurnFieldWords;
  weeksAhead: number;
  values: TurnRequest | undefined;
  open: boolean;
  refusal: string | undefined;
  /** The chosen day's hours and the chosen service's duration. */
  notes: string;
  /** The days on offer, once the visitor's clock has said which, and the days between them without turns. */
  limits: { first: string; last: string; closed: string } | undefined;
  dayRef: RefObject<HTMLInputElement | null>;
  detailsRef: RefObject<HTMLDetailsElement | null>;
  onToggle: () => void;
}

interface ChoiceProps {
  id: string;
  name: keyof TurnRequest;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  fieldClass: string;
  labelClass: string;
}

/** A label over a list to choose from, its first option the one for no choice. */
function Choice({ id, name, label, value, options, fieldClass, labelClass }: ChoiceProps) {
  return (
    <Labelled id={id} label={label} className={labelClass}>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${fieldClass} select-field`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A field under its label, with what goes below it (a hint). */
function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function TurnFields({
  words,
  weeksAhead,
  values,
  open,
  refusal,
  notes,
  limits,
  dayRef,
  detailsRef,
  onToggle,
  fieldClass,
  labelClass,
  reference,
}: TurnFieldsProps & { fieldClass: string; labelClass: string; reference?: ReactNode }) {
  const ids = turnFieldIds;
  const classes = { fieldClass, labelClass };
  return (
    <details
      ref={detailsRef}
      open={open}
      onToggle={onToggle}
      className="group rounded-2xl border border-white/10 p-4 sm:col-span-2"
    >
      <summary className="focus-ring -my-2.5 cursor-pointer rounded py-2.5 font-semibold text-aqua-400">
        {words.disclosure}
      </summary>
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
        <Labelled id={ids.model} label={words.model} className={labelClass}>
          <input
            id={ids.model}
            name="model"
            type="text"
            autoComplete="off"
            placeholder={words.modelPlaceholder}
            defaultValue={values?.model}
            className={fieldClass}
          />
        </Labelled>
        {reference}
        <Labelled id={ids.day} label={words.day} className={labelClass}>
          <input
            ref={dayRef}
            id={ids.day}
            name="day"
            type="date"
            defaultValue={values?.day}
            min={limits?.first}
            max={limits?.last}
            aria-describedby={`${ids.hint} ${ids.error}`}
            aria-invalid={refusal ? true : undefined}
            className={`${fieldClass} date-field`}
          />
          <p id={ids.hint} className="mt-2 text-sm text-chrome-200">
            {fill(words.dayHint, { semanas: String(weeksAhead) })}
            {limits?.closed ? ` ${limits.closed}` : ''}
          </p>
        </Labelled>
        <Choice
          id={ids.band}
          name="band"
          label={words.band}
          value={values?.band}
          options={[{ value: '', label: words.bandPlaceholder }, ...words.bands]}
          {...classes}
        />
        <p id={ids.error} role="alert" className="font-semibold text-rose-200 empty:hidden sm:col-span-2">
          {refusal}
        </p>
        <p id={ids.notes} aria-live="polite" className="text-chrome-100 empty:hidden sm:col-span-2">
          {notes}
        </p>
      </div>
    </details>
  );
}
