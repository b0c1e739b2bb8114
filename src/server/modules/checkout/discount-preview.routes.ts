import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { discountPreviewBodySchema, discountPreviewSchema } from '@shared/contracts/discounts';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { previewDiscount } from './checkout-discount.service';
import type { FastifyRequest } from 'fastify';

export interface DiscountCodeGuard {
  limits: RequestLimits;
  now: () => Date;
}

/** Codes tried, per address and per account: enough for typos, too few to guess codes (issue 32). */
export const DISCOUNT_TRIES: LimitRule = { name: 'discount-code', max: 10, windowSeconds: 15 * 60 };

/** Counts a try of a code by the request's address and by its account; beyond the limit, a 429 with how long to wait. */
export async function countDiscountTry(limits: RequestLimits, request: FastifyRequest): Promise<void> {
  await limits.hit(DISCOUNT_TRIES, addressSubject(request.ip));
  await limits.hit(DISCOUNT_TRIES, `user:${requireUser(request).id}`);
}

/** POST /api/checkout/discount: the cart page's Apply, showing the discount line before payment. Nothing is held until checkout. */
export const discountPreviewRoutes: FastifyPluginAsyncZod<DiscountCodeGuard> = async (app, { limits, now }) => {
  app.post(
    '/api/checkout/discount',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['checkout'],
        summary: "What a discount code takes off the signed-in customer's cart, with HST on the discounted price (issue 32)",
        body: discountPreviewBodySchema,
        response: { 200: discountPreviewSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await countDiscountTry(limits, request);
      reply.header('cache-control', 'no-store');
      return previewDiscount(app.db, requireUser(request).id, request.body.code, now());
    },
  );
};
