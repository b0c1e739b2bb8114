import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentIdParamsSchema } from '@shared/contracts/booking';
import { depositCheckoutResponseSchema } from '@shared/contracts/deposits';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { openDepositCheckout } from './deposits.service';
import { paymentContextOf } from './payment-context';
import type { PaymentProvider } from './payment-provider';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };

/**
 * Deposits (issue 29, ADR 0045): the customer pays their visit's deposit through the
 * shop's checkout (the owner's waive and refund are console routes: console/appointments.routes.ts).
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
};
