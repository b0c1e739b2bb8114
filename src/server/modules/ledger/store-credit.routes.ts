import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { storeCreditSchema } from '@shared/contracts/store-credit';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { storeCreditOf } from './ledger.service';

/** Store credit (issue 32): a customer reads their own (the owner's side is in modules/console). Never cached: a balance is money. */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/store-credit',
    {
      onRequest: requireUserHook,
      schema: { tags: ['accounts'], summary: "The signed-in account's store credit: its balance and latest entries", response: { 200: storeCreditSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeCreditOf(app.db, requireUser(request).id);
    },
  );
};
