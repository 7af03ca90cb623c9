import { describe, expect, it } from 'vitest';
import { formatDate, formatPesos } from './format.ts';

describe('prices and dates as a visitor in Argentina reads them', () => {
  it('writes pesos with the sign, a no-break space and dots between thousands', () => {
    expect(formatPesos(25000)).toBe('$\u00a025.000');
    expect(formatPesos(5000)).toBe('$\u00a05.000');
    expect(formatPesos(950)).toBe('$\u00a0950');
    expect(formatPesos(1250000)).toBe('$\u00a01.250.000');
  });

  it('writes a calendar day as day/month/year', () => {
    expect(formatDate('2026-11-28')).toBe('28/11/2026');
    expect(formatDate('2027-01-04')).toBe('04/01/2027');
  });
});
