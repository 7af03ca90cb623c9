// The days and time bands a turn may be asked for, from the opening hours, and the turn's chat lines: pure calendar
// arithmetic, checked with the site's own hours and with hours the owner might set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bandHours,
  turnBlock,
  turnLines,
  turnRulesOf,
  turnWindow,
  checkTurnDay,
  durationNote,
  durationsByOption,
  formatDay,
  isCalendarDay,
  refusalMessage,
  weekdayOf,
  type TurnRules,
} from './turn-rules.ts';
import { composeEnquiry } from './message.ts';
import { turnOf } from './turn-counts.ts';
import { siteConfig } from '../site.config.ts';
import { services } from '../generated/content.ts';

// The usual week, without holidays: the special days have their own tests (special-days.worker.test.ts).
const rules = turnRulesOf(siteConfig, []);
const words = siteConfig.texts.turn;
const hours = siteConfig.texts.hours;
const saturday = rules.periods.find((period) => period.days.includes('saturday'));
const weekday = rules.periods.find((period) => period.days.includes('monday'));

describe('calendar days', () => {
  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-28', 3)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the weekday of a day, whatever the time zone of the machine', () => {
    expect(weekdayOf('2026-11-28')).toBe('saturday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('2026-11-30')).toBe('monday');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(weekdayOf(addDays(day, 7))).toBe(weekdayOf(day));
        },
      ),
    );
  });

  it('takes only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-28')).toBe(true);
    for (const value of ['2026-02-30', '2026-13-01', '28/11/2026', '', '2026-11-28T10:00', 'mañana']) {
      expect(isCalendarDay(value), value).toBe(false);
    }
  });

  it('writes a day as a visitor reads it: "sábado 28/11"', () => {
    expect(formatDay('2026-11-28', hours)).toBe(`${hours.days.saturday} 28/11`);
  });
});

describe('the days on offer', () => {
  it('run from tomorrow to the weeks ahead of site.yaml', () => {
    expect(turnWindow('2026-11-25', rules)).toEqual({
      first: '2026-11-26',
      last: addDays('2026-11-25', siteConfig.turns.weeksAhead * 7),
    });
  });

  it('today and earlier are past; the first open day is named', () => {
    expect(checkTurnDay({ day: '2026-11-25', band: '' }, '2026-11-25', rules)).toEqual({
      reason: 'past',
      first: '2026-11-26',
    });
    // Saturday: tomorrow is Sunday, closed; Monday is the first day on offer.
    expect(checkTurnDay({ day: '2026-11-20', band: '' }, '2026-11-28', rules)).toEqual({
      reason: 'past',
      first: '2026-11-30',
    });
  });

  it('every day the opening hours close is refused, every open day in the window is taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: siteConfig.turns.weeksAhead * 7 }), (ahead) => {
        const day = addDays('2026-11-25', ahead);
        const open = rules.periods.some((period) => period.days.includes(weekdayOf(day)));
        const refusal = checkTurnDay({ day, band: '' }, '2026-11-25', rules);
        expect(refusal).toEqual(open ? undefined : { reason: 'closed', weekday: weekdayOf(day) });
      }),
    );
    expect(refusalMessage({ reason: 'closed', weekday: 'sunday' }, words, hours)).toBe(
      words.closedDay.replace('{días}', `${hours.days.sunday}s`),
    );
  });

  it("the afternoon band ends at each day's closing hour: earlier on Saturday", () => {
    expect(bandHours(rules, 'saturday', 'afternoon')).toEqual({
      from: siteConfig.turns.afternoonFrom,
      to: saturday?.closes,
    });
    expect(bandHours(rules, 'monday', 'afternoon')?.to).toBe(weekday?.closes);
    expect(bandHours(rules, 'sunday', 'morning')).toBeUndefined();
  });

  it('a Saturday that closes at midday has no afternoon: that band is refused, saying the hours', () => {
    const halfSaturday: TurnRules = {
      ...rules,
      periods: [
        { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '19:00' },
        { days: ['saturday'], opens: '09:00', closes: '13:00' },
      ],
    };
    expect(bandHours(halfSaturday, 'saturday', 'afternoon')).toBeUndefined();
    expect(bandHours(halfSaturday, 'saturday', 'morning')).toEqual({ from: '09:00', to: '13:00' });
    const refusal = checkTurnDay({ day: '2026-11-28', band: 'afternoon' }, '2026-11-25', halfSaturday);
    expect(refusal).toEqual({ reason: 'closedBand', weekday: 'saturday', opens: '09:00', closes: '13:00' });
    expect(refusal && refusalMessage(refusal, words, hours)).toBe(
      words.closedBand.replace('{días}', `${hours.days.saturday}s`).replace('{horario}', '9:00 a 13:00'),
    );
    expect(checkTurnDay({ day: '2026-11-28', band: 'morning' }, '2026-11-25', halfSaturday)).toBeUndefined();
  });
});

describe('the turn in the chat text', () => {
  const request = { vehicle: 'Moto', model: 'Yamaha FZ', day: '2026-11-28', band: 'morning' };

  it('follows the greeting: vehicle, make and model, day, band with its hours, service, photos', () => {
    const block = turnBlock(request, rules, words, hours);
    const text = composeEnquiry(
      { name: 'Ana', phone: '11', email: '', service: 'Lavados a vapor de motos', message: 'Hola' },
      siteConfig.texts.form,
      siteConfig.chat.formClosingLine,
      block,
    );
    expect(text.split('\n').slice(0, 10)).toEqual([
      `${siteConfig.texts.form.messageName} Ana`,
      '',
      ...turnLines(request, rules, words, hours),
      `${siteConfig.texts.form.messageService} Lavados a vapor de motos`,
      words.messagePhotos,
      '',
      `${siteConfig.texts.form.messagePhone} 11`,
    ]);
    expect(turnLines(request, rules, words, hours)[2]).toBe(`${words.messageDay} ${hours.days.saturday} 28/11`);
  });

  it('empty turn fields add nothing to the message', () => {
    expect(turnBlock({ vehicle: '', model: ' ', day: '', band: '' }, rules, words, hours)).toBeUndefined();
  });

  it('a job measured in days says the vehicle stays in the workshop', () => {
    expect(durationNote('1-3 días', words)).toBe(words.staysInWorkshop.replace('{duración}', '1-3 días'));
    expect(durationNote('4-8 horas', words)).toBe(words.duration.replace('{duración}', '4-8 horas'));
    const durations = durationsByOption(services);
    for (const service of services) {
      if (service.formOption) expect(durations[service.formOption]).toBeDefined();
    }
  });

  it('counts only the weekday and band preferred, and the vehicle if it is one of the list', () => {
    const vehicle = words.vehicles[0] ?? '';
    expect(turnOf({ ...request, vehicle }, words.vehicles)).toEqual({ weekday: 'saturday', band: 'morning', vehicle });
    expect(turnOf({ day: 'pronto', band: 'noche', vehicle: '' }, words.vehicles)).toEqual({
      weekday: 'any',
      band: 'any',
      vehicle: 'any',
    });
  });
});
