import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { consoleShopTextsResponseSchema, saveShopTextBodySchema, shopTextParamsSchema } from '@shared/contracts/translations';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { consoleShopTexts, saveShopText } from '../shop/shop-texts.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** The console's words for the shop's own texts (tagline, about, contact notes) in each language. */
export const shopTextsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/shop-texts',
    { ...owner, schema: { tags: ['console'], summary: "The shop's texts in every language, and where one is missing", response: { 200: consoleShopTextsResponseSchema, ...refusals } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleShopTexts(app.db);
    },
  );

  app.put(
    '/api/console/shop-texts/:key',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Words one of the shop texts in one language; empty puts the built-in words back',
        params: shopTextParamsSchema,
        body: saveShopTextBodySchema,
        response: { 200: consoleShopTextsResponseSchema, ...refusals },
      },
    },
    async (request) => saveShopText(app.db, ownerActor(requireUser(request)), request.params.key, request.body.locale, request.body.value),
  );
};
