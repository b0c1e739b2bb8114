import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { closeAccountBodySchema, closeAccountResponseSchema, DATA_ARCHIVES_PER_HOUR, dataArchiveSchema } from '@shared/contracts/privacy';
import { requireUser, requireUserHook } from '../../plugins/guards';
import type { RequestLimits } from '../limits/limits.service';
import { shopPageUrl } from '../ledger/gift-cards.service';
import { closeAccount, dataArchiveOf } from './privacy.service';

const archiveLimit = { name: 'data-archive', max: DATA_ARCHIVES_PER_HOUR, windowSeconds: 3600 };
/** Closing asks for the password: as few guesses as signing in allows. */
const closeLimit = { name: 'close-account', max: 5, windowSeconds: 900 };

export interface PrivacyRoutesOptions {
  now: () => Date;
  limits: RequestLimits;
  /** Whether the password is that of the session's account (Better Auth's check, wired by app.ts). */
  passwordMatches: (cookie: string, password: string) => Promise<boolean>;
}

/** The profile's privacy rights (issue 30 item 4): any signed-in account, about itself only. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { now, limits, passwordMatches }) => {
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

  app.post(
    '/api/profile/close',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'Close the signed-in account: its personal data deleted or made anonymous, its visits to come cancelled, its orders kept anonymously',
        body: closeAccountBodySchema,
        response: { 200: closeAccountResponseSchema, 401: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limits.hit(closeLimit, `user:${user.id}`);
      const cookie = request.headers.cookie ?? '';
      return closeAccount({ db: app.db, jobs: app.jobs, now }, user, request.body, (password) => passwordMatches(cookie, password), shopPageUrl(app.env.BASE_URL, user.locale));
    },
  );
};
