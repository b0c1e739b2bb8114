import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { errorBody } from '../../plugins/error-handler';
import { localeOf, translatorFor } from '../../lib/i18n';
import { createDatabaseProbe } from './database-probe';

const statusSchema = z.object({ status: z.string() });

/**
 * /healthz: the process answers. /readyz: and its database answered recently, as a
 * background probe last saw it (database-probe.ts), so a busy server still answers at once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = createDatabaseProbe({ ping: () => app.database.ping(), log: app.log });
  app.addHook('onReady', () => probe.start());
  app.addHook('onClose', async () => probe.stop());

  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (probe.status().ready) return { status: 'ready' };
      return reply.status(503).send(errorBody('NOT_READY', translatorFor(localeOf(request.headers))('errors.notReady')));
    },
  );
};
