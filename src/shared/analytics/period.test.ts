import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datesOf, daysIn, lastDays, MAX_PERIOD_DAYS, periodProblem, previousPeriod } from './period';

describe('the figures’ periods', () => {
  it('counts calendar days, the first and last included, across daylight-saving changes', () => {
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysIn({ from: '2026-03-07', to: '2026-03-09' })).toBe(3); // 8 March is 23 hours in Toronto
    expect(daysIn({ from: '2026-10-31', to: '2026-11-02' })).toBe(3); // 1 November is 25 hours
    expect(daysIn({ from: '2028-01-01', to: '2028-12-31' })).toBe(366);
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-10' })).toEqual({ from: '2026-02-19', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2027-01-01', to: '2027-01-01' })).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('lists every day once, in order, month and year ends included', () => {
    expect(datesOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('takes "the last n days" as today and the n - 1 days before it', () => {
    expect(lastDays('2026-03-10', 7)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastDays('2026-03-10', 1)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(() => lastDays('2026-03-10', 0)).toThrow(RangeError);
  });

  it('refuses impossible dates, reversed periods and periods over a year', () => {
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid-date');
    expect(periodProblem({ from: '2026-3-1', to: '2026-03-01' })).toBe('invalid-date');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(periodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined();
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('too-long');
    expect(MAX_PERIOD_DAYS).toBe(366);
  });

  it('always ends the previous period the day before, with as many days', () => {
    const dates = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: MAX_PERIOD_DAYS }), (start, length) => {
        const from = start.toISOString().slice(0, 10);
        const period = { from, to: datesOf({ from, to: '2100-12-31' })[length - 1]! };
        const previous = previousPeriod(period);
        expect(daysIn(previous)).toBe(length);
        expect(datesOf({ from: previous.to, to: period.from })).toHaveLength(2);
      }),
      { numRuns: 200 },
    );
  });
});
