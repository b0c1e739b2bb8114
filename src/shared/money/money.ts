import { formatCatalogPrice as formatCatalogPriceIn, formatMoney } from '../i18n/format';
import { defaultLocale } from '../i18n/locales';

/**
 * Money is integer cents in one currency (D5). Floating point never touches an
 * amount that is stored, charged or taxed.
 */

/** Tax on a subtotal, rounded half-up to the cent once per cart or order. */
export function taxCents(subtotalCents: number, rateBasisPoints: number): number {
  assertWholeCents(subtotalCents);
  if (subtotalCents < 0) throw new RangeError('A subtotal cannot be negative');
  return Math.floor((subtotalCents * rateBasisPoints + 5_000) / 10_000);
}

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function totalsFor(
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  rateBasisPoints: number,
): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tax = taxCents(subtotalCents, rateBasisPoints);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}

/** Cart and order amounts in the default locale, "$7.80", "$10.00" (see i18n/format for any locale). */
export function formatCents(cents: number): string {
  return formatMoney(cents, defaultLocale);
}

/** Catalogue prices in the default locale, "$7.80" but "$10" (see i18n/format for any locale). */
export function formatCatalogPrice(cents: number): string {
  return formatCatalogPriceIn(cents, defaultLocale);
}

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** "HST (13%)", "GST (5%)": the tax line's label. */
export function taxRateLabel(taxName: string, rateBasisPoints: number): string {
  return `${taxName} (${rateBasisPoints / 100}%)`;
}
