import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { shopPageParamsSchema, shopPageResponseSchema, shopTextsQuerySchema, shopTextsResponseSchema } from '@shared/contracts/translations';
import { localeOf } from '../../lib/i18n';
import { shopPageIn, shopTextsIn } from './shop-texts.service';

/** The shop's own texts (tagline, about, contact notes), read by every page; the console words them (console/shop-texts.routes.ts). */
export const shopTextsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shop/texts',
    {
      schema: {
        tags: ['shop'],
        summary: "The owner's words for the shop's texts in a language (the reader's by default); null keeps the built-in words",
        querystring: shopTextsQuerySchema,
        response: { 200: shopTextsResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Asked again on every page load, so an owner's change shows at once.
      reply.header('cache-control', 'no-cache');
      return { texts: await shopTextsIn(app.db, request.query.locale ?? localeOf(request.headers)) };
    },
  );

  app.get(
    '/api/shop/pages/:page',
    {
      schema: {
        tags: ['shop'],
        summary: "One of the shop's pages (privacy policy, terms) as the owner worded it in a language; null keeps the built-in text",
        params: shopPageParamsSchema,
        querystring: shopTextsQuerySchema,
        response: { 200: shopPageResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { text: await shopPageIn(app.db, request.params.page, request.query.locale ?? localeOf(request.headers)) };
    },
  );
};
