import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerParamsSchema } from '@shared/contracts/console-customers';
import { apiErrorSchema } from '@shared/contracts/errors';
import { storeCreditAdjustmentBodySchema, storeCreditSchema } from '@shared/contracts/store-credit';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { adjustStoreCredit, storeCreditOf } from '../ledger/ledger.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** A customer's store credit in the console (issue 32): the owner reads it, and gives or takes back credit with a reason. */
export const storeCreditConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };
  app.get(
    '/api/console/customers/:userId/store-credit',
    {
      ...owner,
      schema: { tags: ['console'], summary: "A customer's store credit: its balance and latest entries", params: customerParamsSchema, response: { 200: storeCreditSchema, ...refusals } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeCreditOf(app.db, request.params.userId);
    },
  );

  app.post(
    '/api/console/customers/:userId/store-credit',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Gives a customer store credit (a positive amount) or takes back credit given by mistake (a negative one), with a reason; audited',
        params: customerParamsSchema,
        body: storeCreditAdjustmentBodySchema,
        response: { 200: storeCreditSchema, ...refusals },
      },
    },
    async (request) => adjustStoreCredit(app.db, ownerActor(requireUser(request)), request.params.userId, request.body),
  );
};
