// A service priced by vehicle, made from the first service of the content with the turn fields' own vehicles: its
// table on the service page, its offers in the structured data, and a service without prices left as it was.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceFacts } from '../components/detail/ServiceTop.tsx';
import { services } from '../generated/content.ts';
import { fill } from '../lib/fill.ts';
import { priceRangeOf, serviceJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';
import { formatDate, formatPesos } from './format.ts';
import { PriceTable } from './PriceTable.tsx';

const words = { prices: siteConfig.texts.prices, vehicles: siteConfig.texts.turn.vehicles };
const [firstVehicle = '', secondVehicle = ''] = words.vehicles;
const base = services[0];
if (!base || !secondVehicle) throw new Error('the test needs a service and two vehicles in the content');
/** Priced in the opposite order of the turn fields' list, with one extra. */
const priced = {
  ...base,
  prices: [
    { vehicle: secondVehicle, from: 32000 },
    { vehicle: firstVehicle, from: 25000 },
  ],
  extras: [{ name: 'Pelo de mascota', price: 5000 }],
};
/** The words of a table's cells, row by row. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );

describe('prices by vehicle', () => {
  it('a table in the order of the turn fields, the extras with what they add, and the day they were checked', () => {
    const html = renderToStaticMarkup(<PriceTable service={priced} words={words} updated="2026-11-02" />);
    expect(rowsOf(html)).toEqual([
      [words.prices.vehicle, words.prices.from],
      [firstVehicle, formatPesos(25000)],
      [secondVehicle, formatPesos(32000)],
    ]);
    expect(html).toContain(`<th scope="row"`);
    expect(html).toContain(`>${words.prices.extras}</p>`);
    const extras = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) =>
      [...(item[1] ?? '').matchAll(/<span[^>]*>([\s\S]*?)<\/span>/g)].map((part) => part[1]),
    );
    expect(extras).toEqual([['Pelo de mascota', fill(words.prices.extraValue, { precio: formatPesos(5000) })]]);
    expect(html).toContain(fill(words.prices.updated, { fecha: formatDate('2026-11-02') }));
  });

  it('without a date set, no date line', () => {
    const html = renderToStaticMarkup(<PriceTable service={priced} words={words} />);
    expect(html).not.toContain(fill(words.prices.updated, { fecha: '' }).trim());
  });

  it("the service page's price row becomes the table; a service without prices keeps its price text", () => {
    const pricedFacts = renderToStaticMarkup(<ServiceFacts service={priced} />);
    expect(pricedFacts).toContain('<table');
    expect(pricedFacts).not.toContain(`>${base.price}</dd>`);
    const plainFacts = renderToStaticMarkup(<ServiceFacts service={base} />);
    expect(plainFacts).not.toContain('<table');
    expect(plainFacts).toContain(`>${base.price}</dd>`);
  });

  it('structured data: an offer for each vehicle, its price "desde" as the minimum in pesos; none without prices', () => {
    const [service] = serviceJsonLd(siteConfig, priced);
    expect(service.offers).toEqual([
      {
        '@type': 'Offer',
        name: secondVehicle,
        priceCurrency: 'ARS',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 32000, priceCurrency: 'ARS' },
      },
      {
        '@type': 'Offer',
        name: firstVehicle,
        priceCurrency: 'ARS',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 25000, priceCurrency: 'ARS' },
      },
    ]);
    const plain = { ...base, prices: undefined, extras: undefined };
    expect(serviceJsonLd(siteConfig, plain)[0]).not.toHaveProperty('offers');
    expect(priceRangeOf([plain, priced])).toBe('Desde $25.000');
  });
});
