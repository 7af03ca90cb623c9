// A service's prices by vehicle: a small table of "desde" prices in the order of the turn fields' vehicles, what adds
// to them, and the day the owner last checked them. Drawn on the service's page (ServiceTop.tsx, a first screen: its
// classes are in that page's inline stylesheet) from the content alone.
import type { Service, SiteTexts } from '../content/schema/index.ts';
import { fill } from '../lib/fill.ts';
import { formatDate, formatPesos } from './format.ts';
import { pricesInOrder } from './reference.ts';

export interface PriceWords {
  prices: SiteTexts['prices'];
  /** The turn fields' vehicles, in their order (texts.turn.vehicles). */
  vehicles: readonly string[];
}

interface PriceTableProps {
  service: Pick<Service, 'prices' | 'extras'>;
  words: PriceWords;
  /** site.yaml's pricesUpdated: the line under the table, when the owner has set it. */
  updated?: string | undefined;
}

export function PriceTable({ service, words, updated }: PriceTableProps) {
  const { prices } = words;
  return (
    <>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="text-xs text-chrome-200">
            <th scope="col" className="px-0 pt-0 pb-1 font-medium">
              {prices.vehicle}
            </th>
            <th scope="col" className="px-0 pt-0 pb-1 text-right font-medium">
              {prices.from}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10">
          {pricesInOrder(service, words.vehicles).map(({ vehicle, from }) => (
            <tr key={vehicle}>
              <th scope="row" className="py-1.5 pr-4 pl-0 font-normal text-chrome-100">
                {vehicle}
              </th>
              <td className="px-0 py-1.5 text-right font-semibold whitespace-nowrap text-white">{formatPesos(from)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {service.extras && (
        <>
          <p className="mt-3 text-xs text-chrome-200">{prices.extras}</p>
          <ul className="mt-1 divide-y divide-white/10">
            {service.extras.map(({ name, price }) => (
              <li key={name} className="flex justify-between gap-4 py-1.5">
                <span className="text-chrome-100">{name}</span>
                <span className="font-semibold whitespace-nowrap text-white">
                  {fill(prices.extraValue, { precio: formatPesos(price) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {updated && (
        <p className="mt-3 text-xs text-chrome-200">{fill(prices.updated, { fecha: formatDate(updated) })}</p>
      )}
    </>
  );
}
