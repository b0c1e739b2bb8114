import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fulfilmentStates } from '@shared/contracts/orders';
import { users } from '../accounts/accounts.schema';
import { products, productVariants } from '../catalog/catalog.schema';
import { appointments } from '../appointment-book/appointment-book.schema';
import { depositStates } from '@shared/contracts/deposits';

export const orderStatuses = ['pending', 'paid', 'cancelled', 'expired'] as const;
/**
 * What an order pays for: the shop's goods from a cart, a visit's deposit (issue 29,
 * appointment_deposits), or a gift card someone buys (issue 32, gift_card_sales).
 */
export const orderKinds = ['shop', 'deposit', 'gift_card'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** pending → paid, or pending → cancelled / expired; never backwards. */
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    kind: text('kind', { enum: orderKinds }).notNull().default('shop'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** A discount code's amount off the subtotal (issue 32), before HST: tax is on subtotal − discount. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The code as the order used it (the discounts module records the redemption). */
    discountCode: text('discount_code'),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    currency: text('currency').notNull(),
    /** 'test' (the built-in checkout page) or 'stripe'. */
    paymentProvider: text('payment_provider').notNull(),
    paymentSessionId: text('payment_session_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** After payment, for goods handed over in person (issue 13): unfulfilled → ready for pickup → picked up. */
    fulfilment: text('fulfilment', { enum: fulfilmentStates }).notNull().default('unfulfilled'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** What has been given back so far; never more than was paid (refunds.service.ts). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * What gift cards and store credit paid of the total (issue 32, tenders.service.ts): the
     * ledger's `spent` entries for this order, written with it. The provider charges the rest.
     */
    tenderedCents: integer('tendered_cents').notNull().default(0),
    /**
     * While a refund of this order is at the payment provider: until when that refund holds
     * the order (refunds.service.ts). Another refund waits for it; past it (the process
     * died at the provider), the order is free again and the same key refunds once.
     */
    refundClaimedUntil: timestamp('refund_claimed_until', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    // One cart, one open checkout: a user has at most one pending shop order (checkout.service.ts);
    // a visit's deposit is paid beside it (one per visit: appointment_deposits.order_id).
    uniqueIndex('orders_one_pending_per_user').on(table.userId).where(sql`${table.status} = 'pending' and ${table.kind} = 'shop'`),
    check('orders_kind', sql`${table.kind} in ('shop', 'deposit', 'gift_card')`),
    check('orders_status', sql`${table.status} in ('pending', 'paid', 'cancelled', 'expired')`),
    check('orders_total', sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.taxCents}`),
    check('orders_discount_within_subtotal', sql`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.subtotalCents}`),
    check('orders_fulfilment', sql`${table.fulfilment} in ('unfulfilled', 'ready_for_pickup', 'picked_up')`),
    check('orders_refunded_within_total', sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.totalCents}`),
    check('orders_tendered_within_total', sql`${table.tenderedCents} >= 0 and ${table.tenderedCents} <= ${table.totalCents}`),
    index('orders_created_idx').on(table.createdAt),
    // The profile's paid orders, a page at a time on (paid_at, id), and how many a customer
    // has paid (the dashboard's repeat customers), read from the index alone (issue 15).
    index('orders_user_paid_idx').on(table.userId, table.paidAt, table.id).where(sql`${table.paidAt} is not null`),
    // The owner's sales figures and exports: orders paid in a period.
    index('orders_paid_at_idx').on(table.paidAt),
  ],
);

/** What was bought, by variant, with the name, options, SKU and price as they were at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productName: text('product_name').notNull(),
    /** The variant's option values as they were ("15 lb / Chicken"); empty for a product without options. */
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    imagePath: text('image_path').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's discount (issue 32), so a refund gives back what its units cost. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** How many of this line have been refunded (and restocked); never more than were bought. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.variantId] }),
    check('order_lines_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_lines_refunded_within_quantity', sql`${table.refundedQuantity} >= 0 and ${table.refundedQuantity} <= ${table.quantity}`),
  ],
);

