import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { END_OF_TIME_MICROS } from '@shared/contracts/paging';
import { orderLines, orders, paymentEvents, refunds } from './checkout.schema';
import type { PaymentProviderName } from './payment-provider';
import { deleteReservationsOf } from './reservations.repo';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['status'];
export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

export interface NewOrder {
  userId: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRateBasisPoints: number;
  currency: string;
  paymentProvider: PaymentProviderName;
  /** Default 'shop'; a visit's deposit is 'deposit', with no lines. */
  kind?: OrderRow['kind'];
  /** A discount code's amount off the subtotal, and the code (issue 32); each line carries its share. */
  discountCents?: number;
  discountCode?: string | null;
  lines: Array<Omit<OrderLineRow, 'orderId' | 'refundedQuantity' | 'discountCents'> & { discountCents?: number }>;
}

export interface PaymentEventRecord {
  /** The provider's event id: a redelivered event has the same one. */
  id: string;
  provider: PaymentProviderName;
  type: string;
  orderId: string;
}

export async function insertOrder(db: Executor, { lines, ...order }: NewOrder): Promise<OrderWithLines> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('Inserting an order returned no row');
  // A deposit order (issue 29) has no goods: its one line is the visit's (appointment_deposits).
  if (lines.length === 0) return { order: row, lines: [] };
  const lineRows = await db
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning();
  return { order: row, lines: lineRows };
}

/**
 * Serialises starting checkouts for one user until the transaction ends, so two at once
 * cannot both find no open order; the partial unique index on pending orders remains
 * the guarantee.
 */
export async function lockCheckoutsOf(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_NAMESPACE}, hashtext(${userId}))`);
}
const CHECKOUT_LOCK_NAMESPACE = 7_412;

/**
 * The user's open (pending) shop orders with their lines, locked until the transaction ends,
 * like lockOrder: a payment in progress finishes first, and an order it paid is not
 * returned. At most one since the partial unique index (migration 0008). A visit's
 * deposit (issue 29) is not the cart's checkout, and is left alone.
 */
export async function lockOpenOrdersOf(tx: Transaction, userId: string): Promise<OrderWithLines[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), eq(orders.kind, 'shop')))
    .orderBy(desc(orders.createdAt))
    .for('no key update');
  return Promise.all(rows.map(async (order) => ({ order, lines: await findOrderLines(tx, order.id) })));
}

/**
 * Names the provider's session of a pending order. False when the order is no longer
 * pending, or already has another session: then this session must not be used.
 */
export async function attachPaymentSession(db: Executor, orderId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentSessionId: sessionId, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        or(isNull(orders.paymentSessionId), eq(orders.paymentSessionId, sessionId)),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Only the owner's order is ever found: another user's is simply not there. */
export async function findOrderOf(db: Executor, userId: string, orderId: string): Promise<OrderWithLines | undefined> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return undefined;
  return { order, lines: await findOrderLines(db, orderId) };
}

export function findOrderLines(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.productId), asc(orderLines.variantId));
}

/**
 * A page of the customer's paid orders, the last paid first, before `before` when given: a
 * keyset on (paid_at, id) in whole microseconds, read on orders_user_paid_idx by one
 * prepared statement. Each row brings its position for the next page's cursor.
 */
export function findPaidOrderPage(
  db: Database,
  userId: string,
  before: { micros: string; id: string } | undefined,
  limit: number,
): Promise<Array<OrderRow & { itemCount: number; position: string }>> {
  let statement = paidOrderPages.get(db);
  if (!statement) paidOrderPages.set(db, (statement = paidOrderPageStatement(db)));
  return statement.execute({ userId, beforeMicros: before?.micros ?? FIRST_PAGE_MICROS, beforeId: before?.id ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff', limit });
}


/** The first page starts after the furthest position a cursor may name. */
const FIRST_PAGE_MICROS = END_OF_TIME_MICROS.toString();

/** An instant in whole microseconds since 1970, exactly (numeric, not a float). */
const microsOf = (column: AnyColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** An order's place in a list newest first by `column`: the cursor (NewestFirstCursor) of the page after it. */
export const positionOf = (column: AnyColumn) => sql<string>`${microsOf(column)} || '.' || ${orders.id}::text`;

/** The orders after `cursor` in a list newest first by (`column`, id), to the microsecond. */
export const olderThan = (column: AnyColumn, cursor: { micros: SQLWrapper | string; id: SQLWrapper | string }) =>
  sql`(${column}, ${orders.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;

function paidOrderPageStatement(db: Database) {
  return db
    .select({
      ...getTableColumns(orders),
      // A gift card (issue 32) is one item without goods.
      itemCount: sql<number>`case when ${orders.kind} = 'gift_card' then 1 else (select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id}) end`,
      position: positionOf(orders.paidAt),
    })
    .from(orders)
    // Paid orders are those with a paid_at (pending → paid sets it, and nothing clears it).
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        isNotNull(orders.paidAt),
        // A visit's deposit shows on the visit, not among the customer's purchases; a gift card they bought does.
        inArray(orders.kind, ['shop', 'gift_card']),
        olderThan(orders.paidAt, { micros: sql.placeholder('beforeMicros'), id: sql.placeholder('beforeId') }),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .prepare('paid_orders_of_user');
}

const paidOrderPages = new WeakMap<Database, ReturnType<typeof paidOrderPageStatement>>();

export async function findOrderIdBySession(
  db: Executor,
  provider: PaymentProviderName,
  sessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentSessionId, sessionId)));
  return row?.id;
}

