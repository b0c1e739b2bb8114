import { taxCents } from './money';

/**
 * What a refund of a paid order gives back (issue 13), in integer cents (D5). The server
 * decides with it and the console shows the same amount before the owner confirms.
 *
 * A refund of some units is their price at purchase plus their HST share. The share is
 * rounded the way the order's tax was, half-up once, over everything refunded so far: a
 * refund gives back (units refunded after it, at their prices, plus HST on them) minus
 * what earlier refunds gave back. Rounding each refund on its own would let half cents
 * pile up over many partial refunds until the money ran out before the units did; this
 * way a refund is never more than remains, and the refund that takes the last units gives
 * back exactly total − refunded so far, so an order's refunds add up to its total to the cent.
 */

export interface RefundableLine {
  variantId: number;
  unitPriceCents: number;
  quantity: number;
  refundedQuantity: number;
  /** The line's share of the order's discount code (issue 32); its units give back what they cost after it. */
  discountCents?: number;
}

export interface RefundableOrder {
  totalCents: number;
  taxRateBasisPoints: number;
  refundedCents: number;
  lines: readonly RefundableLine[];
}

export interface RequestedRefundLine {
  variantId: number;
  quantity: number;
}

export interface PlannedRefundLine {
  variantId: number;
  quantity: number;
  /** The units' price before HST, as paid. */
  amountCents: number;
}

export type RefundPlan =
  | { ok: true; amountCents: number; lines: PlannedRefundLine[]; /** Nothing is left to refund afterwards. */ final: boolean }
  /** Everything was refunded already. */
  | { ok: false; reason: 'nothing-left' }
  /** No unit was asked for (every quantity 0, or no line). */
  | { ok: false; reason: 'nothing-chosen' }
  /** A variant the order does not have, or named twice. */
  | { ok: false; reason: 'unknown-line'; variantId: number }
  /** More of a line than remains to refund. */
  | { ok: false; reason: 'more-than-remains'; variantId: number; remaining: number };

/** Units of a line not refunded yet. */
export const remainingQuantity = (line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>) => line.quantity - line.refundedQuantity;

/** Money the order can still give back. */
export const refundableCents = (order: Pick<RefundableOrder, 'totalCents' | 'refundedCents'>) => Math.max(0, order.totalCents - order.refundedCents);

/**
 * The refund of `requested` units, or of everything that remains when `requested` is
 * undefined. Pure: the caller loads the order (locked, on the server) and writes the plan.
 */
export function planRefund(order: RefundableOrder, requested?: readonly RequestedRefundLine[]): RefundPlan {
  const remainingCents = refundableCents(order);
  const unitsLeft = order.lines.reduce((sum, line) => sum + remainingQuantity(line), 0);
  if (remainingCents === 0 || unitsLeft === 0) return { ok: false, reason: 'nothing-left' };

  const byVariant = new Map(order.lines.map((line) => [line.variantId, line]));
  const asked = requested ?? order.lines.map((line) => ({ variantId: line.variantId, quantity: remainingQuantity(line) }));
  const seen = new Set<number>();
  const lines: PlannedRefundLine[] = [];
  for (const { variantId, quantity } of asked) {
    const line = byVariant.get(variantId);
    if (!line || seen.has(variantId)) return { ok: false, reason: 'unknown-line', variantId };
    seen.add(variantId);
    if (quantity > remainingQuantity(line)) return { ok: false, reason: 'more-than-remains', variantId, remaining: remainingQuantity(line) };
    if (quantity > 0) lines.push({ variantId, quantity, amountCents: paidFor(line, line.refundedQuantity + quantity) - paidFor(line, line.refundedQuantity) });
  }
  if (lines.length === 0) return { ok: false, reason: 'nothing-chosen' };

  const final = lines.reduce((sum, line) => sum + line.quantity, 0) === unitsLeft;
  const refundedBefore = order.lines.reduce((sum, line) => sum + paidFor(line, line.refundedQuantity), 0);
  const refundedAfter = refundedBefore + lines.reduce((sum, line) => sum + line.amountCents, 0);
  const owedAfter = refundedAfter + taxCents(refundedAfter, order.taxRateBasisPoints);
  const amountCents = final ? remainingCents : Math.min(Math.max(owedAfter - order.refundedCents, 0), remainingCents);
  // Only units that cost nothing give nothing back: there is no money to refund for them.
  if (amountCents === 0) return { ok: false, reason: 'nothing-chosen' };
  return { ok: true, amountCents, lines: lines.sort((a, b) => a.variantId - b.variantId), final };
}

/**
 * What the first `units` of a line cost after its share of the discount: the share is
 * counted over the units so far and rounded down once, so the units of a line together
 * cost exactly its price less its share, however they are refunded.
 */
function paidFor(line: RefundableLine, units: number): number {
  return line.unitPriceCents * units - Math.floor(((line.discountCents ?? 0) * units) / line.quantity);
}

export type RefundState = 'none' | 'partial' | 'full';

/** Whether a paid order was given back: not at all, in part, or all of it. */
export function refundStateOf(order: Pick<RefundableOrder, 'totalCents' | 'refundedCents'>): RefundState {
  if (order.refundedCents <= 0) return 'none';
  return order.refundedCents >= order.totalCents ? 'full' : 'partial';
}
