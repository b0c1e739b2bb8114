import * as z from 'zod';
import { lineText } from './text';

/**
 * Store credit (issue 32): money the shop owes a customer, spent like cash at checkout.
 * Its balance is the sum of the entries of one append-only ledger (ADR 0049): the owner
 * adds goodwill credit or takes back a mistake with a reason; refunds and checkout move
 * it with their order.
 */

export const storeCreditMessages = {
  amountInvalid: 'errors.storeCredit.amountInvalid',
  reasonRequired: 'errors.storeCredit.reasonRequired',
  notEnoughCredit: 'errors.storeCredit.notEnoughCredit',
} as const;

/** The most one adjustment moves, either way: $5,000, past any goodwill gesture a shop makes by hand. */
export const STORE_CREDIT_ADJUSTMENT_MAX_CENTS = 500_000;
export const STORE_CREDIT_REASON_MAX = 200;
/** The entries a page shows, newest first; the balance counts them all. */
export const STORE_CREDIT_HISTORY_LIMIT = 50;

/**
 * Why a ledger entry was written, for store credit and gift cards alike: each change of a
 * balance says which. The checkout and refunds add theirs when they write to the ledger.
 */
export const creditReasons = ['goodwill', 'correction', 'spent', 'issued', 'voided', 'spendReversed', 'refund', 'closedToGiftCard'] as const;
export type CreditReason = (typeof creditReasons)[number];

export const storeCreditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Positive adds to the balance, negative takes from it. */
  amountCents: z.number().int(),
  /** The balance once this entry was written. */
  balanceCents: z.number().int().nonnegative(),
  reason: z.enum(creditReasons),
  /** The owner's words for a goodwill gesture or a correction; null for the shop's own entries. */
  note: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>;

export const storeCreditSchema = z.object({
  balanceCents: z.number().int().nonnegative(),
  /** The latest entries, newest first (at most STORE_CREDIT_HISTORY_LIMIT). */
  entries: z.array(storeCreditEntrySchema),
});
export type StoreCredit = z.infer<typeof storeCreditSchema>;

/**
 * POST /api/console/customers/:userId/store-credit: the owner gives credit (a positive
 * amount, goodwill) or takes back credit given by mistake (a negative one, a correction,
 * never below nothing). Both need a reason the customer will read.
 */
export const storeCreditAdjustmentBodySchema = z.strictObject({
  amountCents: z
    .number({ error: storeCreditMessages.amountInvalid })
    .int(storeCreditMessages.amountInvalid)
    .min(-STORE_CREDIT_ADJUSTMENT_MAX_CENTS, storeCreditMessages.amountInvalid)
    .max(STORE_CREDIT_ADJUSTMENT_MAX_CENTS, storeCreditMessages.amountInvalid)
    .refine((cents) => cents !== 0, storeCreditMessages.amountInvalid),
  reason: lineText({ error: storeCreditMessages.reasonRequired })
    .min(1, storeCreditMessages.reasonRequired)
    .max(STORE_CREDIT_REASON_MAX, storeCreditMessages.reasonRequired),
});
export type StoreCreditAdjustmentBody = z.input<typeof storeCreditAdjustmentBodySchema>;
