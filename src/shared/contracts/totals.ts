import * as z from 'zod';
import type { Totals } from '../money/money';

/** A cart's or an order's amounts (D5), in integer cents: the reader's screen writes them in their language. */
export const totalsSchema = z.object({
  subtotalCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});

export type TotalsView = z.infer<typeof totalsSchema>;

/** The three amounts of a cart's totals or of an order's row, and nothing else of it. */
export function presentTotals({ subtotalCents, taxCents, totalCents }: Totals): TotalsView {
  return { subtotalCents, taxCents, totalCents };
}