/**
 * Money given back on a paid order, through the provider that took it (issue 13). A
 * request carries a key: asked twice (a double click, a retry), it is recorded once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The client's key for one refund request. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** Lines' amounts plus their HST, in cents. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    /** 'test' or 'stripe', as the order was paid. */
    provider: text('provider').notNull(),
    /** The provider's refund id (Stripe's re_…); the test provider makes its own. */
    providerRefundId: text('provider_refund_id'),
    /** Who asked: an email. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_order_idempotency_key').on(table.orderId, table.idempotencyKey),
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Which lines a refund gave back, and how many of each. */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** The line's share before HST, at the price paid. */
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.refundId, table.variantId] }),
    check('refund_lines_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

/**
 * The orders' version (issue 31): one row the database moves with every statement that
 * writes orders, their lines, refunds or refund lines (triggers, migration 0038), whoever
 * writes them, so a customer's list of past orders is read once per version, not per request.
 */
export const ordersVersion = pgTable(
  'orders_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('orders_version_single_row', sql`${table.id} = 1`)],
);

/** Every payment event handled, by the provider's event id: a redelivered event is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stock held for an open checkout (D26): from the moment checkout starts until its
 * payment session ends. Paid: the order takes the stock for good and the hold goes;
 * expired or cancelled: the hold goes. Available = the variant's stock - holds of pending orders.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** When the payment session lapses; a job releases the hold then if nothing else has. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.variantId] }),
    index('stock_reservations_variant_idx').on(table.variantId),
    check('stock_reservations_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

/** An order's history as the console shows it: paid, ready for pickup, picked up, refunded, by whom and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who: an email, or `customer`, `payment provider`, `system`. */
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * A visit's deposit (issue 29): what the service asked when it was booked, the order that
 * pays it (through the shop's checkout, with its webhook, refunds and figures) and where
 * it stands. awaiting: the visit holds its time until `hold_until`; paid: the visit is
 * Confirmed; refunding → refunded: money going back (a cancel inside the policy, a payment
 * after the hold ran out, the owner's refund); kept: a late cancel or a no-show; waived:
 * the owner confirmed the visit without it; released: the hold ran out unpaid.
 */
export const appointmentDeposits = pgTable(
  'appointment_deposits',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The deposit order the customer pays; null until they first go to pay. */
    orderId: uuid('order_id')
      .unique()
      // Retention destroys a closed account's orders after 6 years (issue 30); the visit's deposit outlives its order.
      .references(() => orders.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    state: text('state', { enum: depositStates }).notNull().default('awaiting'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    /** Names the one refund this deposit can have at the payment provider: asked twice, refunded once. */
    refundKey: uuid('refund_key').notNull().defaultRandom(),
    /** Why its money is going back: 'cancelled' (inside the policy), 'late-payment', 'owner'. */
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('appointment_deposits_state', sql`${table.state} in ('awaiting', 'paid', 'refunding', 'refunded', 'kept', 'waived', 'released')`),
    check('appointment_deposits_total', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents} and ${table.subtotalCents} > 0`),
  ],
);

/**
 * A gift card bought in the shop (issue 32): what the buyer asked for, kept with its order
 * until the payment arrives, when the card is issued (gift_cards.order_id) and its mail
 * queued for the day chosen. A gift card is a payment, not a sale of goods: its order
 * carries no HST, and the owner's figures count it as owed until it is spent.
 */
export const giftCardSales = pgTable(
  'gift_card_sales',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer's form's key: the same purchase asked twice (a double click, a second tab) is one order. */
    requestKey: uuid('request_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    /** The shop's date the card is mailed on; the recipient's language for it. */
    deliverOn: text('deliver_on').notNull(),
    locale: text('locale').notNull(),
    /** The card, once the payment arrived and it was issued. */
    giftCardId: uuid('gift_card_id').unique(),
  },
  (table) => [check('gift_card_sales_amount', sql`${table.amountCents} > 0`)],
);
