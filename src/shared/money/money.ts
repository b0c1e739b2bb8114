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

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}


/** The largest price a form may set: $99,999.99. */
export const MAX_PRICE_CENTS = 9_999_999;

/**
 * "12", "12.5", "12.50", "$1,299.99" → cents, exactly (no floating point); undefined for
 * anything else: negative amounts, a third decimal, letters, more than MAX_PRICE_CENTS.
 */
export function parseDollars(input: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) && total <= MAX_PRICE_CENTS ? total : undefined;
}

/** Cents as a form shows them for editing: 1250 → "12.50". */
export function centsToDollarsInput(cents: number): string {
  assertWholeCents(cents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
