// A number and its unit stay on one line: "650 °C", "4-8 horas", "98 %" never break between the two. The owner writes
// an ordinary space; the build writes a no-break space in every text of the content.

/** The units written after a number in the content's Spanish: temperatures, shares, times, lengths. */
const units = [
  '°C',
  '°',
  '%',
  'hs',
  'horas?',
  'días?',
  'semanas?',
  'meses',
  'mes',
  'años?',
  'minutos?',
  'min',
  'km',
  'cm',
  'mm',
];
const numberThenUnit = new RegExp(`(\\d) (?=(?:${units.join('|')})(?![\\p{L}\\d]))`, 'gu');

/** `text` with a no-break space between each number and the unit after it. */
export function keepUnitWithNumber(text: string): string {
  return text.replace(numberThenUnit, '$1\u00a0');
}

/** Every string in `value` (objects and arrays walked through) with its numbers and units kept together. */
export function keepUnitsWithNumbers<Value>(value: Value): Value {
  if (typeof value === 'string') return keepUnitWithNumber(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => keepUnitsWithNumbers(item)) as Value;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, keepUnitsWithNumbers(item as unknown)]),
    ) as Value;
  return value;
}
