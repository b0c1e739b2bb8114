import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { DATA_ARCHIVES_PER_HOUR, dataArchiveSchema } from '@shared/contracts/privacy';
import { requireUser, requireUserHook } from '../../plugins/guards';
import type { RequestLimits } from '../limits/limits.service';
import { dataArchiveOf } from './privacy.service';

const archiveLimit = { name: 'data-archive', max: DATA_ARCHIVES_PER_HOUR, windowSeconds: 3600 };

/** The profile's privacy rights (issue 30 item 4): any signed-in account, about itself only. */
export const privacyRoutes: FastifyPluginAsyncZod<{ now: () => Date; limits: RequestLimits }> = async (app, { now, limits }) => {
  app.get(
    '/api/profile/archive',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'All the data the shop keeps about the signed-in account, as one JSON file (a few an hour)',
        response: { 200: dataArchiveSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await limits.hit(archiveLimit, `user:${userId}`);
      const archive = await dataArchiveOf(app.db, userId, now());
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="pet-haven-data-${archive.exportedAt.slice(0, 10)}.json"`);
      return archive;
    },
  );
};
