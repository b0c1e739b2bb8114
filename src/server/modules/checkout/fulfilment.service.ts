import type { Executor } from '../../db/database';
import { accountById } from '../accounts/accounts.service';
import { removeBought } from '../cart/cart.service';
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
import { defaultLocale } from '@shared/i18n/locales';

export type PaymentOutcome =
  /** This event moved the order on. */
  | 'applied'
  /** This event was handled before (a redelivery or a double-submitted form). */
  | 'duplicate'
  /** The order had already left pending; it stays as it is. */
  | 'too-late';

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
 * A paid event for a cancelled or expired order changes nothing: states never move
 * back, and someone must refund that payment by hand, so it is logged as a warning
 * (docs/decisions/0004-payments.md).
 */
export async function fulfilPaidOrder(context: PaymentContext, event: PaymentEventRecord): Promise<PaymentResult> {
  const { db, log } = context;
  const result = await db.transaction(async (tx): Promise<PaymentResult> => {
    if (!(await recordPaymentEvent(tx, event))) return { outcome: 'duplicate', status: await statusOf(tx, event.orderId) };
    const order = await lockOrder(tx, event.orderId);
    if (!order) throw new Error(`Payment event ${event.id} names an unknown order`);
    if (order.status !== 'pending') {
      if (order.status !== 'paid') {
        log.warn({ orderId: order.id, status: order.status, eventId: event.id }, 'payment received for an order that is no longer open: refund it by hand');
      }
      return { outcome: 'too-late', status: order.status };
    }

    const paid = await closePendingOrder(tx, order.id, 'paid');
    if (!paid?.paidAt) throw new Error(`Order ${order.id} could not be marked paid`);
    const lines = await findOrderLines(tx, order.id);
    for (const short of await takeStock(tx, lines)) {
      log.warn({ orderId: order.id, ...short }, 'paid order needs more stock than the shelf holds: stock set to 0');
    }
    await removeBought(tx, order.userId, lines);
    const customer = await accountById(tx, order.userId);
    if (!customer) throw new Error(`Order ${order.id} has no customer`);
    const orderUrl = orderPageUrl(context.baseUrl, order.id);
    await enqueueMail(tx, receiptEmail(customer, { order: paid, lines }, { orderUrl, paidAt: paid.paidAt }, defaultLocale));
    return { outcome: 'applied', status: 'paid' };
  });
  if (result.outcome === 'applied') context.jobs.kick();
  return result;
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
    await closePendingOrder(tx, order.id, status);
    return { outcome: 'applied', status };
  });
}

async function statusOf(db: Executor, orderId: string): Promise<OrderStatus> {
  const status = await findOrderStatus(db, orderId);
  if (!status) throw new Error(`Order ${orderId} disappeared`);
  return status;
}
