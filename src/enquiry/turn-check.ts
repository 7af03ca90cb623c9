// The contact form's turn fields, checked: the days on offer, why a day is refused, the notes beside the day, and the
// turn's part of the chat message. The form's island loads this module, with the words and rules it needs
// (src/generated/browser-turn-checks.ts), only once the visitor opens the turn fields, and gives it today's date on Buenos
// Aires' calendar from the visitor's clock. Browser code only: the server writes its notes from the content itself.
import { turnChecks } from '../generated/browser-turn-checks.ts';
import { hoursTexts } from '../generated/browser-content.ts';
import { readTurnRequest } from './turn-request.ts';
import {
  checkTurnDay,
  closedDaysNote,
  countedReason,
  refusalMessage,
  turnBlock,
  turnNotes,
  turnWindow,
} from './turn-rules.ts';
import { nearestDay } from '../lib/special-days.ts';
import type { TurnBlock } from './message.ts';
import { generalEnquiry } from './counts.ts';
import { refusedCountUrl, turnCountUrl, turnOf } from './turn-counts.ts';

const { rules, words } = turnChecks;

/**
 * The first and last day a turn may be asked for, counted from `today` (YYYY-MM-DD): the day picker starts and ends on
 * days the workshop takes turns; `closed` names the holidays, closures and full days between them.
 */
export function offeredDays(today: string): { first: string; last: string; closed: string } {
  const { first, last } = turnWindow(today, rules);
  return {
    first: nearestDay(first, rules.periods, rules.special, 1, true),
    last: nearestDay(last, rules.periods, rules.special, -1, true),
    closed: closedDaysNote(today, rules, words, hoursTexts),
  };
}

/**
 * The turn fields of a form, checked: why the day is refused, if it is, the notes beside it, and where to count a
 * refusal for a holiday, a closure or a full day.
 */
export function checkTurn(
  form: HTMLFormElement,
  today: string,
): { refusal: string | undefined; notes: string; refusedCountUrl: string | undefined } {
  const data = new FormData(form);
  const request = readTurnRequest(data);
  const service = String(data.get('service') ?? '');
  const refused = request.day === '' ? undefined : checkTurnDay(request, today, rules);
  const refusal = refused && refusalMessage(refused, words, hoursTexts);
  const reason = refused && countedReason(refused);
  return {
    refusal,
    notes: turnNotes(turnChecks, hoursTexts, { day: request.day, service, refusal }),
    refusedCountUrl: reason && refusedCountUrl(service || generalEnquiry, reason),
  };
}

/** The turn's part of the chat message and where to count it; nothing when the turn fields are empty. */
export function turnMessage(
  form: HTMLFormElement,
  service: string,
): { block: TurnBlock; countUrl: string } | undefined {
  const request = readTurnRequest(new FormData(form));
  const block = turnBlock(request, rules, words, hoursTexts);
  return block && { block, countUrl: turnCountUrl(service, turnOf(request, words.vehicles)) };
}
