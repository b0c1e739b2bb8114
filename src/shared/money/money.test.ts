import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { taxCents, totalsFor } from './money';

describe('taxCents', () => {
  it('charges 13% HST on a catalogue subtotal', () => {
    expect(taxCents(780, 1300)).toBe(101); // 101.4 rounds down
    expect(taxCents(1000, 1300)).toBe(130);
    expect(taxCents(0, 1300)).toBe(0);
  });

  it('rounds a half cent up', () => {
    expect(taxCents(50, 1300)).toBe(7); // 6.5
    expect(taxCents(150, 1300)).toBe(20); // 19.5
  });

  it('refuses fractional and negative amounts', () => {
    expect(() => taxCents(7.8, 1300)).toThrow(RangeError);
    expect(() => taxCents(-100, 1300)).toThrow(RangeError);
  });

  it('is never more than half a cent away from the exact tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (subtotal) => {
        const exact = (subtotal * 13) / 100;
        expect(Math.abs(taxCents(subtotal, 1300) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('totalsFor', () => {
  it('adds tax once to the whole subtotal', () => {
    const totals = totalsFor(
      [
        { unitPriceCents: 780, quantity: 2 },
        { unitPriceCents: 1000, quantity: 1 },
      ],
      1300,
    );
    expect(totals).toEqual({ subtotalCents: 2560, taxCents: 333, totalCents: 2893 });
  });

  it('is zero for an empty cart', () => {
    expect(totalsFor([], 1300)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});
