import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDiscount, discountedTotals, normaliseDiscountCode, shareOut, type DiscountContext, type DiscountLine, type DiscountRule } from './discounts';

/** 10% off everything, any time, for anyone. */
const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  kind: 'percent',
  percentBasisPoints: 1_000,
  amountCents: 0,
  minSubtotalCents: 0,
  productIds: [],
  categoryIds: [],
  serviceIds: [],
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  ...overrides,
});
const context = (overrides: Partial<DiscountContext> = {}): DiscountContext => ({ now: new Date('2027-03-10T15:00:00Z'), usesSoFar: 0, usesByCustomer: 0, hasOrdered: false, ...overrides });

/** Two Small Dog Food at $7.80 (category 1) and one Rope at $10 (product 7, category 2): $25.60. */
const cart: DiscountLine[] = [
  { productId: 3, categoryId: 1, unitPriceCents: 780, quantity: 2 },
  { productId: 7, categoryId: 2, unitPriceCents: 1_000, quantity: 1 },
];

describe('a discount code (issue 32)', () => {
  it('takes its percentage off the whole subtotal, rounded half-up once, shared over the lines', () => {
    expect(applyDiscount(rule(), cart, context())).toEqual({ ok: true, discountCents: 256, coveredSubtotalCents: 2_560, lineDiscountsCents: [156, 100] });
    // 15% of $25.60 is $3.84; 12.5% is $3.20.
    expect(applyDiscount(rule({ percentBasisPoints: 1_500 }), cart, context())).toMatchObject({ discountCents: 384 });
    expect(applyDiscount(rule({ percentBasisPoints: 1_250 }), cart, context())).toMatchObject({ discountCents: 320 });
  });

  it('takes an amount off the lines it covers, never more than they cost', () => {
    expect(applyDiscount(rule({ kind: 'amount', amountCents: 500 }), cart, context())).toMatchObject({ ok: true, discountCents: 500 });
    expect(applyDiscount(rule({ kind: 'amount', amountCents: 5_000, productIds: [7] }), cart, context())).toEqual({
      ok: true,
      discountCents: 1_000,
      coveredSubtotalCents: 1_000,
      lineDiscountsCents: [0, 1_000],
    });
  });

  it('covers only the listed products, categories or services', () => {
    expect(applyDiscount(rule({ categoryIds: [1] }), cart, context())).toMatchObject({ discountCents: 156, lineDiscountsCents: [156, 0] });
    expect(applyDiscount(rule({ productIds: [7], categoryIds: [1] }), cart, context())).toMatchObject({ discountCents: 256 });
    expect(applyDiscount(rule({ serviceIds: ['full-groom'] }), cart, context())).toEqual({ ok: false, refusal: 'nothingCovered' });
    expect(applyDiscount(rule({ serviceIds: ['full-groom'] }), [{ serviceId: 'full-groom', unitPriceCents: 2_500, quantity: 1 }], context())).toMatchObject({ discountCents: 250 });
  });

  it('says why it cannot be used: not yet, no longer, used up, used by you, not a first order, below the minimum', () => {
    const now = new Date('2027-03-10T15:00:00Z');
    expect(applyDiscount(rule({ startsAt: new Date('2027-03-11T05:00:00Z') }), cart, context())).toEqual({ ok: false, refusal: 'notStarted' });
    expect(applyDiscount(rule({ endsAt: now }), cart, context())).toEqual({ ok: false, refusal: 'ended' });
    expect(applyDiscount(rule({ startsAt: now, endsAt: new Date(now.getTime() + 1) }), cart, context())).toMatchObject({ ok: true });
    expect(applyDiscount(rule({ maxUses: 100 }), cart, context({ usesSoFar: 100 }))).toEqual({ ok: false, refusal: 'usedUp' });
    expect(applyDiscount(rule({ maxUses: 100 }), cart, context({ usesSoFar: 99 }))).toMatchObject({ ok: true });
    expect(applyDiscount(rule({ maxUsesPerCustomer: 1 }), cart, context({ usesByCustomer: 1 }))).toEqual({ ok: false, refusal: 'usedByYou' });
    expect(applyDiscount(rule({ firstOrderOnly: true }), cart, context({ hasOrdered: true }))).toEqual({ ok: false, refusal: 'firstOrderOnly' });
    expect(applyDiscount(rule({ minSubtotalCents: 2_561 }), cart, context())).toEqual({ ok: false, refusal: 'belowMinimum' });
    expect(applyDiscount(rule({ minSubtotalCents: 2_560 }), cart, context())).toMatchObject({ ok: true });
  });

  it('leaves HST on the discounted price', () => {
    // $25.60 less $2.56 is $23.04; 13% HST on it is $3.00 (2.9952 rounded), $26.04 in all.
    expect(discountedTotals(2_560, 256, 1_300)).toEqual({ subtotalCents: 2_560, discountCents: 256, taxCents: 300, totalCents: 2_604 });
    expect(discountedTotals(2_560, 2_560, 1_300)).toEqual({ subtotalCents: 2_560, discountCents: 2_560, taxCents: 0, totalCents: 0 });
    expect(() => discountedTotals(2_560, 2_561, 1_300)).toThrow(RangeError);
  });

  it('is typed in any case, with spaces or dashes', () => {
    expect(normaliseDiscountCode(' welcome-10 ')).toBe('WELCOME10');
    expect(normaliseDiscountCode('Spring 2027')).toBe('SPRING2027');
  });
});

describe('sharing a discount over lines', () => {
  it('gives whole cents that add up exactly, in proportion, no line more than it costs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), (amounts, fraction) => {
        const total = amounts.reduce((sum, amount) => sum + amount, 0);
        const cents = Math.floor(total * fraction);
        const shares = shareOut(cents, amounts);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(cents);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amounts[index]!);
          // Within a cent of its exact proportion.
          if (total > 0) expect(Math.abs(share - (cents * amounts[index]!) / total)).toBeLessThan(1);
        });
      }),
    );
  });

  it('never charges more than the undiscounted order, and never less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (subtotal, basisPoints) => {
        const outcome = applyDiscount(rule({ percentBasisPoints: basisPoints }), [{ productId: 1, unitPriceCents: subtotal, quantity: 1 }], context());
        if (!outcome.ok) {
          expect(subtotal).toBe(0);
          return;
        }
        const totals = discountedTotals(subtotal, outcome.discountCents, 1_300);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        expect(totals.totalCents).toBeLessThanOrEqual(discountedTotals(subtotal, 0, 1_300).totalCents);
      }),
    );
  });
});
