import Stripe from 'stripe';
import type { PaymentProvider } from '../payment-provider';

/** Where the Stripe client sends its requests; only tests change it, to a local stand-in. */
export interface StripeApiEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Stripe's minimum session lifetime is 30 minutes from when it creates the session,
 * which is a moment after the order is placed: a minute's margin keeps us above it.
 */
const SESSION_LIFETIME_SECONDS = 31 * 60;

export function createStripeClient(secretKey: string, endpoint?: StripeApiEndpoint): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint });
}

/**
 * Stripe Checkout (D17). The session charges exactly our order: one line per product
 * at the order's unit price, plus one line carrying the HST, so Stripe's total is ours
 * to the cent. The order becomes paid only through the signed webhook.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    sessionLifetimeMs: SESSION_LIFETIME_SECONDS * 1000,
    async createSession(request) {
      const currency = request.currency.toLowerCase();
      const lineItem = (name: string, unitAmount: number, quantity: number) => ({
        quantity,
        price_data: { currency, unit_amount: unitAmount, product_data: { name } },
      });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            ...request.lines.map((line) => lineItem(line.name, line.unitPriceCents, line.quantity)),
            ...(request.tax.cents > 0 ? [lineItem(request.tax.label, request.tax.cents, 1)] : []),
          ],
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          // Counted from the order, not from now: the parameters of one order never change.
          expires_at: Math.floor(request.placedAt.getTime() / 1000) + SESSION_LIFETIME_SECONDS,
        },
        // A retried request for the same order gets the same session, never a second one:
        // Stripe answers a repeated key (with the same parameters) with the first session.
        { idempotencyKey: `checkout-session-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      if (session.amount_total !== null && session.amount_total !== request.totalCents) {
        throw new Error(`Stripe session ${session.id} totals ${session.amount_total}, the order ${request.totalCents}`);
      }
      return { sessionId: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    /**
     * The order stores its Checkout Session; the money was taken by that session's
     * payment intent, which the refund names. Stripe answers a repeated key (with the
     * same amount) with the refund it already made, so a retry never refunds twice.
     */
    async refund({ orderId, paymentReference, amountCents, currency, idempotencyKey, reason }) {
      const session = await stripe.checkout.sessions.retrieve(paymentReference);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${paymentReference} has no payment to refund`);
      if (session.currency && session.currency !== currency.toLowerCase()) {
        throw new Error(`Stripe session ${paymentReference} was paid in ${session.currency}, the order in ${currency}`);
      }
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, metadata: { orderId, ...(reason ? { reason } : {}) } },
        { idempotencyKey: `refund-${orderId}-${idempotencyKey}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { refundId: refund.id };
    },
  };
}
