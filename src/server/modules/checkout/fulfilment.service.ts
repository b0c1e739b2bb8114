import type { Executor } from '../../db/database';
import { accountById } from '../accounts/accounts.service';
import { recordEvent } from '../analytics/analytics.service';
import { cartLinesOf, removeBought } from '../cart/cart.service';
import { takeStock } from '../catalog/catalog.service';
import { enqueueMail } from '../mail/mail.service';
import {
  closePendingOrder,
  findOrderLines,
  findOrderStatus,
  lockOrder,
  recordPaymentEvent,
  type OrderStatus,
  type PaymentEventRecord,
} from './orders.repo';
import { orderPageUrl, type PaymentContext } from './payment-context';
import { receiptEmail } from './receipt-email';
import { inLanguage } from './orders.service';
import { lockDepositPaidBy, settleDepositPayment } from './deposits.service';
import { settleGiftCardSale } from './gift-card-sales.service';
import { closeOrderUnpaid, orderTenders } from './tenders.service';

export type PaymentOutcome =
  /** This event moved the order on. */
  | 'applied'
  /** This event was handled before (a redelivery or a double-submitted form). */
  | 'duplicate'
  /** The order had already left pending; it stays as it is. */
  | 'too-late'
  /** The cart no longer holds what the order buys (changed or bought since checkout): the order was cancelled, not fulfilled. */
  | 'cart-changed';

export interface PaymentResult {
  outcome: PaymentOutcome;
  /** The order's status afterwards. */
  status: OrderStatus;
}

/**
 * The one way an order becomes paid, for every provider (D17). In one transaction: the
 * event is recorded (a second delivery stops there), the order is locked and moves
 * pending → paid, stock is taken exactly once, the bought quantities leave the cart
 * and the receipt is queued. The caller must have found the order first.
 *
 * Only an order its cart still holds is fulfilled: each of its lines must still be in
 * the cart, at least as many (lines added meanwhile may stay). An order whose cart
 * changed, or was bought through another order, is cancelled instead.
 *
 * A payment that is not fulfilled (the order closed, or its cart changed) changes
 * nothing else: states never move back. A real payment must then be refunded by hand,
 * so it is logged as a warning (docs/decisions/0004-payments.md); a test payment
 * charged nothing, and its log says so.
 */
export async function fulfilPaidOrder(context: PaymentContext, event: PaymentEventRecord): Promise<PaymentResult> {
  const { db, log } = context;
  const result = await db.transaction(async (tx): Promise<PaymentResult> => {
    if (!(await recordPaymentEvent(tx, event))) return { outcome: 'duplicate', status: await statusOf(tx, event.orderId) };
    // A visit's deposit (issue 29): its deposit is locked first, then its order (deposits.service.ts).
    const deposit = await lockDepositPaidBy(tx, event.orderId);
    if (deposit) return settleDepositPayment(tx, context, event, deposit);
    const order = await lockOrder(tx, event.orderId);
    if (!order) throw new Error(`Payment event ${event.id} names an unknown order`);
    // A gift card bought in the shop (issue 32): issued now, mailed on its day.
    if (order.kind === 'gift_card') return settleGiftCardSale(tx, context, event, order, context.now?.() ?? new Date());
    if (order.kind === 'deposit') {
      // A deposit order another one replaced: nothing holds a visit for it.
      if (order.status !== 'paid') logPaymentNotFulfilled(log, event, order.status, 'order-closed');
      return { outcome: 'too-late', status: order.status };
    }
    if (order.status !== 'pending') {
      if (order.status !== 'paid') logPaymentNotFulfilled(log, event, order.status, 'order-closed');
      return { outcome: 'too-late', status: order.status };
    }

    const lines = await findOrderLines(tx, order.id);
    if (!cartHolds(await cartLinesOf(tx, order.userId), lines)) {
      await closeOrderUnpaid(tx, order.id, 'cancelled');
      logPaymentNotFulfilled(log, event, 'cancelled', 'cart-changed');
      return { outcome: 'cart-changed', status: 'cancelled' };
    }

    const paid = await closePendingOrder(tx, order.id, 'paid');
    if (!paid?.paidAt) throw new Error(`Order ${order.id} could not be marked paid`);
    // Here only, past the payment event's own dedupe and the pending → paid step: once per order.
    await recordEvent(tx, { name: 'order_paid', occurredAt: paid.paidAt, orderId: order.id, amountCents: paid.totalCents });
    for (const short of await takeStock(tx, lines)) {
      log.warn({ orderId: order.id, ...short }, 'paid order needs more stock than the shelf holds: stock set to 0');
    }
    await removeBought(tx, order.userId, lines);
    const customer = await accountById(tx, order.userId);
    if (!customer) throw new Error(`Order ${order.id} has no customer`);
    const orderUrl = orderPageUrl(context.baseUrl, order.id);
    // In the customer's language (the account's, ADR 0015), the products named in it.
    const bought = await inLanguage(tx, { order: paid, lines }, customer.locale);
    const tenders = await orderTenders(tx, paid);
    await enqueueMail(tx, receiptEmail(customer, bought, { orderUrl, paidAt: paid.paidAt, tenders }, customer.locale));
    return { outcome: 'applied', status: 'paid' };
  });
  if (result.outcome === 'applied') context.jobs.kick();
  return result;
}

