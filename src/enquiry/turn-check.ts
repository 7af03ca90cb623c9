// The contact form's turn fields, checked: the days on offer, why a day is refused, the notes beside the day, and the
// turn's part of the chat message. The form's island loads this module, with the words and rules it needs
// (src/generated/browser-turn-checks.ts), only once the visitor opens the turn fields, and gives it today's date on Buenos
// Aires' calendar from the visitor's clock. Browser code only: the server writes its notes from the content itself.
import { turnChecks } from '../generated/browser-turn-checks.ts';
import { hoursTexts } from '../generated/browser-content.ts';
import { readTurnRequest } from './turn-request.ts';
import { turnBlock, turnWindow, checkTurnDay, turnNotes, refusalMessage } from './turn-rules.ts';
import type { TurnBlock } from './message.ts';
import { turnCountUrl, turnOf } from './turn-counts.ts';

const { rules, words } = turnChecks;

/** The first and last day a turn may be asked for, counted from `today` (YYYY-MM-DD). */
export const offeredDays = (today: string): { first: string; last: string } => turnWindow(today, rules);

/** The turn fields of a form, checked: why the day is refused, if it is, and the notes beside it. */
export function checkTurn(form: HTMLFormElement, today: string): { refusal: string | undefined; notes: string } {
  const data = new FormData(form);
  const request = readTurnRequest(data);
  const refused = request.day === '' ? undefined : checkTurnDay(request, today, rules);
  const refusal = refused && refusalMessage(refused, words, hoursTexts);
  return {
    refusal,
    notes: turnNotes(turnChecks, hoursTexts, { day: request.day, service: String(data.get('service') ?? ''), refusal }),
  };
}

/** The turn's part of the chat message and where to count it; nothing when the turn fields are empty. */
export function turnMessage(
  form: HTMLFormElement,
  service: string,
): { block: TurnBlock; countUrl: string } | undefined {
  const request = readTurnRequest(new FormData(form));
  const block = turnBlock(request, rules, words, hoursTexts);
  return block && { block, countUrl: turnCountUrl(service, turnOf(request)) };
}
