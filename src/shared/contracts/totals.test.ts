import { describe, expect, it } from 'vitest';
import { totalsFor } from '../money/money';
import { cartSchema } from './cart';
import { orderSummarySchema } from './orders';
import { presentTotals, totalsSchema } from './totals';

describe('totals', () => {
  it('carry the cents and the text shown, with two decimals', () => {
    const totals = presentTotals(totalsFor([{ unitPriceCents: 780, quantity: 2 }, { unitPriceCents: 3000, quantity: 1 }], 1300));
    expect(totals).toEqual({ subtotalCents: 4560, taxCents: 593, totalCents: 5153, subtotal: '$45.60', tax: '$5.93', total: '$51.53' });
    expect(totalsSchema.parse(totals)).toEqual(totals);
  });

  it('are the same fields in the cart and in an order', () => {
    const fields = Object.keys(totalsSchema.shape);
    expect(Object.keys(cartSchema.shape)).toEqual(expect.arrayContaining(fields));
    expect(Object.keys(orderSummarySchema.shape)).toEqual(expect.arrayContaining(fields));
  });
});
