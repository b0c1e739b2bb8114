import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { analyticsDashboardSchema, analyticsPeriodQuerySchema } from '@shared/contracts/analytics';
import { apiErrorSchema } from '@shared/contracts/errors';
import { localeOf, translatorFor } from '../../lib/i18n';
import { requireRole } from '../../plugins/guards';
import { analyticsDashboard } from '../dashboard/dashboard.service';
import { appointmentsCsv, ordersCsv } from '../dashboard/exports.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** The owner's figures and exports (D27): for the owner only, never cached. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/analytics',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: "The dashboard's figures for a period (days in the shop's time zone, both included, at most 366) and the period before it",
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsDashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return analyticsDashboard(app.db, request.query);
    },
  );

  const exports = [
    { name: 'orders', summary: 'The orders paid in a period, as CSV', write: ordersCsv },
    { name: 'appointments', summary: 'The appointments starting in a period, as CSV', write: appointmentsCsv },
  ] as const;
  for (const { name, summary, write } of exports) {
    app.get(
      `/api/console/exports/${name}.csv`,
      {
        ...owner,
        schema: {
          tags: ['console'],
          summary,
          querystring: analyticsPeriodQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV (RFC 4180), UTF-8'), ...errors },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = await write(app.db, request.query, translatorFor(localeOf(request.headers)));
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
  }
};
