import * as z from 'zod';
import { formatMoney } from '../i18n/format';
import { defaultLocale } from '../i18n/locales';
import type { Totals } from '../money/money';

/** A cart's or an order's amounts (D5): integer cents, and each as shown, with two decimals. */
export const totalsSchema = z.object({
  subtotalCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  /** Two decimals, "$17.63". */
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
});

export type TotalsView = z.infer<typeof totalsSchema>;

/** The amounts in cents with the text of each in the shop's own language, as the spec's API has it. */
export function presentTotals({ subtotalCents, taxCents, totalCents }: Totals): TotalsView {
  return {
    subtotalCents,
    taxCents,
    totalCents,
    subtotal: formatMoney(subtotalCents, defaultLocale),
    tax: formatMoney(taxCents, defaultLocale),
    total: formatMoney(totalCents, defaultLocale),
  };
}
