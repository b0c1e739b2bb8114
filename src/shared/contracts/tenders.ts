import * as z from 'zod';
import { discountCodeInputSchema } from './discounts';
import { giftCardMessages } from './gift-cards';

/**
 * Paying at checkout with a gift card and store credit (issue 32, ADR 0050). The server
 * computes the total as always, then applies the card up to its balance, then store
 * credit, and charges only the rest. A payment, not a discount: the tax is the same.
 */

export const tenderMessages = {
  giftCardVoided: 'errors.tenders.giftCardVoided',
  giftCardEmpty: 'errors.tenders.giftCardEmpty',
  changed: 'errors.tenders.changed',
} as const;

/**
 * What the customer asks to pay with. `expected…Cents` are the amounts the cart showed
 * (the quote): when the balances now give another split (a second checkout spent the
 * card meanwhile), checkout stops and says so rather than charge the bank card more.
 */
export const tenderRequestShape = {
  /** As typed: any case, with or without the dashes or spaces between the groups. */
  giftCardCode: z.string({ error: giftCardMessages.codeInvalid }).max(40, giftCardMessages.codeInvalid).optional(),
  useStoreCredit: z.boolean({ error: 'errors.invalidValue' }).optional(),
  expectedGiftCardCents: z.number().int().nonnegative().optional(),
  expectedStoreCreditCents: z.number().int().nonnegative().optional(),
};
export const tenderRequestSchema = z.object(tenderRequestShape);
export type TenderRequest = z.infer<typeof tenderRequestSchema>;

/** POST /api/checkout/quote: the cart's total and how it would be paid, before paying. */
export const checkoutQuoteBodySchema = z.strictObject({
  giftCardCode: tenderRequestShape.giftCardCode,
  useStoreCredit: tenderRequestShape.useStoreCredit,
  /** The discount code applied in the cart, if any: the total it would pay is after it (issue 32). */
  discountCode: discountCodeInputSchema.optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

export const checkoutQuoteSchema = z.object({
  totalCents: z.number().int().nonnegative(),
  /** The card typed, when one was: its last four symbols, what it holds and what it pays. */
  giftCard: z
    .object({ codeEnding: z.string(), balanceCents: z.number().int().nonnegative(), appliedCents: z.number().int().nonnegative() })
    .nullable(),
  /** The customer's store credit: what they hold, and what it pays when they chose to use it. */
  storeCredit: z.object({ availableCents: z.number().int().nonnegative(), appliedCents: z.number().int().nonnegative() }),
  /** What the bank card is charged; 0: the order is paid at once. */
  toPayCents: z.number().int().nonnegative(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** A gift card or store credit that paid part of an order, and what refunds gave back to it. */
export const orderTenderSchema = z.object({
  kind: z.enum(['giftCard', 'storeCredit']),
  /** A gift card's last four symbols; null for store credit. */
  codeEnding: z.string().nullable(),
  amountCents: z.number().int().nonnegative(),
  refundedCents: z.number().int().nonnegative(),
});
export type OrderTender = z.infer<typeof orderTenderSchema>;

/** Added to an order as the customer and the console read it. */
export const orderTendersShape = {
  /** Each tender that paid part of it, in the order applied; empty when the bank card paid it all. */
  tenders: z.array(orderTenderSchema),
  /** What the payment provider charged (the total less the tenders). */
  chargedCents: z.number().int().nonnegative(),
};
