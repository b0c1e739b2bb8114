import * as z from 'zod';

// The rules and the spec's words live in a zod-free module so the home page's first
// load can use them without pulling in zod; re-exported here for the server.
export * from './account-rules';
export * from './roles';

/** The signed-in user, as the session (Better Auth's get-session) describes it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
}

export const emailLookupBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});

/** §7 call 6: the sign-in methods of an email; empty when there is no account. */
export const emailLookupResponseSchema = z.object({
  signInMethods: z.array(z.enum(['password', 'google'])),
});

/** §3 User profile, plus what the profile screen shows. */
export const userProfileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  isProvider: z.boolean(),
});

export const authConfigResponseSchema = z.object({
  google: z.boolean(),
});

export type EmailLookupResponse = z.infer<typeof emailLookupResponseSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
