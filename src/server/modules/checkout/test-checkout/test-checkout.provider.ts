import { createHash } from 'node:crypto';
import type { PaymentProvider } from '../payment-provider';

export const testCheckoutPath = (orderId: string) => `/checkout/test/${orderId}`;

/**
 * The embedded default (D17): a payment page on our own server that charges nothing.
 * Its Pay button goes through the same fulfilment as a Stripe webhook. The page is the
 * order's own, so it never lapses and there is nothing to expire: the order's status
 * alone decides whether it can be paid. A refund gives back nothing real either.
 */
export function createTestCheckoutProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'test',
    sessionLifetimeMs: null,
    async createSession({ orderId }) {
      return { sessionId: `test_${orderId}`, url: `${baseUrl}${testCheckoutPath(orderId)}` };
    },
    async expireSession() {},
    // Nothing was charged, so nothing goes back: the refund is recorded only on our side
    // (the refunds table), under an id of its own that the same key always gets again.
    async refund({ orderId, idempotencyKey }) {
      return { refundId: `test_re_${createHash('sha256').update(`${orderId}:${idempotencyKey}`).digest('hex').slice(0, 24)}` };
    },
  };
}
