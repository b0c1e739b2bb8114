import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { errorBody } from '../../plugins/error-handler';
import { localeOf, translatorFor } from '../../lib/i18n';

const statusSchema = z.object({ status: z.string() });

/** /healthz: the process answers. /readyz: and so does its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        return reply.status(503).send(errorBody('NOT_READY', translatorFor(localeOf(request.headers))('errors.notReady')));
      }
    },
  );
};