/** Every line of the order is still in the cart, at least as many. */
function cartHolds(cart: ReadonlyArray<{ variantId: number; quantity: number }>, lines: ReadonlyArray<{ variantId: number; quantity: number }>): boolean {
  const inCart = new Map(cart.map((line) => [line.variantId, line.quantity]));
  return lines.every((line) => (inCart.get(line.variantId) ?? 0) >= line.quantity);
}

/** Says what happened to a payment that did not fulfil its order, and whether anyone owes a refund. */
function logPaymentNotFulfilled(
  log: PaymentContext['log'],
  event: PaymentEventRecord,
  status: OrderStatus,
  reason: 'order-closed' | 'cart-changed',
): void {
  const details = { orderId: event.orderId, status, eventId: event.id, provider: event.provider, reason };
  if (event.provider === 'test') {
    log.info(
      details,
      reason === 'order-closed'
        ? 'test payment refused: the order is no longer open; nothing was charged, so there is nothing to refund'
        : 'test payment refused: the cart changed since checkout, so the order was cancelled; nothing was charged, so there is nothing to refund',
    );
    return;
  }
  log.warn(
    details,
    reason === 'order-closed'
      ? 'payment received for an order that is no longer open: refund it by hand'
      : 'payment received for an order whose cart changed since checkout: the order was cancelled, not fulfilled; refund it by hand',
  );
}

/** pending → cancelled or expired; an order that was paid (or closed) meanwhile stays as it is. */
export async function closeUnpaidOrder(
  context: PaymentContext,
  event: PaymentEventRecord,
  status: 'cancelled' | 'expired',
): Promise<PaymentResult> {
  return context.db.transaction(async (tx): Promise<PaymentResult> => {
    if (!(await recordPaymentEvent(tx, event))) return { outcome: 'duplicate', status: await statusOf(tx, event.orderId) };
    const order = await lockOrder(tx, event.orderId);
    if (!order) throw new Error(`Payment event ${event.id} names an unknown order`);
    if (order.status !== 'pending') return { outcome: 'too-late', status: order.status };
    // What a gift card and store credit paid goes back to them (issue 32), once: the event is recorded above.
    await closeOrderUnpaid(tx, order.id, status);
    return { outcome: 'applied', status };
  });
}

async function statusOf(db: Executor, orderId: string): Promise<OrderStatus> {
  const status = await findOrderStatus(db, orderId);
  if (!status) throw new Error(`Order ${orderId} disappeared`);
  return status;
}
