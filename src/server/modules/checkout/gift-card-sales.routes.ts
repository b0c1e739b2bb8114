import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { buyGiftCardBodySchema, giftCardCheckoutResponseSchema } from '@shared/contracts/gift-cards';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { openGiftCardCheckout } from './gift-card-sales.service';
import { paymentContextOf } from './payment-context';
import type { PaymentProvider } from './payment-provider';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };

/** Gift cards sold in the shop (issue 32): any signed-in person buys one for someone, through the shop's checkout. */
export const giftCardSaleRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; now: () => Date }> = async (app, { provider, now }) => {
  app.post(
    '/api/gift-cards/checkout',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['checkout'],
        summary: 'Buy a gift card for someone: where to pay (Stripe Checkout or the test checkout); the same form sent twice is one order',
        body: buyGiftCardBodySchema,
        response: { 201: giftCardCheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await openGiftCardCheckout(paymentContextOf(request), provider, requireUser(request), request.body, now())),
  );
};
