import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { orderIdParamsSchema, orderPageQuerySchema, orderPageSchema, orderSchema } from '@shared/contracts/orders';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { localeOf } from '../../lib/i18n';
import { sendRepresentation } from '../../lib/representation';
import { getOrder, pastOrderPageBody } from './orders.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The signed-in user's own orders: the profile's list and the confirmation page. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUserHook);

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Past (paid) orders, newest first, a page at a time',
        querystring: orderPageQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendRepresentation(request, reply, await pastOrderPageBody(app.db, requireUser(request).id, request.query));
    },
  );

  app.get(
    '/api/orders/:orderId',
    { schema: { tags: ['orders'], summary: 'One of your orders, in any status', params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } } },
    async (request) => getOrder(app.db, requireUser(request).id, request.params.orderId, localeOf(request.headers)),
  );
};
