import * as z from 'zod';
import { boughtGiftCardSchema } from './gift-cards';
import { productSchema } from './products';
import { totalsSchema } from './totals';
import { newestFirstCursorSchema, pageLimitSchema } from './paging';
import { orderTendersShape, tenderRequestShape } from './tenders';
import { discountCodeInputSchema } from './discounts';

export const orderStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'expired']);
/** After payment, for goods handed over in person: unfulfilled → ready for pickup → picked up. */
export const fulfilmentStates = ['unfulfilled', 'ready_for_pickup', 'picked_up'] as const;
export const fulfilmentSchema = z.enum(fulfilmentStates);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/**
 * §7 call 13's body, `{ cartItems, userId }`, is accepted so the spec's client keeps
 * working, and then ignored: the order is built from the signed-in user's cart on the
 * server and the database's prices (D17). `expectedTotalCents` is the total the cart
 * page showed: when today's prices make another total, checkout stops and says so
 * (409 PRICES_CHANGED) rather than charge what the customer did not see. Old clients
 * leave it out.
 */
export const createCheckoutBodySchema = z
  .object({
    cartItems: z.unknown().optional(),
    userId: z.unknown().optional(),
    expectedTotalCents: z.number().int().nonnegative().optional(),
    // Gift card and store credit (issue 32): contracts/tenders.ts.
    ...tenderRequestShape,
    /** A discount code (issue 32): one per order; the server checks it and takes it off before HST. */
    discountCode: discountCodeInputSchema.optional(),
  })
  // No body at all is fine too (the server sees it as null).
  .nullish();

/** Where the browser goes to pay: our test checkout page or a Stripe Checkout page. */
export const createCheckoutResponseSchema = z.object({ url: z.url() });

export const orderLineSchema = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive(),
  /** The name, options, SKU and price as they were at checkout. */
  name: z.string(),
  /** The variant's option values ("15 lb"); empty for a product without options. */
  variantLabel: z.string(),
  sku: z.string(),
  image: productSchema.shape.image,
  unitPriceCents: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  lineTotalCents: z.number().int().nonnegative(),
  /** How many of the line were refunded. */
  refundedQuantity: z.number().int().nonnegative(),
});

export const orderSummarySchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  fulfilment: fulfilmentSchema,
  itemCount: z.number().int().positive(),
  ...totalsSchema.shape,
  /** The rate the order was taxed at (1300 is 13%): its tax line says it. */
  taxRateBasisPoints: z.number().int().nonnegative(),
  /** What refunds gave back so far (0: none), and when the last one was made. */
  refundedCents: z.number().int().nonnegative(),
  lastRefundedAt: z.iso.datetime().nullable(),
});

/** A refund as the customer sees it: how much, when, and of what. */
export const customerRefundSchema = z.object({
  at: z.iso.datetime(),
  amountCents: z.number().int().positive(),
  /** Each line's name with its variant's options ("Kibble — 15 lb"). */
  lines: z.array(z.object({ productId: z.number().int(), variantId: z.number().int(), name: z.string(), quantity: z.number().int().positive() })),
});

export const orderSchema = orderSummarySchema.extend({
  /** A discount code's amount off the subtotal before HST (0: none), and the code (issue 32). */
  discountCents: z.number().int().nonnegative(),
  discountCode: z.string().nullable(),
  lines: z.array(orderLineSchema),
  refunds: z.array(customerRefundSchema),
  ...orderTendersShape,
  /** What a gift card order bought (issue 32): it has no goods; absent on any other order. */
  giftCard: boughtGiftCardSchema.optional(),
});

/** The profile's past orders: paid ones, newest first. */
export const orderListResponseSchema = z.object({ orders: z.array(orderSummarySchema) });
/** GET /api/orders (issue 15): the paid orders, newest first, a page at a time. */
export const orderPageQuerySchema = z.object({ limit: pageLimitSchema, cursor: newestFirstCursorSchema.optional() });
export const orderPageSchema = orderListResponseSchema.extend({
  /** Pass as `cursor` for the next page ("Load more"); null on the last. */
  nextCursor: z.string().nullable(),
});
/** Any text: an id that is not a well-formed order id is simply not found, like another user's. */
export const orderIdParamsSchema = z.object({ orderId: z.string().max(64) });
export const isOrderId = (value: string) => z.uuid().safeParse(value).success;

export { orderMessages, pickupMessages } from './order-messages';

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type Order = z.infer<typeof orderSchema>;
export type CustomerRefund = z.infer<typeof customerRefundSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export type OrderPageQuery = z.output<typeof orderPageQuerySchema>;
export type OrderPage = z.infer<typeof orderPageSchema>;
