// The review visits by week (Monday to Sunday): which weeks the owner's page shows and what each adds up.
import { describe, expect, it } from 'vitest';
import { lastWeeks, mondayOf, visitsByWeek } from './visits.ts';

describe('the weeks of the review visits', () => {
  it('start on Monday: a Monday, a Saturday and a Sunday belong to the week of that Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('go back from this week, one Monday each, across months and years', () => {
    expect(lastWeeks('2026-11-28', 3)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09']);
    expect(lastWeeks('2027-01-03', 2)).toEqual(['2026-12-28', '2026-12-21']);
    expect(lastWeeks('2026-03-02', 2)).toEqual(['2026-03-02', '2026-02-23']);
  });

  it("add up each week's days, Sunday in its own week, and give 0 to a week without visits", () => {
    const rows = [
      { day: '2026-11-15', count: 9 },
      { day: '2026-11-16', count: 1 },
      { day: '2026-11-22', count: 2 },
      { day: '2026-11-23', count: 4 },
      { day: '2026-11-28', count: 3 },
    ];
    expect(visitsByWeek(rows, ['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02'])).toEqual([
      { week: '2026-11-23', count: 7 },
      { week: '2026-11-16', count: 3 },
      { week: '2026-11-09', count: 9 },
      { week: '2026-11-02', count: 0 },
    ]);
  });
});
