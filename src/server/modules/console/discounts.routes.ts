import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { discountCodeBodySchema, discountCodeListSchema, discountCodeParamsSchema, discountCodeSchema } from '@shared/contracts/discounts';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { archiveDiscountCode, createDiscountCode, discountCodeById, listDiscountCodes, updateDiscountCode } from '../discounts/discounts.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * Discount codes in the console (issue 32, ADR 0051): the owner lists, creates, edits and
 * archives codes, and sees how often each was used and what it gave. Never cached: the
 * figures move with every order.
 */
export const discountsConsoleRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/discounts',
    { ...owner, schema: { tags: ['console'], summary: 'The discount codes, live ones first, with their uses and the discount given', response: { 200: discountCodeListSchema, ...refusals } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDiscountCodes(app.db);
    },
  );

  app.post(
    '/api/console/discounts',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'Creates a discount code (its text unique whatever the case)', body: discountCodeBodySchema, response: { 201: discountCodeSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createDiscountCode(app.db, ownerActor(requireUser(request)), request.body)),
  );

  app.get(
    '/api/console/discounts/:discountCodeId',
    { ...owner, schema: { tags: ['console'], summary: 'A discount code with its uses', params: discountCodeParamsSchema, response: { 200: discountCodeSchema, ...refusals } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return discountCodeById(app.db, request.params.discountCodeId);
    },
  );

  app.put(
    '/api/console/discounts/:discountCodeId',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Changes a discount code; orders that used it keep what they were given',
        params: discountCodeParamsSchema,
        body: discountCodeBodySchema,
        response: { 200: discountCodeSchema, ...refusals },
      },
    },
    async (request) => updateDiscountCode(app.db, ownerActor(requireUser(request)), request.params.discountCodeId, request.body),
  );

  app.post(
    '/api/console/discounts/:discountCodeId/archive',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'Archives a discount code: checkout no longer knows it; its uses stay counted', params: discountCodeParamsSchema, response: { 200: discountCodeSchema, ...refusals } },
    },
    async (request) => archiveDiscountCode(app.db, ownerActor(requireUser(request)), request.params.discountCodeId, now()),
  );
};
