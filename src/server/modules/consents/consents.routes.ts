import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentChoicesBodySchema, consentStateSchema } from '@shared/contracts/consents';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { consentStateOf, recordConsentChoices } from './consents.service';

const errors = { 401: apiErrorSchema, 422: apiErrorSchema };

/** The profile's choices about being contacted (issue 30): any signed-in account, about itself only. */
export const consentsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/api/profile/consents',
    { onRequest: requireUserHook, schema: { tags: ['accounts'], summary: "The signed-in account's choices about news mail and text reminders", response: { 200: consentStateSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consentStateOf(app.db, requireUser(request).id, now());
    },
  );

  app.put(
    '/api/profile/consents',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'Say yes or no to news mail and text reminders (recorded with the wording version, time and place)',
        body: consentChoicesBodySchema,
        response: { 200: consentStateSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await recordConsentChoices(app.db, userId, request.body, 'profile', now());
      return consentStateOf(app.db, userId, now());
    },
  );
};
