import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterInquiryBodySchema } from '@shared/contracts/consents';
import { apiErrorSchema } from '@shared/contracts/errors';
import { accountSubject, addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { recordNewsletterInquiry } from './consents.service';

export interface NewsletterOptions {
  now: () => Date;
  limits: RequestLimits;
  /** Per address and per email, as the email lookup beside it is limited. */
  limit: LimitRule;
}

/**
 * The home page's newsletter box (issue 30): whoever types an email in it (signed in or
 * not) makes an inquiry, recorded with its time, place and the words' version; it implies
 * consent to news for 6 months. The answer is the same whether the email has an account
 * or not. The box then goes on to /register or /login as the spec says (the email lookup).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterOptions> = async (app, { now, limits, limit }) => {
  app.post(
    '/api/newsletter/inquiries',
    {
      preHandler: async (request) => {
        await limits.hit(limit, addressSubject(request.ip));
        await limits.hit(limit, accountSubject((request.body as { email: string }).email));
      },
      schema: {
        tags: ['news'],
        summary: 'An email given in the newsletter box: implied consent to news for 6 months (an inquiry)',
        body: newsletterInquiryBodySchema,
        response: { 204: z.null().describe('Recorded'), 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await recordNewsletterInquiry(app.db, request.body, now());
      return reply.status(204).send(null);
    },
  );
};
