import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { totalsFor } from './money';
import { planRefund, refundableCents, refundStateOf, type RefundableOrder } from './refunds';

/** Two Small Dog Food at $7.80 and one Rope at $10: $25.60 + $3.33 HST = $28.93. */
function order(overrides: Partial<RefundableOrder> = {}): RefundableOrder {
  const lines = [
    { variantId: 1, unitPriceCents: 780, quantity: 2, refundedQuantity: 0 },
    { variantId: 2, unitPriceCents: 1000, quantity: 1, refundedQuantity: 0 },
  ];
  return { totalCents: totalsFor(lines, 1300).totalCents, taxRateBasisPoints: 1300, refundedCents: 0, lines, ...overrides };
}

/** The order after a refund: what the server writes. */
function applied(before: RefundableOrder, plan: Extract<ReturnType<typeof planRefund>, { ok: true }>): RefundableOrder {
  const refunded = new Map(plan.lines.map((line) => [line.variantId, line.quantity]));
  return {
    ...before,
    refundedCents: before.refundedCents + plan.amountCents,
    lines: before.lines.map((line) => ({ ...line, refundedQuantity: line.refundedQuantity + (refunded.get(line.variantId) ?? 0) })),
  };
}

describe('planRefund', () => {
  it('gives back one line at the price paid plus its HST, rounded half-up', () => {
    expect(order().totalCents).toBe(2893);
    // $10.00 + $1.30
    expect(planRefund(order(), [{ variantId: 2, quantity: 1 }])).toEqual({
      ok: true,
      amountCents: 1130,
      lines: [{ variantId: 2, quantity: 1, amountCents: 1000 }],
      final: false,
    });
    // $7.80 + 101.4¢ → $8.81
    expect(planRefund(order(), [{ variantId: 1, quantity: 1 }])).toMatchObject({ ok: true, amountCents: 881 });
  });

  it('rounds the HST half-up once over everything refunded so far, so half cents never pile up', () => {
    // Three at 50¢: $1.50 + 19.5¢ → $1.70.
    let cheap = order({ lines: [{ variantId: 9, unitPriceCents: 50, quantity: 3, refundedQuantity: 0 }], totalCents: 170 });
    const amounts = [];
    for (let i = 0; i < 3; i++) {
      const plan = planRefund(cheap, [{ variantId: 9, quantity: 1 }]);
      if (!plan.ok) throw new Error('refused');
      amounts.push(plan.amountCents);
      cheap = applied(cheap, plan);
    }
    // 50¢ + 6.5¢ → 57¢; then $1.00 + 13¢ = $1.13 in all, so 56¢; the last gives back what remains.
    expect(amounts).toEqual([57, 56, 57]);
  });

  it('gives back exactly what remains when it takes the last units, so the refunds add up to the total', () => {
    const first = planRefund(order(), [{ variantId: 1, quantity: 1 }]);
    if (!first.ok) throw new Error('refused');
    const rest = planRefund(applied(order(), first));
    expect(rest).toMatchObject({ ok: true, amountCents: 2893 - 881, final: true, lines: [{ variantId: 1, quantity: 1 }, { variantId: 2, quantity: 1 }] });
    // The same when the last units are named one by one.
    expect(planRefund(applied(order(), first), [{ variantId: 1, quantity: 1 }, { variantId: 2, quantity: 1 }])).toEqual(rest);
  });

  it('refunds everything remaining when no lines are named', () => {
    expect(planRefund(order())).toMatchObject({ ok: true, amountCents: 2893, final: true });
  });

  it('refuses nothing left, nothing chosen, a line the order lacks, and more than remains', () => {
    const all = planRefund(order());
    if (!all.ok) throw new Error('refused');
    expect(planRefund(applied(order(), all))).toEqual({ ok: false, reason: 'nothing-left' });
    expect(planRefund(applied(order(), all), [{ variantId: 1, quantity: 1 }])).toEqual({ ok: false, reason: 'nothing-left' });
    expect(planRefund(order(), [])).toEqual({ ok: false, reason: 'nothing-chosen' });
    expect(planRefund(order(), [{ variantId: 1, quantity: 0 }])).toEqual({ ok: false, reason: 'nothing-chosen' });
    expect(planRefund(order(), [{ variantId: 7, quantity: 1 }])).toEqual({ ok: false, reason: 'unknown-line', variantId: 7 });
    expect(planRefund(order(), [{ variantId: 1, quantity: 1 }, { variantId: 1, quantity: 1 }])).toEqual({ ok: false, reason: 'unknown-line', variantId: 1 });
    const oneBack = applied(order(), planRefund(order(), [{ variantId: 1, quantity: 1 }]) as Extract<ReturnType<typeof planRefund>, { ok: true }>);
    expect(planRefund(oneBack, [{ variantId: 1, quantity: 2 }])).toEqual({ ok: false, reason: 'more-than-remains', variantId: 1, remaining: 1 });
  });

  it('whatever partial refunds come first, never gives back more than remains, and all of them add up to the total', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20 })), { maxLength: 30 }),
        (bought, rate, picks) => {
          const lines = bought.map((l, index) => ({ ...l, variantId: index + 1, refundedQuantity: 0 }));
          let current: RefundableOrder = { totalCents: totalsFor(lines, rate).totalCents, taxRateBasisPoints: rate, refundedCents: 0, lines };
          let given = 0;
          for (const [index, quantity] of picks) {
            const target = current.lines[index % current.lines.length]!;
            const plan = planRefund(current, [{ variantId: target.variantId, quantity: Math.min(quantity, target.quantity - target.refundedQuantity) }]);
            if (!plan.ok) continue;
            expect(plan.amountCents).toBeGreaterThan(0);
            expect(plan.amountCents).toBeLessThanOrEqual(refundableCents(current));
            given += plan.amountCents;
            current = applied(current, plan);
          }
          const rest = planRefund(current);
          if (rest.ok) {
            given += rest.amountCents;
            current = applied(current, rest);
          }
          expect(given).toBe(current.totalCents);
          expect(current.lines.every((l) => l.refundedQuantity === l.quantity)).toBe(true);
          expect(refundStateOf(current)).toBe('full');
        },
      ),
    );
  });
});

