import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { apiErrorSchema } from '@shared/contracts/errors';
import { createCheckoutBodySchema, createCheckoutResponseSchema, type CreateCheckoutBody } from '@shared/contracts/orders';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { createCheckout, quoteCheckout, type CheckoutRequest } from './checkout.service';
import type { FastifyRequest } from 'fastify';
import { checkoutQuoteBodySchema, checkoutQuoteSchema } from '@shared/contracts/tenders';
import { accountSubject, addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
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
  limits: RequestLimits;
  /**
   * Requests that carry a gift card code, per address and per account: guessing 80-bit codes
   * is out of reach anyway; this stops a script trying. Generous enough for a customer whose
   * cart asks a new quote each time its total changes with a card applied.
   */
  giftCardCodeLimit: LimitRule;
  /** Discount codes (issue 32): tries are counted per address and per account, and checked at this clock. */
  discounts: DiscountCodeGuard;
}

/** A checkout request as the service reads it: the spec's ignored fields left out. */
const checkoutRequestOf = (body: CreateCheckoutBody | null | undefined): CheckoutRequest => ({
  expectedTotalCents: body?.expectedTotalCents,
  giftCardCode: body?.giftCardCode,
  useStoreCredit: body?.useStoreCredit,
  expectedGiftCardCents: body?.expectedGiftCardCents,
  expectedStoreCreditCents: body?.expectedStoreCreditCents,
});

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
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { provider, limits, giftCardCodeLimit, discounts }) => {
  const { STRIPE_WEBHOOK_SECRET, NODE_ENV } = app.env;

  /** Counts a request that tries a gift card code, by address and by account (issue 32). */
  const countCodeTry = async (request: FastifyRequest) => {
    const body = request.body as { giftCardCode?: unknown } | null | undefined;
    if (typeof body?.giftCardCode !== 'string' || body.giftCardCode.trim() === '') return;
    await limits.hit(giftCardCodeLimit, addressSubject(request.ip));
    await limits.hit(giftCardCodeLimit, accountSubject(requireUser(request).email));
  };

  app.post(
    '/api/checkout/quote',
    {
      onRequest: requireUserHook,
      preHandler: countCodeTry,
      schema: {
        tags: ['checkout'],
        summary: "How the signed-in user's cart would be paid: its total, then a gift card and store credit, and what is left to charge (issue 32)",
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteSchema, 401: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      if (request.body.discountCode !== undefined) await countDiscountTry(discounts.limits, request);
      return quoteCheckout(app.db, requireUser(request), request.body, discounts.now());
    },
  );

  app.post(
    '/create-checkout',
    {
      onRequest: requireUserHook,
      preHandler: countCodeTry,
      schema: {
        tags: ['checkout'],
        summary: "Creates an order from the signed-in user's cart and returns where to pay (§7 call 13); a gift card and store credit pay what they can first",
        body: createCheckoutBodySchema,
        response: { 201: createCheckoutResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const discountCode = request.body?.discountCode;
      if (discountCode !== undefined) await countDiscountTry(discounts.limits, request);
      const seen = { ...checkoutRequestOf(request.body), discountCode, now: discounts.now() };
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
