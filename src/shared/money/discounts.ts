import { taxCents } from './money';

/**
 * Discount codes (issue 32), decided in integer cents (D5) by the server at checkout and
 * shown the same way by the browser before it. A code takes a percentage or an amount off
 * the lines it covers (some products, categories or services, or everything), once the
 * whole subtotal reaches its minimum, between its start and end, within its total and
 * per-customer limits, and only on a first order when it says so. HST is charged on the
 * discounted price. The discount is shared out over the lines it covers, so a refund of
 * some units gives back what was paid for them, not their full price.
 */

export interface DiscountRule {
  kind: 'percent' | 'amount';
  /** Percent off in basis points (1000 = 10%), for `percent`. */
  percentBasisPoints: number;
  /** Cents off the covered lines together, for `amount`; never more than they cost. */
  amountCents: number;
  /** The whole subtotal, before the discount, must reach it (0: any). */
  minSubtotalCents: number;
  /** What it covers; every list empty covers everything. */
  productIds: readonly number[];
  categoryIds: readonly number[];
  serviceIds: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses by everyone together, and by one customer (null: no limit). */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
}

export interface DiscountLine {
  productId?: number | null;
  categoryId?: number | null;
  serviceId?: string | null;
  unitPriceCents: number;
  quantity: number;
}

export interface DiscountContext {
  now: Date;
  /** Uses so far: paid orders, and open checkouts holding the code. */
  usesSoFar: number;
  usesByCustomer: number;
  /** The customer has a paid order already (first-order codes refuse them). */
  hasOrdered: boolean;
}

export type DiscountRefusal = 'notStarted' | 'ended' | 'usedUp' | 'usedByYou' | 'firstOrderOnly' | 'belowMinimum' | 'nothingCovered';

export type DiscountOutcome =
  | { ok: true; discountCents: number; coveredSubtotalCents: number; lineDiscountsCents: number[] }
  | { ok: false; refusal: DiscountRefusal };

const lineTotal = (line: DiscountLine) => line.unitPriceCents * line.quantity;

/** Whether the rule covers this line: its product, its category or its service is listed, or nothing is. */
export function covers(rule: Pick<DiscountRule, 'productIds' | 'categoryIds' | 'serviceIds'>, line: DiscountLine): boolean {
  if (rule.productIds.length === 0 && rule.categoryIds.length === 0 && rule.serviceIds.length === 0) return true;
  return (
    (line.productId != null && rule.productIds.includes(line.productId)) ||
    (line.categoryId != null && rule.categoryIds.includes(line.categoryId)) ||
    (line.serviceId != null && rule.serviceIds.includes(line.serviceId))
  );
}

/** What the code takes off these lines, or why it cannot; the checks run in the order a customer would want to hear them. */
export function applyDiscount(rule: DiscountRule, lines: readonly DiscountLine[], context: DiscountContext): DiscountOutcome {
  if (rule.startsAt && context.now < rule.startsAt) return { ok: false, refusal: 'notStarted' };
  if (rule.endsAt && context.now >= rule.endsAt) return { ok: false, refusal: 'ended' };
  if (rule.maxUses !== null && context.usesSoFar >= rule.maxUses) return { ok: false, refusal: 'usedUp' };
  if (rule.maxUsesPerCustomer !== null && context.usesByCustomer >= rule.maxUsesPerCustomer) return { ok: false, refusal: 'usedByYou' };
  if (rule.firstOrderOnly && context.hasOrdered) return { ok: false, refusal: 'firstOrderOnly' };
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (subtotal < rule.minSubtotalCents) return { ok: false, refusal: 'belowMinimum' };
  const covered = lines.map((line) => (covers(rule, line) ? lineTotal(line) : 0));
  const coveredSubtotalCents = covered.reduce((sum, cents) => sum + cents, 0);
  if (coveredSubtotalCents === 0) return { ok: false, refusal: 'nothingCovered' };
  const discountCents =
    rule.kind === 'percent'
      ? Math.floor((coveredSubtotalCents * rule.percentBasisPoints + 5_000) / 10_000)
      : Math.min(rule.amountCents, coveredSubtotalCents);
  return { ok: true, discountCents, coveredSubtotalCents, lineDiscountsCents: shareOut(discountCents, covered) };
}

/**
 * Shares `cents` out over the lines in proportion to their amounts, in whole cents that
 * add up exactly (largest remainder, the earlier line first on a tie); no line gets more
 * than it costs.
 */
export function shareOut(cents: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || cents === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((cents * amount) / total));
  let left = cents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = amounts
    .map((amount, index) => ({ index, remainder: (cents * amount) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index]! < amounts[index]!) {
      shares[index] = shares[index]! + 1;
      left -= 1;
    }
  }
  return shares;
}

export interface DiscountedTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** The order's amounts with a discount: HST on the subtotal less the discount, rounded once. */
export function discountedTotals(subtotalCents: number, discountCents: number, rateBasisPoints: number): DiscountedTotals {
  if (discountCents < 0 || discountCents > subtotalCents) throw new RangeError(`A discount of ${discountCents} does not fit a subtotal of ${subtotalCents}`);
  const tax = taxCents(subtotalCents - discountCents, rateBasisPoints);
  return { subtotalCents, discountCents, taxCents: tax, totalCents: subtotalCents - discountCents + tax };
}

/** A code as people type it: any case, spaces and dashes as they like; kept in capitals without either. */
export const normaliseDiscountCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** What a code may be made of once normalised: 3 to 32 capital letters and digits. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;
