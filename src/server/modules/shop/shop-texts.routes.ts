import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  consoleShopTextsResponseSchema,
  saveShopTextBodySchema,
  shopTextParamsSchema,
  shopTextsQuerySchema,
  shopTextsResponseSchema,
} from '@shared/contracts/translations';
import { localeOf } from '../../lib/i18n';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { consoleShopTexts, saveShopText, shopTextsIn } from './shop-texts.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** The shop's own texts (tagline, about, contact notes): read by every page, worded by the owner in each language. */
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

  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/admin/shop-texts',
    { ...owner, schema: { tags: ['admin'], summary: "The shop's texts in every language, and where one is missing", response: { 200: consoleShopTextsResponseSchema, ...refusals } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleShopTexts(app.db);
    },
  );

  app.put(
    '/api/admin/shop-texts/:key',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Words one of the shop texts in one language; empty puts the built-in words back',
        params: shopTextParamsSchema,
        body: saveShopTextBodySchema,
        response: { 200: consoleShopTextsResponseSchema, ...refusals },
      },
    },
    async (request) => saveShopText(app.db, ownerActor(requireUser(request)), request.params.key, request.body.locale, request.body.value),
  );
};
