import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLocaleBodySchema,
  accountLocaleResponseSchema,
  authConfigResponseSchema,
  emailLookupBodySchema,
  emailLookupResponseSchema,
  remindWhenDueBodySchema,
  remindWhenDueResponseSchema,
  userProfileSchema,
} from '@shared/contracts/accounts';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { accountSubject, addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { getProfile, setAccountLocale, setRemindWhenDue, signInMethodsOf } from './accounts.service';

export interface AccountsRoutesOptions {
  googleEnabled: boolean;
  limits: RequestLimits;
  /** Per address and per email: the lookup says whether an email has an account, so it must not serve a harvester. */
  lookupLimit: LimitRule;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  app.get(
    '/api/accounts/config',
    { schema: { tags: ['accounts'], summary: 'Which sign-in options this shop offers', response: { 200: authConfigResponseSchema } } },
    async () => ({ google: options.googleEnabled }),
  );

  app.post(
    '/api/accounts/email-lookup',
    {
      // Per address, and per email asked about: neither a harvester nor a watcher of one account gets far.
      preHandler: async (request) => {
        await options.limits.hit(options.lookupLimit, addressSubject(request.ip));
        await options.limits.hit(options.lookupLimit, accountSubject((request.body as { email: string }).email));
      },
      schema: {
        tags: ['accounts'],
        summary: 'The sign-in methods of an email (the home page sign-up field, §7 call 6)',
        body: emailLookupBodySchema,
        response: { 200: emailLookupResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ signInMethods: await signInMethodsOf(app.db, request.body.email) }),
  );

  app.get(
    '/api/profile',
    { onRequest: requireUserHook, schema: { tags: ['accounts'], summary: "The signed-in user's profile", response: { 200: userProfileSchema, 401: apiErrorSchema } } },
    async (request) => getProfile(app.db, requireUser(request).id),
  );

  app.put(
    '/api/profile/locale',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'The language the signed-in account reads the site and its mail in',
        body: accountLocaleBodySchema,
        response: { 200: accountLocaleResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await setAccountLocale(app.db, requireUser(request).id, request.body.locale);
      return { locale: request.body.locale };
    },
  );

  app.put(
    '/api/profile/reminders',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in account is mailed when a visit is due again (issue 29)',
        body: remindWhenDueBodySchema,
        response: { 200: remindWhenDueResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      await setRemindWhenDue(app.db, requireUser(request).id, request.body.remindWhenDue);
      return { remindWhenDue: request.body.remindWhenDue };
    },
  );
};
