import { describe, expect, it } from 'vitest';
import { describeOpeningHours, formatTime, openingStatus } from '../../src/lib/opening-hours.ts';
import { siteConfig } from '../../src/site.config.ts';

// The words of src/content/site.yaml: the expectations below are what a visitor reads.
const words = siteConfig.texts.hours;

describe('describeOpeningHours', () => {
  it('reads the workshop hours as a visitor says them', () => {
    expect(describeOpeningHours(siteConfig.openingHours.periods, words)).toEqual([
      { days: 'Lunes a viernes', hours: '9:00 a 19:00', closed: false },
      { days: 'Sábado', hours: '9:00 a 18:00', closed: false },
      { days: 'Domingo', hours: 'Cerrado', closed: true },
    ]);
  });

  it('joins two consecutive days with "y" and splits days with different hours', () => {
    expect(
      describeOpeningHours(
        [
          { days: ['monday', 'tuesday'], opens: '08:30', closes: '12:00' },
          { days: ['thursday'], opens: '10:00', closes: '20:00' },
        ],
        words,
      ),
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

describe('openingStatus', () => {
  const { periods, timeZone } = siteConfig.openingHours;
  // Buenos Aires is UTC−3 all year: local 09:00 is 12:00 UTC. 2026-11-16 is a Monday.
  const at = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
  const status = (isoLocal: string) => openingStatus(periods, timeZone, at(isoLocal), words).label;

  const weekdaysOfTheWeek = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it.each(weekdaysOfTheWeek)('on weekday %s opens at 9:00 sharp and closes at 19:00 sharp', (date) => {
    expect(status(`${date}T08:59`)).toBe('Cerrado · abre hoy a las 9:00');
    expect(status(`${date}T09:00`)).toBe('Abierto ahora · cierra a las 19:00');
    expect(status(`${date}T18:59`)).toBe('Abierto ahora · cierra a las 19:00');
    expect(status(`${date}T19:00`)).toBe('Cerrado · abre mañana a las 9:00');
  });

  it('on Saturday opens at 9:00 and closes at 18:00, then waits for Monday', () => {
    expect(status('2026-11-21T08:59')).toBe('Cerrado · abre hoy a las 9:00');
    expect(status('2026-11-21T09:00')).toBe('Abierto ahora · cierra a las 18:00');
    expect(status('2026-11-21T17:59')).toBe('Abierto ahora · cierra a las 18:00');
    expect(status('2026-11-21T18:00')).toBe('Cerrado · abre el lunes a las 9:00');
  });

  it('on Sunday is closed all day and opens tomorrow, Monday', () => {
    for (const time of ['00:00', '09:00', '12:00', '23:59']) {
      expect(status(`2026-11-22T${time}`)).toBe('Cerrado · abre mañana a las 9:00');
    }
  });

  it('is reported on Buenos Aires time whatever the visitor’s clock says', () => {
    // 23:30 on Friday in Madrid is 19:30 on Friday in Buenos Aires: closed.
    expect(openingStatus(periods, timeZone, new Date('2026-11-20T23:30:00+01:00'), words).label).toBe(
      'Cerrado · abre mañana a las 9:00',
    );
    // 21:30 on Sunday in Los Angeles is 02:30 on Monday in Buenos Aires.
    expect(openingStatus(periods, timeZone, new Date('2026-11-22T21:30:00-08:00'), words).label).toBe(
      'Cerrado · abre hoy a las 9:00',
    );
  });

  it('says only "Cerrado" when no day has hours', () => {
    expect(openingStatus([], timeZone, at('2026-11-16T10:00'), words)).toEqual({ open: false, label: 'Cerrado' });
  });
});
