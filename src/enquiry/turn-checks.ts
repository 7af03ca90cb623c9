// What the turn fields' checks and notes need, chosen once from the checked content: the rules, just the words the
// checks and the chat lines use, each form option's duration. The build writes it for the browser
// (src/generated/browser-turn-checks.ts, loaded with turn-check.ts); the server's notes take the same (turn-notes.ts).
import type { TurnTexts, SiteConfig } from '../content/schema/index.ts';
import { picker } from '../lib/pick.ts';
import type { Holiday } from '../lib/special-days.ts';
import { durationsByOption, turnRulesOf, type TurnRules } from './turn-rules.ts';

/**
 * The words the turn's checks and chat lines use (site.yaml → texts.turn), and the vehicles a turn's count may name:
 * all the browser needs of them.
 */
// prettier-ignore
export const turnMessagesOf = picker<TurnTexts>()(
  'morning', 'afternoon', 'bandPlaceholder', 'dayHours', 'duration', 'staysInWorkshop', 'invalidDay', 'pastDay',
  'tooFar', 'closedDay', 'closedBand', 'holidayDay', 'closureDay', 'fullDay', 'specialBand', 'holidayHours',
  'closedDays', 'messageVehicle', 'messageModel', 'messageDay', 'messageBand', 'messagePhotos', 'vehicles',
);
export type TurnMessages = ReturnType<typeof turnMessagesOf>;

/** What the turn fields' checks and notes need: the rules, their words, each form option's duration. */
export interface TurnChecks {
  rules: TurnRules;
  words: TurnMessages;
  durations: Record<string, string>;
}

/** The turn checks from the checked content: the server's, and the browser's (src/generated/browser-turn-checks.ts). */
export const turnChecksOf = (
  site: Pick<SiteConfig, 'openingHours' | 'turns' | 'texts' | 'holidayOpenings' | 'closures' | 'fullDays'>,
  services: readonly { formOption?: string; duration: string }[],
  holidays: readonly Holiday[],
): TurnChecks => ({
  rules: turnRulesOf(site, holidays),
  words: turnMessagesOf(site.texts.turn),
  durations: durationsByOption(services),
});
