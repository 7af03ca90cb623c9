// The reference price of the contact form: which options have one, the chat lines it gives for what the form holds,
// and the stylesheet rules that show the chosen line. Fixture services: the owner writes any figures.
import { describe, expect, it } from 'vitest';
import { extraLabel, extraValue, priceLines, pricesByOption, priceReferenceCss, referenceLine } from './reference.ts';
import { formatPesos } from './format.ts';

const vehicles = ['Auto', 'Camioneta o SUV', 'Moto'];
const words = {
  reference: 'Referencia para {vehículo}: desde {precio}',
  referenceText: 'Referencia: {precio}',
  chosenExtras: 'Suma: {adicionales}',
  extraValue: '+{precio}',
  extras: 'Adicionales',
};
const byVehicle = {
  formOption: 'Pulido',
  price: 'Consultar',
  prices: [
    { vehicle: 'Moto', from: 18000 },
    { vehicle: 'Auto', from: 25000 },
  ],
  extras: [{ name: 'Pelo de mascota', price: 5000 }],
};
const written = { formOption: 'Cerámico', price: 'Desde $8.000' };
const ask = { formOption: 'Pintura', price: 'consultar' };
const prices = pricesByOption([byVehicle, written, ask, { ...written, formOption: 'Pulido' }], vehicles, 'Consultar');

/** The form's data as the browser or the Worker reads it. */
const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('reference prices', () => {
  it('by option: prices by vehicle in the turn fields’ order, a written price, none for "Consultar"', () => {
    expect(prices).toEqual({
      Pulido: {
        byVehicle: [
          { vehicle: 'Auto', from: 25000 },
          { vehicle: 'Moto', from: 18000 },
        ],
        extras: [{ name: 'Pelo de mascota', price: 5000 }],
      },
      Cerámico: { text: 'Desde $8.000' },
    });
  });

  it('the line names the vehicle and its price "desde", or the written price; nothing for a vehicle not priced', () => {
    expect(referenceLine(prices.Pulido ?? {}, 'Moto', words)).toBe(`Referencia para Moto: desde ${formatPesos(18000)}`);
    expect(referenceLine(prices.Pulido ?? {}, 'Camioneta o SUV', words)).toBeUndefined();
    expect(referenceLine(prices.Cerámico ?? {}, 'Moto', words)).toBe('Referencia: Desde $8.000');
  });

  it('the chat lines: the reference and the extras ticked under the service sent, not under another', () => {
    const pet = { name: 'Pelo de mascota', price: 5000 };
    expect(
      priceLines(
        form([
          ['service', 'Pulido'],
          ['vehicle', 'Auto'],
          ['extra', extraValue('Pulido', pet.name)],
        ]),
        prices,
        words,
      ),
    ).toEqual([`Referencia para Auto: desde ${formatPesos(25000)}`, `Suma: ${extraLabel(pet, words)}`]);
    expect(extraLabel(pet, words)).toBe(`Pelo de mascota +${formatPesos(5000)}`);
    const elsewhere = form([
      ['service', 'Cerámico'],
      ['vehicle', 'Auto'],
      ['extra', extraValue('Pulido', pet.name)],
    ]);
    expect(priceLines(elsewhere, prices, words)).toEqual(['Referencia: Desde $8.000']);
  });

  it('no chat line without a vehicle, for a service without a price, or for an unknown option', () => {
    expect(priceLines(form([['service', 'Pulido']]), prices, words)).toEqual([]);
    for (const service of ['Pintura', 'toString', ''])
      expect(
        priceLines(
          form([
            ['service', service],
            ['vehicle', 'Auto'],
          ]),
          prices,
          words,
        ),
      ).toEqual([]);
  });

  it('the stylesheet shows an option’s block for the vehicles it has a line for, and each vehicle’s line', () => {
    const css = priceReferenceCss({ ...prices, 'Con "comillas"': { text: 'Desde $1' } }, vehicles);
    expect(css).toContain(
      'form:has(select[name="service"] option:is([value="Pulido"]):checked):has(select[name="vehicle"] option:is([value="Auto"], [value="Moto"]):checked) [data-price="0"] { display: block; }',
    );
    expect(css).toContain('option:is([value="Con \\"comillas\\""]):checked)');
    expect(css).toContain(
      'form:has(select[name="vehicle"] option:is([value="Camioneta o SUV"]):checked) [data-price-vehicle="Camioneta o SUV"] { display: block; }',
    );
    expect(css.trim().split('\n')).toHaveLength(3 + vehicles.length);
  });
});
