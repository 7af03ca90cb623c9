// The reference price the contact form's turn fields show once a service and a vehicle are chosen, and the chat lines
// that carry it with the extras the visitor ticked. Which line shows is decided by the stylesheet, from the selects'
// own state (priceReferenceCss, written by the build), so the same line shows before any script and without
// JavaScript; the browser (src/enquiry/ContactForm.tsx) and the Worker (src/enquiry/routes.tsx) compose the same chat
// lines with priceLines.
import type { Service, SiteTexts } from '../content/schema/index.ts';
import { fill } from '../lib/fill.ts';
import { formatPesos } from './format.ts';

/** What a form option's service says about its price. */
export interface OptionPrices {
  /** The "desde" price by vehicle, in the turn fields' order of vehicles. */
  byVehicle?: { vehicle: string; from: number }[];
  /** The service's one price text ("Desde $25.000") when it has no prices by vehicle and does not say "Consultar". */
  text?: string;
  extras?: { name: string; price: number }[];
}

/** The service's prices in the order of the turn fields' vehicles (the build accepts no other vehicle). */
export const pricesInOrder = <Price extends { vehicle: string }>(
  service: { prices?: readonly Price[] | undefined },
  vehicles: readonly string[],
): Price[] => [...(service.prices ?? [])].sort((a, b) => vehicles.indexOf(a.vehicle) - vehicles.indexOf(b.vehicle));

/** Each contact-form option's prices; an option without any (or whose service says "Consultar") is not in it. */
export type PricesByOption = Record<string, OptionPrices>;

/** The words of the reference line and of the chat lines (site.yaml → texts.prices). */
export type ReferenceWords = Pick<
  SiteTexts['prices'],
  'reference' | 'referenceText' | 'chosenExtras' | 'extraValue' | 'extras'
>;

/** The form's fields the reference reads: the service select, the vehicle select and the extras' checkboxes. */
export const referenceFields = { service: 'service', vehicle: 'vehicle', extra: 'extra' } as const;

/**
 * Each form option's prices, from its service (the first service naming the option, as its duration). `ask` is the
 * text that means "no price written" (texts.prices.ask, "Consultar").
 */
export function pricesByOption(
  services: readonly Pick<Service, 'formOption' | 'price' | 'prices' | 'extras'>[],
  vehicles: readonly string[],
  ask: string,
): PricesByOption {
  const options: PricesByOption = {};
  for (const service of services) {
    const { formOption, price, extras } = service;
    if (!formOption || formOption in options) continue;
    const byVehicle = pricesInOrder(service, vehicles).map(({ vehicle, from }) => ({ vehicle, from }));
    const text = price.trim();
    const priced: OptionPrices = {
      ...(byVehicle.length > 0
        ? { byVehicle }
        : text && text.toLocaleLowerCase('es') !== ask.trim().toLocaleLowerCase('es')
          ? { text }
          : {}),
      ...(extras && extras.length > 0 ? { extras: extras.map(({ name, price }) => ({ name, price })) } : {}),
    };
    if (priced.byVehicle || priced.text) options[formOption] = priced;
  }
  return options;
}

/** The value an extra's checkbox posts: the option with the extra's name, so a box left ticked under another service
 * never counts for the one sent. */
export const extraValue = (option: string, extra: string): string => `${option}|${extra}`;

/** The reference line for a vehicle: its "desde" price, or the service's one text; nothing for a vehicle not priced. */
export function referenceLine(prices: OptionPrices, vehicle: string, words: ReferenceWords): string | undefined {
  if (prices.text !== undefined) return fill(words.referenceText, { precio: prices.text });
  const from = prices.byVehicle?.find((price) => price.vehicle === vehicle)?.from;
  return from === undefined ? undefined : fill(words.reference, { vehículo: vehicle, precio: formatPesos(from) });
}

/** An extra as the form and the chat name it, e.g. "Pelo de mascota +$ 5.000". */
export const extraLabel = (extra: { name: string; price: number }, words: ReferenceWords): string =>
  `${extra.name} ${fill(words.extraValue, { precio: formatPesos(extra.price) })}`;

/**
 * The chat lines of a turn request's price: the reference line for the chosen service and vehicle, and the extras
 * ticked under that service; nothing when the service has no price or the vehicle none.
 */
export function priceLines(
  fields: Pick<FormData, 'get' | 'getAll'>,
  prices: PricesByOption,
  words: ReferenceWords,
): string[] {
  const option = String(fields.get(referenceFields.service) ?? '');
  const vehicle = String(fields.get(referenceFields.vehicle) ?? '');
  const priced = Object.hasOwn(prices, option) ? prices[option] : undefined;
  const line = priced && vehicle ? referenceLine(priced, vehicle, words) : undefined;
  if (!priced || !line) return [];
  const ticked = new Set(fields.getAll(referenceFields.extra).map(String));
  const extras = (priced.extras ?? []).filter((extra) => ticked.has(extraValue(option, extra.name)));
  return [
    line,
    ...(extras.length > 0
      ? [fill(words.chosenExtras, { adicionales: extras.map((extra) => extraLabel(extra, words)).join(', ') })]
      : []),
  ];
}

/** A CSS string holding any text, for an attribute selector. */
const cssString = (value: string): string => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

/**
 * The rules that show an option's reference (its block numbered in the order of `prices`) once its service and a vehicle it has a line for are chosen, and in it the
 * chosen vehicle's line (client/site-components.css hides them all otherwise). Written by the build into the site's
 * stylesheet (src/generated/price-reference.css): they hold from the first paint, with or without scripts.
 */
export function priceReferenceCss(prices: PricesByOption, vehicles: readonly string[]): string {
  const { service, vehicle } = referenceFields;
  const chosen = (field: string, values: readonly string[]) =>
    `:has(select[name="${field}"] option:is(${values.map((value) => `[value=${cssString(value)}]`).join(', ')}):checked)`;
  const rules: string[] = [];
  for (const [index, [option, priced]] of Object.entries(prices).entries()) {
    const lined = priced.text !== undefined ? vehicles : (priced.byVehicle ?? []).map((price) => price.vehicle);
    if (lined.length > 0)
      rules.push(
        `form${chosen(service, [option])}${chosen(vehicle, lined)} [data-price="${index}"] { display: block; }`,
      );
  }
  for (const name of vehicles)
    rules.push(`form${chosen(vehicle, [name])} [data-price-vehicle=${cssString(name)}] { display: block; }`);
  return `${rules.join('\n')}\n`;
}
