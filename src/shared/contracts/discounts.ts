import * as z from 'zod';
import { DISCOUNT_CODE_PATTERN, normaliseDiscountCode, type DiscountRefusal } from '../money/discounts';
import { INT32_MAX, integerId, textId } from './text';
import { totalsSchema } from './totals';

/**
 * Discount codes (issue 32, ADR 0051): the owner's codes in the console, and a code typed
 * at checkout. One code per order: a code does not combine with another code (the words
 * the cart shows say so). Gift cards and store credit are payments, not discounts, and pay
 * what is left after the code.
 */

export const discountMessages = {
  codeInvalid: 'errors.discounts.codeInvalid',
  codeTaken: 'errors.discounts.codeTaken',
  percentInvalid: 'errors.discounts.percentInvalid',
  amountInvalid: 'errors.discounts.amountInvalid',
  minimumInvalid: 'errors.discounts.minimumInvalid',
  limitInvalid: 'errors.discounts.limitInvalid',
  datesInvalid: 'errors.discounts.datesInvalid',
  scopeInvalid: 'errors.discounts.scopeInvalid',
  /** At checkout: no such code (or an archived one: a customer cannot tell them apart). */
  unknown: 'errors.discounts.unknown',
  notStarted: 'errors.discounts.notStarted',
  ended: 'errors.discounts.ended',
  usedUp: 'errors.discounts.usedUp',
  usedByYou: 'errors.discounts.usedByYou',
  firstOrderOnly: 'errors.discounts.firstOrderOnly',
  belowMinimum: 'errors.discounts.belowMinimum',
  nothingCovered: 'errors.discounts.nothingCovered',
} as const;

/** The words for each reason the pure rule refuses a code. */
export const refusalMessages: Record<DiscountRefusal, string> = {
  notStarted: discountMessages.notStarted,
  ended: discountMessages.ended,
  usedUp: discountMessages.usedUp,
  usedByYou: discountMessages.usedByYou,
  firstOrderOnly: discountMessages.firstOrderOnly,
  belowMinimum: discountMessages.belowMinimum,
  nothingCovered: discountMessages.nothingCovered,
};

export const DISCOUNT_LIST_LIMIT = 200;
/** Products, categories or services one code may name. */
export const DISCOUNT_SCOPE_MAX = 100;

/** A code as typed: any case, spaces and dashes; kept as capitals and digits. */
export const discountCodeInputSchema = z
  .string({ error: discountMessages.codeInvalid })
  .max(64, discountMessages.codeInvalid)
  .transform(normaliseDiscountCode)
  .refine((code) => DISCOUNT_CODE_PATTERN.test(code), discountMessages.codeInvalid);

const nullableLimit = z.number({ error: discountMessages.limitInvalid }).int(discountMessages.limitInvalid).min(1, discountMessages.limitInvalid).max(INT32_MAX, discountMessages.limitInvalid).nullable();
const instant = z.iso.datetime({ offset: true, error: discountMessages.datesInvalid }).nullable();
const cents = (error: string) => z.number({ error }).int(error).min(0, error).max(10_000_000, error);

/** POST and PUT /api/console/discounts…: the owner's code. */
export const discountCodeBodySchema = z
  .strictObject({
    code: discountCodeInputSchema,
    kind: z.enum(['percent', 'amount'], { error: 'errors.invalidValue' }),
    /** For `percent`: basis points (1000 = 10%). */
    percentBasisPoints: z.number({ error: discountMessages.percentInvalid }).int(discountMessages.percentInvalid).min(0, discountMessages.percentInvalid).max(10_000, discountMessages.percentInvalid).default(0),
    amountCents: cents(discountMessages.amountInvalid).default(0),
    minSubtotalCents: cents(discountMessages.minimumInvalid).default(0),
    productIds: z.array(integerId(discountMessages.scopeInvalid)).max(DISCOUNT_SCOPE_MAX, discountMessages.scopeInvalid).default([]),
    categoryIds: z.array(integerId(discountMessages.scopeInvalid)).max(DISCOUNT_SCOPE_MAX, discountMessages.scopeInvalid).default([]),
    serviceIds: z.array(textId(discountMessages.scopeInvalid)).max(DISCOUNT_SCOPE_MAX, discountMessages.scopeInvalid).default([]),
    startsAt: instant.default(null),
    endsAt: instant.default(null),
    maxUses: nullableLimit.default(null),
    maxUsesPerCustomer: nullableLimit.default(null),
    firstOrderOnly: z.boolean({ error: 'errors.invalidValue' }).default(false),
  })
  .superRefine((body, context) => {
    if (body.kind === 'percent' && body.percentBasisPoints < 1) context.addIssue({ code: 'custom', path: ['percentBasisPoints'], message: discountMessages.percentInvalid });
    if (body.kind === 'amount' && body.amountCents < 1) context.addIssue({ code: 'custom', path: ['amountCents'], message: discountMessages.amountInvalid });
    if (body.startsAt && body.endsAt && Date.parse(body.startsAt) >= Date.parse(body.endsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: discountMessages.datesInvalid });
    }
  });
export type DiscountCodeBody = z.input<typeof discountCodeBodySchema>;
export type DiscountCodeInput = z.output<typeof discountCodeBodySchema>;

export const discountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  percentBasisPoints: z.number().int(),
  amountCents: z.number().int(),
  minSubtotalCents: z.number().int(),
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  serviceIds: z.array(z.string()),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Paid orders that used it, and what it took off them together (before HST). */
  timesUsed: z.number().int().nonnegative(),
  discountGivenCents: z.number().int().nonnegative(),
  /** Open checkouts holding a use of it right now. */
  heldUses: z.number().int().nonnegative(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeListSchema = z.object({ codes: z.array(discountCodeSchema) });
export type DiscountCodeList = z.infer<typeof discountCodeListSchema>;

export const discountCodeParamsSchema = z.object({ discountCodeId: z.uuid({ error: 'errors.notFound' }) });

/** POST /api/checkout/discount: what a code would take off the cart as it is now, before payment. */
export const discountPreviewBodySchema = z.strictObject({ code: discountCodeInputSchema });

export const discountPreviewSchema = z.object({
  code: z.string(),
  ...totalsSchema.shape,
  discountCents: z.number().int().positive(),
});
export type DiscountPreview = z.infer<typeof discountPreviewSchema>;
