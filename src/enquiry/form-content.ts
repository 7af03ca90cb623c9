// What the contact form shows and composes, the same on every page that has it. The form's island script bundles it
// (src/generated/browser-form.ts, written by the build), so no page carries it as data; what its turn fields check and
// note travels apart, with their code (src/generated/browser-turn-checks.ts).
import type { TurnTexts, FormTexts, Service, SiteConfig } from '../content/schema/index.ts';
import { pricesByOption, type PricesByOption, type ReferenceWords } from '../prices/reference.ts';
import { picker } from '../lib/pick.ts';
import { bands, type Band } from './turn-request.ts';

/** The form's own words: its labels, the toast and the chat message's. The Worker's notices stay on the server. */
// prettier-ignore
const formWordsOf = picker<FormTexts>()(
  'name', 'namePlaceholder', 'phone', 'email', 'service', 'servicePlaceholder', 'message', 'requiredNote', 'submit',
  'sentTitle', 'sentLead', 'messageName', 'messagePhone', 'messageEmail', 'messageService',
);
export type FormWords = ReturnType<typeof formWordsOf>;

/** The turn fields' labels and choices. */
// prettier-ignore
const turnFieldWordsOf = picker<TurnTexts>()(
  'disclosure', 'lead', 'vehicle', 'vehiclePlaceholder', 'vehicles', 'model', 'modelPlaceholder', 'day', 'dayHint',
  'band', 'bandPlaceholder',
);
export type TurnFieldWords = ReturnType<typeof turnFieldWordsOf> & {
  /** The time bands to choose from, each with its name. */
  bands: { value: Band; label: string }[];
};

export interface ContactFormContent {
  /** The form's heading (home.yaml → contact.formTitle). */
  title: string;
  /** The service select's options (site.yaml → contactFormServices). */
  serviceOptions: string[];
  words: FormWords;
  turnWords: TurnFieldWords;
  /** How many weeks ahead a turn may be asked for, which the day's hint says. */
  weeksAhead: number;
  /** The chat the form opens, and the line its message ends with. */
  chat: { digits: string; closingLine: string };
  /** Each option's reference price, which the turn fields show and the chat text carries (src/prices/reference.ts). */
  prices: PricesByOption;
  priceWords: ReferenceWords;
}

/**
 * The contact form's content, from the checked site facts and the form's title.
 *
 * @example
 * contactFormContentOf(site, services, home.contact.formTitle).serviceOptions // site.yaml → contactFormServices
 */
export function contactFormContentOf(
  site: SiteConfig,
  services: readonly Pick<Service, 'formOption' | 'price' | 'prices' | 'extras'>[],
  title: string,
): ContactFormContent {
  const { reference, referenceText, chosenExtras, extraValue, extras, ask } = site.texts.prices;
  return {
    title,
    serviceOptions: site.contactFormServices,
    words: formWordsOf(site.texts.form),
    turnWords: {
      ...turnFieldWordsOf(site.texts.turn),
      bands: bands.map((value) => ({ value, label: site.texts.turn[value] })),
    },
    weeksAhead: site.turns.weeksAhead,
    chat: { digits: site.phone.chatDigits, closingLine: site.chat.formClosingLine },
    prices: pricesByOption(services, site.texts.turn.vehicles, ask),
    priceWords: { reference, referenceText, chosenExtras, extraValue, extras },
  };
}
