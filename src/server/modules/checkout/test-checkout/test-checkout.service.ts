import { orderMessages } from '@shared/contracts/orders';
import type { Database } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { closeUnpaidOrder, fulfilPaidOrder, type PaymentResult } from '../fulfilment.service';
import type { OrderWithLines } from '../orders.repo';
import { getOwnOrder } from '../orders.service';
import type { PaymentContext } from '../payment-context';
import { message } from '@shared/i18n/message';

/** The user's own order that was sent to this page; anything else does not exist here. */
export async function findTestCheckoutOrder(db: Database, userId: string, orderId: string): Promise<OrderWithLines> {
  const found = await getOwnOrder(db, userId, orderId);
  if (found.order.paymentProvider !== 'test') throw notFound(orderMessages.notFound);
  return found;
}

/**
 * Pay: the same fulfilment a Stripe webhook triggers. The event id is fixed per order,
 * so a double-submitted form pays once. A cancelled order cannot be paid, nor one whose
 * cart has changed or been bought since this checkout began: the page says which.
 */
export async function payTestOrder(context: PaymentContext, userId: string, orderId: string): Promise<OrderWithLines['order']> {
  const { order } = await findTestCheckoutOrder(context.db, userId, orderId);
  const result = await fulfilPaidOrder(context, { id: `test:${order.id}:paid`, provider: 'test', type: 'test_checkout.paid', orderId: order.id });
  if (result.outcome === 'cart-changed') {
    throw new AppError(409, 'CART_CHANGED', 'screens.testCheckout.cartChanged');
  }
  if (result.status !== 'paid') {
    throw new AppError(409, 'ORDER_CLOSED', message('screens.testCheckout.orderClosed', { status: result.status }));
  }
  return order;
}

/** Cancel: pending → cancelled; the cart is untouched, so the customer can try again. */
export async function cancelTestOrder(context: PaymentContext, userId: string, orderId: string): Promise<{ result: PaymentResult; order: OrderWithLines['order'] }> {
  const { order } = await findTestCheckoutOrder(context.db, userId, orderId);
  return { order, result: await closeUnpaidOrder(context, { id: `test:${order.id}:cancelled`, provider: 'test', type: 'test_checkout.cancelled', orderId: order.id }, 'cancelled') };
}
