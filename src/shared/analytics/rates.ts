/**
 * The dashboard's arithmetic, in whole numbers so the server, the tables and the tests
 * agree to the cent and to the percent. Each rounds half up (half away from zero for a
 * fall), once, at the end.
 */

/** `numerator / denominator` rounded to the nearest whole number, halves away from zero; both whole. */
function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Not a whole ratio: ${numerator}/${denominator}`);
  }
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** `part` of `whole` as a whole percent (1 of 8 is 13%), or null when there is no whole to take a share of. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : divideRounded(part * 100, whole);
}

/** The average of `count` amounts totalling `totalCents`, to the cent; null when there are none. */
export function averageCents(totalCents: number, count: number): number | null {
  return count === 0 ? null : divideRounded(totalCents, count);
}

/**
 * How much a figure changed against the previous period, as a whole percent of the
 * previous figure (from 200 to 250 is +25); null when the previous figure was 0 (or
 * unknown), where a percentage says nothing.
 */
export function percentChange(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return divideRounded((current - previous) * 100, Math.abs(previous));
}

/** The change of a rate, in percentage points (from 10% to 12% is +2); null when either is unknown. */
export function pointChange(current: number | null, previous: number | null): number | null {
  return current === null || previous === null ? null : current - previous;
}

/** A funnel's steps in order with each one's count as a percent of the step before (null for the first). */
export function funnelOf<Step extends string>(steps: ReadonlyArray<readonly [Step, number]>): Array<{ step: Step; count: number; percentOfPrevious: number | null }> {
  return steps.map(([step, count], index) => ({ step, count, percentOfPrevious: index === 0 ? null : percentOf(count, steps[index - 1]![1]) }));
}
