// The reference price in the contact form's turn fields: for each priced option, its line per vehicle (or its one
// text) and its extras as checkboxes. All of them are in the page; the stylesheet shows the one for the chosen service
// and vehicle (src/prices/reference.ts → priceReferenceCss), so it works from the first paint, without JavaScript.
import {
  extraLabel,
  extraValue,
  referenceFields,
  referenceLine,
  type PricesByOption,
  type ReferenceWords,
} from './reference.ts';

interface PriceReferenceProps {
  prices: PricesByOption;
  words: ReferenceWords;
  /** The extras' checkbox values ticked when the Worker sends the form back. */
  ticked?: readonly string[] | undefined;
}

export function PriceReference({ prices, words, ticked = [] }: PriceReferenceProps) {
  // Numbered in the order of the stylesheet's rules (priceReferenceCss): the option's name is in the select already.
  return Object.entries(prices).map(([option, priced], index) => (
    <div key={option} data-price={index}>
      {priced.text !== undefined
        ? referenceLine(priced, '', words)
        : priced.byVehicle?.map(({ vehicle }) => (
            <p key={vehicle} data-price-vehicle={vehicle}>
              {referenceLine(priced, vehicle, words)}
            </p>
          ))}
      {priced.extras && (
        <fieldset className="mt-3 font-normal">
          <legend className="text-sm text-chrome-200">{words.extras}</legend>
          {priced.extras.map((extra) => {
            const value = extraValue(option, extra.name);
            return (
              <label key={extra.name} className="tap-target flex items-center gap-3 text-chrome-100">
                <input
                  type="checkbox"
                  name={referenceFields.extra}
                  value={value}
                  defaultChecked={ticked.includes(value)}
                  className="size-5 shrink-0 accent-aqua-400"
                />
                {extraLabel(extra, words)}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  ));
}
