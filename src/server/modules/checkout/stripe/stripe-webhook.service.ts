import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { closeUnpaidOrder, fulfilPaidOrder } from '../fulfilment.service';
import { findOrderIdBySession } from '../orders.repo';
import type { PaymentContext } from '../payment-context';

const signatureRefused = () => new AppError(400, 'INVALID_SIGNATURE', 'errors.checkout.invalidSignature');

/**
 * The event, if Stripe signed exactly these bytes with our secret within the last
 * five minutes (Stripe's default tolerance, which also stops replays). Anything else
 * is refused before it can touch an order.
 */
export function verifyStripeEvent(rawBody: unknown, signature: string | undefined, secret: string): Stripe.Event {
  if (!(rawBody instanceof Buffer) || !signature) throw signatureRefused();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw signatureRefused();
  }
}

/**
 * A paid session fulfils its order; an expired one expires it; a failed delayed payment
 * cancels it. Other events are acknowledged and ignored so Stripe stops resending them.
 */
export async function handleStripeEvent(context: PaymentContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      // Cards are paid at once; delayed methods (bank debits) finish with async_payment_succeeded.
      if (event.data.object.payment_status !== 'unpaid') await settle(context, event, event.data.object, 'paid');
      return;
    case 'checkout.session.async_payment_succeeded':
      return settle(context, event, event.data.object, 'paid');
    case 'checkout.session.expired':
      return settle(context, event, event.data.object, 'expired');
    case 'checkout.session.async_payment_failed':
      return settle(context, event, event.data.object, 'cancelled');
    default:
      context.log.debug({ eventId: event.id, type: event.type }, 'Stripe event ignored');
  }
}

async function settle(
  context: PaymentContext,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  status: 'paid' | 'expired' | 'cancelled',
): Promise<void> {
  // The session id we stored names the order; the signed metadata is not needed to find it.
  const orderId = await findOrderIdBySession(context.db, 'stripe', session.id);
  if (!orderId) {
    context.log.warn({ eventId: event.id, sessionId: session.id }, 'Stripe event for a session that is not one of our orders');
    return;
  }
  const record = { id: event.id, provider: 'stripe' as const, type: event.type, orderId };
  const result = status === 'paid' ? await fulfilPaidOrder(context, record) : await closeUnpaidOrder(context, record, status);
  context.log.info({ eventId: event.id, type: event.type, orderId, ...result }, 'Stripe event handled');
}
