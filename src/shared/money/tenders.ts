/**
 * Paying an order's total with tenders (issue 32, ADR 0050): a gift card and the
 * customer's store credit are payments, not discounts, so they come after the total
 * (tax included) is known and never change it. Integer cents (D5). The server decides
 * with these; the cart shows the same figures before the customer pays.
 */

export interface TenderAllocation {
  giftCardCents: number;
  storeCreditCents: number;
  /** What is left for the payment provider to charge; 0 pays the order at once. */
  toPayCents: number;
}

/**
 * The gift card first, up to its balance, then store credit, up to its balance; the rest
 * is charged. A card goes first because it is the one the customer typed in for this
 * order; store credit then covers what remains.
 */
export function allocateTenders(totalCents: number, available: { giftCardCents?: number; storeCreditCents?: number }): TenderAllocation {
  const total = Math.max(0, totalCents);
  const giftCardCents = Math.min(total, Math.max(0, available.giftCardCents ?? 0));
  const storeCreditCents = Math.min(total - giftCardCents, Math.max(0, available.storeCreditCents ?? 0));
  return { giftCardCents, storeCreditCents, toPayCents: total - giftCardCents - storeCreditCents };
}

/** A tender of a paid order: how much it paid and how much of that refunds gave back. */
export interface RefundableTender<Key> {
  key: Key;
  paidCents: number;
  refundedCents: number;
}

export interface RefundSplit<Key> {
  /** Back to each tender (only those that get something), in the order they were given. */
  tenders: Array<{ key: Key; amountCents: number }>;
  /** Back through the payment provider, to the customer's card. */
  providerCents: number;
}

/**
 * Where a refund of `amountCents` goes. Tenders first, in the order they paid (gift card,
 * then store credit), each up to what it paid and has not had back; the payment
 * provider then gives back the rest, up to what it charged and has not given back.
 * Tenders first so that a refund never turns a gift card's value into money on a bank
 * card (spend a stolen code, return the goods, keep the cash); a refund of everything
 * gives each its own back whatever the order. Throws if the amount is more than remains
 * (the refund plan never asks that).
 */
export function splitRefund<Key>(
  amountCents: number,
  tenders: ReadonlyArray<RefundableTender<Key>>,
  provider: { chargedCents: number; refundedCents: number },
): RefundSplit<Key> {
  let left = amountCents;
  const back: RefundSplit<Key>['tenders'] = [];
  for (const tender of tenders) {
    const share = Math.min(left, Math.max(0, tender.paidCents - tender.refundedCents));
    if (share > 0) back.push({ key: tender.key, amountCents: share });
    left -= share;
  }
  const providerLeft = Math.max(0, provider.chargedCents - provider.refundedCents);
  if (left > providerLeft) throw new Error(`A refund of ${amountCents} is more than the order has left to give back`);
  return { tenders: back, providerCents: left };
}
