import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigResponseSchema,
  emailLookupBodySchema,
  emailLookupResponseSchema,
  userProfileSchema,
} from '@shared/contracts/accounts';
import { apiErrorSchema } from '@shared/contracts/errors';
import { AppError } from '../../lib/app-error';
import { findProfile, findSignInMethods } from './profile.repo';
import { requireUser, requireUserHook } from './session';

export interface AccountsRoutesOptions {
  googleEnabled: boolean;
  lookupLimit: { max: number; timeWindow: number };
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
      config: { rateLimit: options.lookupLimit },
      schema: {
        tags: ['accounts'],
        summary: 'The sign-in methods of an email (the home page sign-up field, §7 call 6)',
        body: emailLookupBodySchema,
        response: { 200: emailLookupResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const methods = await findSignInMethods(app.db, request.body.email);
      const signInMethods = new Set<'password' | 'google'>();
      for (const method of methods) signInMethods.add(method === 'credential' ? 'password' : 'google');
      return { signInMethods: [...signInMethods] };
    },
  );

  app.get(
    '/api/profile',
    { preHandler: requireUserHook, schema: { tags: ['accounts'], summary: "The signed-in user's profile", response: { 200: userProfileSchema, 401: apiErrorSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findProfile(app.db, user.id);
      if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      return {
        uid: row.uid,
        name: row.name,
        email: row.email,
        photoURL: row.photoURL,
        createdAt: (row.profileCreatedAt ?? row.userCreatedAt).toISOString(),
        emailVerified: row.emailVerified,
        isProvider: row.providerId !== null,
      };
    },
  );
};
