import type { PaymentProvider } from '../payment-provider';

export const testCheckoutPath = (orderId: string) => `/checkout/test/${orderId}`;

/**
 * The embedded default (D17): a payment page on our own server that charges nothing.
 * Its Pay button goes through the same fulfilment as a Stripe webhook.
 */
export function createTestCheckoutProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createSession({ orderId }) {
      return { sessionId: `test_${orderId}`, url: `${baseUrl}${testCheckoutPath(orderId)}` };
    },
  };
}
