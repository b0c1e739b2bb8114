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

