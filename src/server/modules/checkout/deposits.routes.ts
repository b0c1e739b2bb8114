import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema } from '@shared/contracts/booking';
import { appointmentDepositSchema, depositActionBodySchema, depositCheckoutResponseSchema } from '@shared/contracts/deposits';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser, requireUserHook } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { actOnDeposit, openDepositCheckout } from './deposits.service';
import { paymentContextOf } from './payment-context';
import type { PaymentProvider } from './payment-provider';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };

/**
 * Deposits (issue 29, ADR 0045): the customer pays their visit's deposit through the
 * shop's checkout; the owner waives or refunds one from the console's appointment book.
 */
export const depositRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; now: () => Date }> = async (app, { provider, now }) => {
  app.post(
    '/api/appointments/:appointmentId/deposit-checkout',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['booking'],
        summary: "Where to pay your visit's deposit (Stripe Checkout or the test checkout); asked again, the same payment",
        params: appointmentIdParamsSchema,
        response: { 201: depositCheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openDepositCheckout(paymentContextOf(request), provider, requireUser(request), request.params.appointmentId, now())),
  );

  app.post(
    '/api/console/appointments/:appointmentId/deposit',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: "Waive a visit's deposit (confirmed unpaid) or refund a paid or kept one; audited",
        params: appointmentIdParamsSchema,
        body: depositActionBodySchema,
        response: { 200: appointmentDepositSchema, ...errors },
      },
    },
    async (request) =>
      actOnDeposit(
        { db: app.db, log: request.log, kick: () => app.jobs.kick(), provider },
        ownerActor(requireUser(request)),
        request.params.appointmentId,
        request.body.action,
      ),
  );
};
