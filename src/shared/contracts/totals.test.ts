import { describe, expect, it } from 'vitest';
import { totalsFor } from '../money/money';
import { cartSchema } from './cart';
import { orderSummarySchema } from './orders';
import { presentTotals, totalsSchema } from './totals';

describe('totals', () => {
  it('carry the cents alone: the reader’s screen writes them in their language', () => {
    const totals = presentTotals(totalsFor([{ unitPriceCents: 780, quantity: 2 }, { unitPriceCents: 3000, quantity: 1 }], 1300));
    expect(totals).toEqual({ subtotalCents: 4560, taxCents: 593, totalCents: 5153 });
    expect(totalsSchema.parse(totals)).toEqual(totals);
    // An order's row holds more than its amounts: only the amounts go out.
    const orderRow = { ...totals, refundedCents: 0, paymentSessionId: 'cs_test' };
    expect(presentTotals(orderRow)).toEqual(totals);
  });

  it('are the same fields in the cart and in an order', () => {
    const fields = Object.keys(totalsSchema.shape);
    expect(Object.keys(cartSchema.shape)).toEqual(expect.arrayContaining(fields));
    expect(Object.keys(orderSummarySchema.shape)).toEqual(expect.arrayContaining(fields));
  });
});