describe('planRefund of an order with a discount code (issue 32)', () => {
  /** The same order with $2.56 (10%) off, shared 156¢ and 100¢: $23.04 + $3.00 HST = $26.04. */
  const discounted = (): RefundableOrder => ({
    totalCents: 2604,
    taxRateBasisPoints: 1300,
    refundedCents: 0,
    lines: [
      { variantId: 1, unitPriceCents: 780, quantity: 2, refundedQuantity: 0, discountCents: 156 },
      { variantId: 2, unitPriceCents: 1000, quantity: 1, refundedQuantity: 0, discountCents: 100 },
    ],
  });

  it('gives back what the units cost after the discount, plus HST on that', () => {
    // $10.00 − $1.00 = $9.00 + $1.17
    expect(planRefund(discounted(), [{ variantId: 2, quantity: 1 }])).toMatchObject({ ok: true, amountCents: 1017, lines: [{ variantId: 2, quantity: 1, amountCents: 900 }] });
    // $7.80 − 78¢ = $7.02 + 91.26¢ → $7.93
    expect(planRefund(discounted(), [{ variantId: 1, quantity: 1 }])).toMatchObject({ ok: true, amountCents: 793 });
  });

  it('adds up to the total, unit by unit, never more', () => {
    let state = discounted();
    for (const variantId of [1, 2, 1]) {
      const plan = planRefund(state, [{ variantId, quantity: 1 }]);
      if (!plan.ok) throw new Error(plan.reason);
      state = applied(state, plan);
    }
    expect(state.refundedCents).toBe(2604);
  });
});

describe('refundStateOf', () => {
  it('says none, partial or full', () => {
    expect(refundStateOf({ totalCents: 2893, refundedCents: 0 })).toBe('none');
    expect(refundStateOf({ totalCents: 2893, refundedCents: 1130 })).toBe('partial');
    expect(refundStateOf({ totalCents: 2893, refundedCents: 2893 })).toBe('full');
  });
});
