// Cards in order, each a title and a line under what numbers it: a service's process (a round number), a course's
// curriculum (a label such as "Módulo 1"). The rows wrap and a short last row sits centred; long words break
// (hyphenated where the engine knows Spanish) rather than cross a card's border.
interface StepCardsProps {
  steps: readonly { title: string; description: string }[];
  /** A card's width from each breakpoint, so many to a row: e.g. `md:basis-[calc((100%-2rem)/3)]` for three. */
  widths: string;
  /** A step's label, given its number (from 1); without one, the bare number in a round badge. */
  label?: (number: number) => string;
}

export function StepCards({ steps, widths, label }: StepCardsProps) {
  return (
    <ol className="mt-8 flex flex-wrap justify-center gap-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`min-w-0 basis-full rounded-2xl border border-white/10 bg-ink-900 p-5 wrap-break-word ${widths}`}
        >
          {label ? (
            <p className="text-sm font-semibold text-aqua-400">{label(index + 1)}</p>
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-aqua-400 font-bold text-ink-950"
            >
              {index + 1}
            </span>
          )}
          <h3 className={`${label ? 'mt-2' : 'mt-4'} font-semibold hyphens-auto text-white`}>{step.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-chrome-200">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
