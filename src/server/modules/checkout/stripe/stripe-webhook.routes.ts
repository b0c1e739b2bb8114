import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { paymentContextOf } from '../payment-context';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.service';

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this
 * scope (and only this one) keeps the body raw. It carries no cookie, so the origin
 * check lets it through; the signature is its authentication.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhookSecret: string }> = async (app, { webhookSecret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Stripe Checkout events (signed)',
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const event = verifyStripeEvent(request.body, request.headers['stripe-signature'], webhookSecret);
      await handleStripeEvent(paymentContextOf(request), event);
      return { received: true as const };
    },
  );
};
