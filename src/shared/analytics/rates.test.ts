import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageCents, funnelOf, percentChange, percentOf, pointChange } from './rates';

describe('the dashboard’s rates', () => {
  it('gives a share as a whole percent, halves rounded up', () => {
    expect(percentOf(1, 8)).toBe(13); // 12.5
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(3, 2)).toBe(150);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('averages to the cent, a half cent rounded up', () => {
    expect(averageCents(1001, 2)).toBe(501); // 500.5
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(2000, 3)).toBe(667);
    expect(averageCents(0, 0)).toBeNull();
  });

  it('measures change against the previous period in percent, and rates in points', () => {
    expect(percentChange(250, 200)).toBe(25);
    expect(percentChange(150, 200)).toBe(-25);
    expect(percentChange(1, 8)).toBe(-88); // -87.5: a half away from zero
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(pointChange(12, 10)).toBe(2);
    expect(pointChange(null, 10)).toBeNull();
  });

  it('is never more than half a percent from the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (part, whole) => {
        expect(Math.abs(percentOf(part, whole)! - (part * 100) / whole)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('refuses fractions', () => {
    expect(() => percentOf(1, 2.5)).toThrow(RangeError);
    expect(() => percentOf(0.005, 2)).toThrow(RangeError);
  });
});

describe('a funnel', () => {
  it('gives each step as a percent of the one before', () => {
    expect(funnelOf([['a', 8], ['b', 4], ['c', 1], ['d', 0]])).toEqual([
      { step: 'a', count: 8, percentOfPrevious: null },
      { step: 'b', count: 4, percentOfPrevious: 50 },
      { step: 'c', count: 1, percentOfPrevious: 25 },
      { step: 'd', count: 0, percentOfPrevious: 0 },
    ]);
    expect(funnelOf([['a', 0], ['b', 0]])[1]!.percentOfPrevious).toBeNull();
  });
});
