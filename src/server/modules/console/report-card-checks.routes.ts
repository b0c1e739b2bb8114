import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { reportCardCheckListSchema, reportCardChecksBodySchema } from '@shared/contracts/report-cards';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { listChecks, saveChecks } from '../report-cards/report-cards.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** The checks a provider may tick on a report card (issue 29), in both languages, edited by the owner as one list. */
export const reportCardChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/report-card-checks',
    { ...owner, schema: { tags: ['console'], summary: "The report cards' checks, in their order", response: { 200: reportCardCheckListSchema, ...refusals } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { checks: await listChecks(app.db) };
    },
  );

  app.put(
    '/api/console/report-card-checks',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "Saves the report cards' checks as a whole list (cards already written keep their words)",
        body: reportCardChecksBodySchema,
        response: { 200: reportCardCheckListSchema, ...refusals },
      },
    },
    async (request) => ({ checks: await saveChecks(app.db, request.body, ownerActor(requireUser(request))) }),
  );
};
