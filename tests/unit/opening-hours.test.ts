import { describe, expect, it } from 'vitest';
import { describeOpeningHours, formatTime } from '../../src/lib/opening-hours.ts';
import { siteConfig } from '../../src/site.config.ts';

describe('describeOpeningHours', () => {
  it('reads the workshop hours as a visitor says them', () => {
    expect(describeOpeningHours(siteConfig.openingHours.periods)).toEqual([
      { days: 'Lunes a viernes', hours: '9:00 a 19:00', closed: false },
      { days: 'Sábado', hours: '9:00 a 18:00', closed: false },
      { days: 'Domingo', hours: 'Cerrado', closed: true },
    ]);
  });

  it('joins two consecutive days with "y" and splits days with different hours', () => {
    expect(
      describeOpeningHours([
        { days: ['monday', 'tuesday'], opens: '08:30', closes: '12:00' },
        { days: ['thursday'], opens: '10:00', closes: '20:00' },
      ]),
    ).toEqual([
      { days: 'Lunes y martes', hours: '8:30 a 12:00', closed: false },
      { days: 'Miércoles', hours: 'Cerrado', closed: true },
      { days: 'Jueves', hours: '10:00 a 20:00', closed: false },
      { days: 'Viernes a domingo', hours: 'Cerrado', closed: true },
    ]);
  });
});

describe('formatTime', () => {
  it('drops the leading zero of the hour only', () => {
    expect(formatTime('09:00')).toBe('9:00');
    expect(formatTime('19:05')).toBe('19:05');
    expect(formatTime('00:30')).toBe('0:30');
  });
});
