import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { apiErrorSchema } from '@shared/contracts/errors';
import { createCheckoutBodySchema, createCheckoutResponseSchema } from '@shared/contracts/orders';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { createCheckout } from './checkout.service';
import { paymentContextOf } from './payment-context';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient, createStripeProvider, type StripeApiEndpoint } from './stripe/stripe.provider';
import { stripeWebhookRoutes } from './stripe/stripe-webhook.routes';
import { createTestCheckoutProvider } from './test-checkout/test-checkout.provider';
import { testCheckoutRoutes } from './test-checkout/test-checkout.routes';
import { countDiscountTry, discountPreviewRoutes, type DiscountCodeGuard } from './discount-preview.routes';

export interface CheckoutRoutesOptions {
  /** Where customers pay: createPaymentProvider's answer, shared with the stock release job (app.ts). */
  provider: PaymentProvider;
  /** Discount codes (issue 32): tries are counted per address and per account, and checked at this clock. */
  discounts: DiscountCodeGuard;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. Tests point
 * the Stripe client at a local stand-in (`stripeApi`); everywhere else it talks to Stripe.
 */
export function createPaymentProvider(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'BASE_URL'>, stripeApi?: StripeApiEndpoint): PaymentProvider {
  return env.STRIPE_SECRET_KEY
    ? createStripeProvider(createStripeClient(env.STRIPE_SECRET_KEY, stripeApi))
    : createTestCheckoutProvider(env.BASE_URL);
}

/**
 * Checkout (D17): POST /create-checkout (the spec's path) opens a payment session with
 * Stripe when STRIPE_SECRET_KEY is set, otherwise with the built-in test checkout. The
 * Stripe webhook is served whenever its secret is set.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { provider, discounts }) => {
  const { STRIPE_WEBHOOK_SECRET, NODE_ENV } = app.env;

  app.post(
    '/create-checkout',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['checkout'],
        summary: "Creates an order from the signed-in user's cart and returns where to pay (§7 call 13)",
        body: createCheckoutBodySchema,
        response: { 201: createCheckoutResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const discountCode = request.body?.discountCode;
      if (discountCode !== undefined) await countDiscountTry(discounts.limits, request);
      const seen = { expectedTotalCents: request.body?.expectedTotalCents, discountCode, now: discounts.now() };
      return reply.status(201).send(await createCheckout(paymentContextOf(request), provider, requireUser(request), seen));
    },
  );
  await app.register(discountPreviewRoutes, discounts);

  if (provider.name === 'test') {
    if (NODE_ENV === 'production') {
      app.log.warn('STRIPE_SECRET_KEY is not set: checkout uses the built-in test payment page, which charges nothing');
    }
    await app.register(testCheckoutRoutes);
  }
  if (STRIPE_WEBHOOK_SECRET) await app.register(stripeWebhookRoutes, { webhookSecret: STRIPE_WEBHOOK_SECRET });
};
