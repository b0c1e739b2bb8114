import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleOrderPageSchema,
  consoleOrderParamsSchema,
  consoleOrderSchema,
  consoleOrdersQuerySchema,
  fulfilmentStepSchema,
  refundOrderBodySchema,
  refundOrderResponseSchema,
} from '@shared/contracts/console-orders';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { localeOf } from '../../lib/i18n';
import { ownerActor } from '../audit/audit.service';
import { advanceOrder, consoleOrder, listConsoleOrders } from '../checkout/console-orders.service';
import { paymentProviderNamed, type PaymentProvider } from '../checkout/checkout.service';
import { refundOrder } from '../checkout/refunds.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export interface ConsoleOrdersRoutesOptions {
  /** Where customers pay now (app.ts): refunds go through it, or through the provider an older order was paid with. */
  payments: PaymentProvider;
}

/** The console's orders: every customer's, for the owner only. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<ConsoleOrdersRoutesOptions> = async (app, { payments }) => {
  const owner = { onRequest: requireRole('owner') };
  const providerNamed = paymentProviderNamed(payments, app.env.BASE_URL);

  app.get(
    '/api/console/orders',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'Orders, newest first: search by number or customer, filter by status and dates', querystring: consoleOrdersQuerySchema, response: { 200: consoleOrderPageSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConsoleOrders(app.db, request.query);
    },
  );

  app.get(
    '/api/console/orders/:orderId',
    { ...owner, schema: { tags: ['console'], summary: 'One order with its lines, payment and history', params: consoleOrderParamsSchema, response: { 200: consoleOrderSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consoleOrder(app.db, request.params.orderId, localeOf(request.headers));
    },
  );

  app.post(
    '/api/console/orders/:orderId/fulfilment',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Ready for pickup (emails the customer), then picked up',
        params: consoleOrderParamsSchema,
        body: fulfilmentStepSchema,
        response: { 200: consoleOrderSchema, ...errors },
      },
    },
    async (request) =>
      advanceOrder({ db: app.db, jobs: app.jobs, baseUrl: app.env.BASE_URL, locale: localeOf(request.headers) }, ownerActor(requireUser(request)), request.params.orderId, request.body.step),
  );

  app.post(
    '/api/console/orders/:orderId/refunds',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Refunds all that remains, or some units of its lines, through the provider that took the payment; restocks them and emails the customer. Once per idempotency key.',
        params: consoleOrderParamsSchema,
        body: refundOrderBodySchema,
        response: { 200: refundOrderResponseSchema, 201: refundOrderResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { created, response } = await refundOrder(
        { db: app.db, jobs: app.jobs, log: request.log, baseUrl: app.env.BASE_URL, providerNamed, locale: localeOf(request.headers) },
        ownerActor(requireUser(request)),
        request.params.orderId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(response);
    },
  );
};
