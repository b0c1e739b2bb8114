import { describe, expect, it } from 'vitest';
import { depositAmounts, depositSubtotalCents } from './deposits';

const HST = 1_300;

describe('a service deposit', () => {
  it('asks none when the service sets none, or when it comes to nothing', () => {
    expect(depositSubtotalCents({ kind: 'none', value: 0 }, 5_000)).toBeUndefined();
    expect(depositSubtotalCents({ kind: 'fixed', value: 2_000 }, 0)).toBeUndefined();
    expect(depositSubtotalCents({ kind: 'percent', value: 1 }, 49)).toBeUndefined();
  });

  it('asks a fixed amount, never more than the visit costs', () => {
    expect(depositSubtotalCents({ kind: 'fixed', value: 2_000 }, 6_500)).toBe(2_000);
    expect(depositSubtotalCents({ kind: 'fixed', value: 9_000 }, 6_500)).toBe(6_500);
  });

  it('asks a percent of the pet’s price, rounded half-up to the cent', () => {
    expect(depositSubtotalCents({ kind: 'percent', value: 25 }, 6_500)).toBe(1_625);
    // 33 % of $10.05 is 331.65 cents → 332; 33 % of $10.01 is 330.33 → 330.
    expect(depositSubtotalCents({ kind: 'percent', value: 33 }, 1_005)).toBe(332);
    expect(depositSubtotalCents({ kind: 'percent', value: 33 }, 1_001)).toBe(330);
    // Exactly half a cent goes up: 50 % of 1 cent… is 1 cent.
    expect(depositSubtotalCents({ kind: 'percent', value: 50 }, 1)).toBe(1);
    expect(depositSubtotalCents({ kind: 'percent', value: 100 }, 6_500)).toBe(6_500);
  });

  it('carries HST like any service line, rounded once', () => {
    expect(depositAmounts({ kind: 'fixed', value: 2_000 }, 6_500, HST)).toEqual({ subtotalCents: 2_000, taxCents: 260, totalCents: 2_260 });
    // 13 % of 1,625 is 211.25 → 211.
    expect(depositAmounts({ kind: 'percent', value: 25 }, 6_500, HST)).toEqual({ subtotalCents: 1_625, taxCents: 211, totalCents: 1_836 });
    expect(depositAmounts({ kind: 'none', value: 0 }, 6_500, HST)).toBeUndefined();
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => depositSubtotalCents({ kind: 'fixed', value: 100 }, 10.5)).toThrow(RangeError);
  });
});
