import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  consoleTranslationItemSchema,
  consoleTranslationsResponseSchema,
  saveTranslationBodySchema,
  translationParamsSchema,
} from '@shared/contracts/translations';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { consoleTranslations, saveTranslation } from '../catalog/translations.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The console's translations of products, services and categories (issue 16). */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/translations',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Every product, service and category with its words in each language, and what is missing',
        response: { 200: consoleTranslationsResponseSchema, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await consoleTranslations(app.db) };
    },
  );

  app.put(
    '/api/console/translations/:kind/:id',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Words an item in one language; an empty field removes that translation and the shop shows the English",
        params: translationParamsSchema,
        body: saveTranslationBodySchema,
        response: { 200: consoleTranslationItemSchema, ...refusals, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => saveTranslation(app.db, ownerActor(requireUser(request)), request.params.kind, request.params.id, request.body),
  );
};
