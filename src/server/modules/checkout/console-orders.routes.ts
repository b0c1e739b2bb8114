import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleOrderPageSchema, consoleOrderParamsSchema, consoleOrderSchema, consoleOrdersQuerySchema, fulfilmentStepSchema } from '@shared/contracts/console-orders';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { advanceOrder, consoleOrder, listConsoleOrders } from './console-orders.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The console's orders: every customer's, for the owner only. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/admin/orders',
    {
      ...owner,
      schema: { tags: ['admin'], summary: 'Orders, newest first: search by number or customer, filter by status and dates', querystring: consoleOrdersQuerySchema, response: { 200: consoleOrderPageSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConsoleOrders(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/orders/:orderId',
    { ...owner, schema: { tags: ['admin'], summary: 'One order with its lines, payment and history', params: consoleOrderParamsSchema, response: { 200: consoleOrderSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleOrder(app.db, request.params.orderId);
    },
  );

  app.post(
    '/api/admin/orders/:orderId/fulfilment',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Ready for pickup (emails the customer), then picked up',
        params: consoleOrderParamsSchema,
        body: fulfilmentStepSchema,
        response: { 200: consoleOrderSchema, ...errors },
      },
    },
    async (request) =>
      advanceOrder({ db: app.db, jobs: app.jobs, baseUrl: app.env.BASE_URL }, ownerActor(requireUser(request)), request.params.orderId, request.body.step),
  );
};