/**
 * Records that an event was handled. False when it already was: the primary key makes
 * a redelivery, even a concurrent one, wait for the first and then find it done.
 */
export async function recordPaymentEvent(db: Executor, event: PaymentEventRecord): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * The order, locked until the transaction ends so one payment change happens at a time.
 * NO KEY UPDATE, not UPDATE: it does not conflict with the key-share lock that the
 * payment_events foreign key takes, so two different events for one order queue
 * up instead of deadlocking.
 */
export async function lockOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  return row;
}

/**
 * Claims the order for a refund for `seconds`, unless another refund holds it: the claim
 * outlives one request's wait on the payment provider, and lapses if its process dies.
 */
export async function claimOrderForRefund(tx: Executor, orderId: string, seconds: number): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ refundClaimedUntil: sql`clock_timestamp() + make_interval(secs => ${seconds})` })
    .where(and(eq(orders.id, orderId), or(isNull(orders.refundClaimedUntil), lt(orders.refundClaimedUntil, sql`clock_timestamp()`))))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** Frees the order for the next refund. */
export async function releaseRefundClaim(tx: Executor, orderId: string): Promise<void> {
  await tx.update(orders).set({ refundClaimedUntil: null }).where(eq(orders.id, orderId));
}

export async function findOrderStatus(db: Executor, orderId: string): Promise<OrderStatus | undefined> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/**
 * Moves a pending order on, returning it; any other status stays as it is (states only
 * move forward). `onlyWithoutSession`: only while no payment session is attached yet.
 * The order's stock holds go with it (D26): paid, the stock is taken instead; cancelled,
 * expired or replaced, it is free again. Pass the caller's transaction so both happen
 * together (a hold of a closed order counts for nothing anyway: findHeldQuantities).
 */
export async function closePendingOrder(
  db: Executor,
  orderId: string,
  status: Exclude<OrderStatus, 'pending'>,
  options: { onlyWithoutSession?: boolean } = {},
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: sql`now()`, ...(status === 'paid' ? { paidAt: sql`now()` } : {}) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), options.onlyWithoutSession ? isNull(orders.paymentSessionId) : undefined))
    .returning();
  if (row) await deleteReservationsOf(db, row.id);
  return row;
}

/** The uploaded pictures (/media/…) any order line shows. */
export async function findOrderedUploadPaths(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ path: orderLines.imagePath }).from(orderLines).where(sql`${orderLines.imagePath} like '/media/%'`);
  return rows.map((row) => row.path);
}

/**
 * Deletes the orders of these customers whose last record (the order, its payment, its
 * latest refund) is at or before `lastRecordBy`, with their lines, refunds and their tax
 * amounts (by cascade). The payment events handled keep their provider's id, so a very
 * late redelivery is still recognised, but no longer name the order. Answers how many.
 */
export async function deleteOrdersOfCustomersUntouchedSince(db: Executor, userIds: readonly string[], lastRecordBy: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  const latestRefund = db.select({ at: sql`max(${refunds.createdAt})` }).from(refunds).where(eq(refunds.orderId, orders.id));
  const expired = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, [...userIds]),
        sql`greatest(${orders.createdAt}, ${orders.paidAt}, (${latestRefund})) <= ${lastRecordBy.toISOString()}::timestamptz`,
      ),
    );
  await db.update(paymentEvents).set({ orderId: null }).where(inArray(paymentEvents.orderId, expired));
  const deleted = await db.delete(orders).where(inArray(orders.id, expired)).returning({ id: orders.id });
  return deleted.length;
}

/**
 * A visit's deposit order (issue 29) or a gift card's (issue 32) becomes paid when its
 * money arrives: from pending, or from expired when the payment came after the order
 * lapsed (the money was taken all the same: a deposit's is given back, deposits.service.ts;
 * a card is issued, gift-card-sales.service.ts). Any other status stays as it is.
 */
export async function markOrderPaid(db: Executor, orderId: string, kind: 'deposit' | 'gift_card'): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', updatedAt: sql`now()`, paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.kind, kind), or(eq(orders.status, 'pending'), eq(orders.status, 'expired'))))
    .returning();
  return row;
}

/** What gift cards and store credit paid of a new order (tenders.service.ts), in its transaction. */
export async function setTenderedCents(tx: Transaction, orderId: string, tenderedCents: number): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ tenderedCents }).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`Order ${orderId} disappeared while its tenders were taken`);
  return row;
}
