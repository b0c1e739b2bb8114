import * as z from 'zod';
import { isValidIsoDate } from '../scheduling/slots';
import { lineText, paragraphText } from './text';
import { storeCreditEntrySchema } from './store-credit';

/**
 * Gift cards (issue 32, ADR 0049): a balance in the one credit ledger, reached by a
 * code. Ontario's rules (O. Reg. 187/07): no expiry date and no fees, the terms given in
 * writing, on the card's mail and wherever it is sold.
 */

export const giftCardMessages = {
  amountInvalid: 'errors.giftCards.amountInvalid',
  recipientNameRequired: 'errors.giftCards.recipientNameRequired',
  recipientEmailInvalid: 'errors.giftCards.recipientEmailInvalid',
  senderNameRequired: 'errors.giftCards.senderNameRequired',
  messageTooLong: 'errors.giftCards.messageTooLong',
  deliverOnInvalid: 'errors.giftCards.deliverOnInvalid',
  codeInvalid: 'errors.giftCards.codeInvalid',
  unknownCode: 'errors.giftCards.unknownCode',
  voidReasonRequired: 'errors.giftCards.voidReasonRequired',
  alreadyVoided: 'errors.giftCards.alreadyVoided',
} as const;

export const GIFT_CARD_MIN_CENTS = 1_000;
export const GIFT_CARD_MAX_CENTS = 50_000;
export const GIFT_CARD_MESSAGE_MAX = 500;
/** How far ahead a card may be set to arrive: a birthday months away, not years. */
export const GIFT_CARD_DELIVERY_HORIZON_DAYS = 365;
export const GIFT_CARD_LIST_LIMIT = 50;

const name = (error: string) => lineText({ error }).min(1, error).max(100, error);

/** POST /api/console/gift-cards: the owner issues a card, mailed to its recipient on the day chosen (today: at once). */
export const issueGiftCardBodySchema = z.strictObject({
  amountCents: z
    .number({ error: giftCardMessages.amountInvalid })
    .int(giftCardMessages.amountInvalid)
    .min(GIFT_CARD_MIN_CENTS, giftCardMessages.amountInvalid)
    .max(GIFT_CARD_MAX_CENTS, giftCardMessages.amountInvalid),
  recipientName: name(giftCardMessages.recipientNameRequired),
  recipientEmail: lineText({ error: giftCardMessages.recipientEmailInvalid }).pipe(z.email({ error: giftCardMessages.recipientEmailInvalid }).max(254, giftCardMessages.recipientEmailInvalid)),
  senderName: name(giftCardMessages.senderNameRequired),
  message: paragraphText({ error: giftCardMessages.messageTooLong }).max(GIFT_CARD_MESSAGE_MAX, giftCardMessages.messageTooLong).default(''),
  /** The shop's date it is mailed on (from today to a year ahead; the server checks the range). */
  deliverOn: z.string({ error: giftCardMessages.deliverOnInvalid }).refine(isValidIsoDate, giftCardMessages.deliverOnInvalid),
  /** The recipient's language for the mail. */
  locale: z.enum(['en-CA', 'fr-CA'], { error: 'errors.invalidValue' }),
});
export type IssueGiftCardBody = z.input<typeof issueGiftCardBodySchema>;

/**
 * POST /api/gift-cards/checkout: a signed-in customer buys a card for someone, as the owner
 * issues one, paid through the shop's checkout; the answer is where to pay. `requestKey`
 * is the form's: the same purchase asked twice is one order.
 */
export const buyGiftCardBodySchema = issueGiftCardBodySchema.extend({ requestKey: z.uuid({ error: 'errors.invalidValue' }) });
export type BuyGiftCardBody = z.input<typeof buyGiftCardBodySchema>;
export const giftCardCheckoutResponseSchema = z.object({ url: z.string() });

/** The amounts the shop page offers in one tap; any other within the limits may be typed. */
export const GIFT_CARD_SHOP_AMOUNTS_CENTS = [2_500, 5_000, 7_500, 10_000] as const;

/** A card bought on an order, as its buyer sees it: for whom, how much, the day it is mailed, and whether it was. */
export const boughtGiftCardSchema = z.object({
  amountCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  deliverOn: z.string(),
  mailed: z.boolean(),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;

export const giftCardSchema = z.object({
  id: z.string(),
  /** The last four symbols: the whole code is shown once, when the card is issued, and is in the recipient's mail. */
  codeEnding: z.string(),
  initialCents: z.number().int(),
  balanceCents: z.number().int().nonnegative(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  deliverOn: z.string(),
  deliveredAt: z.iso.datetime().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  voidReason: z.string().nullable(),
  issuedAt: z.iso.datetime(),
  issuedBy: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardDetailsSchema = giftCardSchema.extend({ entries: z.array(storeCreditEntrySchema) });
export type GiftCardDetails = z.infer<typeof giftCardDetailsSchema>;

/** The answer to an issue: the card, and its whole code, this once. */
export const issuedGiftCardSchema = giftCardSchema.extend({ code: z.string() });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const giftCardListSchema = z.object({ cards: z.array(giftCardSchema) });

/** POST /api/console/gift-cards/lookup: a code as typed (in a body, so it stays out of addresses and logs). */
export const giftCardLookupBodySchema = z.strictObject({
  code: z.string({ error: giftCardMessages.codeInvalid }).max(40, giftCardMessages.codeInvalid),
});

export const voidGiftCardBodySchema = z.strictObject({
  reason: lineText({ error: giftCardMessages.voidReasonRequired }).min(1, giftCardMessages.voidReasonRequired).max(200, giftCardMessages.voidReasonRequired),
});

export const giftCardParamsSchema = z.object({ giftCardId: z.uuid({ error: 'errors.notFound' }) });
