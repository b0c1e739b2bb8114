import * as z from 'zod';
import { orderTendersShape } from './tenders';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { fulfilmentSchema, orderStatusSchema, type Fulfilment } from './orders';

export { fulfilmentStates, fulfilmentSchema } from './orders';
export type { Fulfilment };
import { newestFirstCursorSchema } from './paging';
import { integerId, lineText } from './text';
import { MAX_QUANTITY_PER_LINE } from './cart-messages';

/**
 * The owner console's orders (issue 13 item 1): a list with search and filters, and one
 * order with its lines, totals, payment reference, fulfilment and history. Goods are
 * handed over in person: paid → ready for pickup (the customer is emailed) → picked up.
 */

export const CONSOLE_ORDERS_PAGE_SIZE = 50;

const invalidDate = 'errors.console.invalidDate';
const optionalDate = z
  .string()
  .refine((value) => value === '' || isValidIsoDate(value), invalidDate)
  .optional()
  .transform((value) => value || undefined);

export const consoleOrdersQuerySchema = z.object({
  /** Part of the order number or of the customer's email. */
  q: lineText().max(120, 'errors.invalidValue').optional().default(''),
  status: z.union([orderStatusSchema, z.literal('')], { error: 'errors.invalidValue' }).optional().transform((value) => value || undefined),
  /** First and last day, in the shop's time zone, both included. */
  from: optionalDate,
  to: optionalDate,
  /** The next page: orders older than this position (the previous page's nextBefore). */
  before: newestFirstCursorSchema.optional(),
});

export const consoleOrderSummarySchema = z.object({
  id: z.string(),
  /** A short number: the first 8 characters of the order number the customer's page and receipt show. */
  number: z.string(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: orderStatusSchema,
  fulfilment: fulfilmentSchema,
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  /** What refunds gave back so far (issue 13); `refundState` says none, partial or full. */
  refundedCents: z.number().int(),
  refundState: z.enum(['none', 'partial', 'full']),
});

export const consoleOrderPageSchema = z.object({
  orders: z.array(consoleOrderSummarySchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});

export const orderHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(['placed', 'paid', 'ready_for_pickup', 'picked_up', 'cancelled', 'expired', 'refunded']),
  actor: z.string(),
  /** A refund's amount. */
  amountCents: z.number().int().optional(),
});

/** One refund as the console shows it: how much, of what, when, by whom, and the provider's reference. */
export const consoleRefundSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  amountCents: z.number().int(),
  actor: z.string(),
  reason: z.string().nullable(),
  provider: z.string(),
  /** Stripe's refund id (re_…), or the test provider's own. */
  providerReference: z.string().nullable(),
  lines: z.array(z.object({ productId: z.number().int(), variantId: z.number().int(), name: z.string(), quantity: z.number().int() })),
});

export const consoleOrderSchema = consoleOrderSummarySchema.extend({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      /** The line's variant (issue 28): a refund names it. */
      variantId: z.number().int(),
      /** The product's name, the variant's options ("15 lb") and SKU as they were at checkout. */
      name: z.string(),
      variantLabel: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      /** How many of the line were refunded (and restocked). */
      refundedQuantity: z.number().int(),
      unitPriceCents: z.number().int(),
      lineTotalCents: z.number().int(),
      /** The line's share of a discount code (issue 32): a refund of its units gives back what they cost after it. */
      discountCents: z.number().int().nonnegative().optional(),
    }),
  ),
  subtotalCents: z.number().int(),
  /** A discount code's amount off before HST (0: none), and the code (issue 32). */
  discountCents: z.number().int().nonnegative(),
  discountCode: z.string().nullable(),
  taxCents: z.number().int(),
  /** "HST (13%)", as the receipt names it. */
  taxName: z.string(),
  /** The rate the order was taxed at: a refund's HST share is counted at it (planRefund). */
  taxRateBasisPoints: z.number().int(),
  refunds: z.array(consoleRefundSchema),
  ...orderTendersShape,
  paymentProvider: z.string(),
  /** The payment provider's session id, to find the payment there. */
  paymentReference: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
});

export const consoleOrderParamsSchema = z.object({ orderId: z.uuid({ error: 'errors.console.unknownOrder' }) });
export const fulfilmentStepSchema = z.object({ step: z.enum(['ready_for_pickup', 'picked_up'], { error: 'errors.invalidValue' }) });

/** How long a refund's reason may be. */
export const REFUND_REASON_MAX = 200;

/**
 * POST /api/console/orders/:orderId/refunds. The key names this one refund: asked again with
 * it (a double click, a retry after a lost answer) the refund is not made twice. No lines
 * refunds everything that remains.
 */
export const refundOrderBodySchema = z.object({
  idempotencyKey: z.uuid({ error: 'errors.console.refund.keyInvalid' }),
  lines: z
    .array(
      // A line by its variant; by its product alone when the order has one line of that product (the API before variants).
      z.object({
        variantId: integerId('errors.invalidValue').optional(),
        productId: integerId('errors.invalidValue').optional(),
        quantity: z.number({ error: 'errors.invalidValue' }).int('errors.invalidValue').min(1, 'errors.invalidValue').max(MAX_QUANTITY_PER_LINE, 'errors.invalidValue'),
      }),
    )
    .min(1, 'errors.console.refund.nothingChosen')
    .max(100, 'errors.invalidValue')
    .refine((lines) => lines.every((line) => line.variantId !== undefined || line.productId !== undefined), 'errors.invalidValue')
    .optional(),
  reason: lineText().max(REFUND_REASON_MAX, 'errors.console.refund.reasonTooLong').optional(),
});

export const refundOrderResponseSchema = z.object({ refund: consoleRefundSchema, order: consoleOrderSchema });

export const orderNumberOf = (id: string) => id.slice(0, 8);

export type ConsoleOrdersQuery = z.output<typeof consoleOrdersQuerySchema>;
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummarySchema>;
export type ConsoleOrderPage = z.infer<typeof consoleOrderPageSchema>;
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>;
export type RefundOrderResponse = z.infer<typeof refundOrderResponseSchema>;
