import { describe, expect, test } from 'vitest';
import { keepUnitWithNumber, keepUnitsWithNumbers } from './units.ts';

const nbsp = '\u00a0';

describe('keepUnitWithNumber', () => {
  test.each([
    ['resiste hasta 650 °C', `resiste hasta 650${nbsp}°C`],
    ['lleva 4-8 horas', `lleva 4-8${nbsp}horas`],
    ['1 hora', `1${nbsp}hora`],
    ['1-3 días de trabajo', `1-3${nbsp}días de trabajo`],
    ['el 98 % de los clientes', `el 98${nbsp}% de los clientes`],
    ['garantía de 6 meses', `garantía de 6${nbsp}meses`],
    ['dura 3–5 años', `dura 3–5${nbsp}años`],
  ])('%s', (text, expected) => {
    expect(keepUnitWithNumber(text)).toBe(expected);
  });

  test.each([
    'Luzuriaga 395, Barracas',
    'el 24 de diciembre',
    'Modelo 2020 mesa', // a word that only starts like a unit
    '4 díasadelante',
    'Ley 25.326',
  ])('leaves "%s" as it is', (text) => {
    expect(keepUnitWithNumber(text)).toBe(text);
  });
});

describe('keepUnitsWithNumbers', () => {
  test('walks objects and arrays, leaving other values alone', () => {
    const content = { title: 'A 160 °C', steps: ['2 horas', { detail: '3 meses' }], order: 2, sample: true };
    expect(keepUnitsWithNumbers(content)).toEqual({
      title: `A 160${nbsp}°C`,
      steps: [`2${nbsp}horas`, { detail: `3${nbsp}meses` }],
      order: 2,
      sample: true,
    });
  });
});
