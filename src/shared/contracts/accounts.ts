import * as z from 'zod';

import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  RESET_EMAIL_PATTERN,
  accountMessages,
} from './account-rules';
import { isPrintableLine, lineText } from './text';
import { locales } from '../i18n/locales';
import { signUpConsentFields, signUpConsentRefinement } from './consents';

// The limits and message ids live in a zod-free module so screens can use them without
// pulling in zod; re-exported here for the server.
export * from './account-rules';
export * from './roles';

/** The signed-in user, as the session (Better Auth's get-session) describes it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** The language the account reads the site and its mail in (ADR 0015); null until set. */
  locale?: string | null;
}

/** PUT /api/profile/locale: the language the signed-in account reads the site and its mail in. */
export const accountLocaleBodySchema = z.strictObject({ locale: z.enum(locales, { error: 'errors.invalidValue' }) });
export const accountLocaleResponseSchema = z.object({ locale: z.enum(locales) });

/** Issue 29: whether the account is mailed when a visit is due again (a service's rebook interval has passed). */
export const remindWhenDueBodySchema = z.strictObject({ remindWhenDue: z.boolean({ error: 'errors.invalidValue' }) });
export const remindWhenDueResponseSchema = z.object({ remindWhenDue: z.boolean() });

export const emailLookupBodySchema = z.object({
  email: lineText().toLowerCase().pipe(z.email().max(EMAIL_MAX_LENGTH)),
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
  isOwner: z.boolean(),
  /** Issue 29: mailed when a visit is due again; on unless turned off. */
  remindWhenDue: z.boolean(),
});

export const authConfigResponseSchema = z.object({
  google: z.boolean(),
});

/** A display name (§5): 1 to 80 printable characters. */
const displayNameSchema = lineText()
  .min(1, 'errors.account.nameRequired')
  .max(DISPLAY_NAME_MAX_LENGTH, 'errors.account.nameTooLong');

/** The spec's email rule (§5): text, at sign, text, dot, text. */
const emailSchema = lineText()
  .max(EMAIL_MAX_LENGTH, accountMessages.invalidEmail)
  .regex(RESET_EMAIL_PATTERN, accountMessages.invalidEmail);

/** A new password (§5): at least 6 characters. */
const passwordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, 'errors.account.passwordTooLong');

/** The 6-digit code of a reset email (D14). */
const resetCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), 'errors.account.resetCodeInvalid');

/** Sign in (§7 call 2): an email and a password; whether they match is the server's to say. */
export const signInBodySchema = z.object({
  email: lineText().min(1, 'errors.account.emailRequired').max(EMAIL_MAX_LENGTH, accountMessages.invalidEmail),
  password: z.string().min(1, 'errors.account.passwordRequired').max(PASSWORD_MAX_LENGTH, accountMessages.invalidCredentials),
});

/** What registration asks for (§5): a display name, an email and a password of at least 6 characters. */
export const signUpBodySchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

/** The register form: the sign-up body and the password again, which must match (§5). */
export const registerFormSchema = signUpBodySchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.confirmPassword === form.password,
  {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDoNotMatch,
    // Said once the password itself is acceptable, as the spec's order of checks has it.
    when: (payload) => signUpBodySchema.shape.password.safeParse((payload.value as { password?: unknown }).password).success,
  },
);

/** /reset-password (§5, D14): a valid email. */
export const resetRequestBodySchema = z.object({ email: emailSchema });

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, accountMessages.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, 'errors.account.passwordTooLong');

/** /new-password (§5, D14): the emailed code and a new password of at least 6 characters, twice. */
export const newPasswordFormSchema = z
  .object({
    code: resetCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: accountMessages.newPasswordsDoNotMatch,
    when: (payload) => newPasswordSchema.safeParse((payload.value as { password?: unknown }).password).success,
  });

/**
 * The bodies of the account routes Better Auth serves under /api/auth, checked at our
 * edge before it sees them: only the fields we use, each bounded, nothing else.
 */
const callbackPathSchema = lineText()
  .max(2048, 'errors.account.invalidCallback')
  // A path on this site: never another origin (an open redirect) and never `//host`.
  .regex(/^\/(?![/\\])/, 'errors.account.invalidCallback');

/** A profile picture: an https address of reasonable length, or none. */
const profileImageSchema = z
  .url({ protocol: /^https$/, error: 'errors.account.invalidImage' })
  .max(2048, 'errors.account.invalidImage')
  .refine(isPrintableLine, 'errors.account.invalidImage')
  .nullable();

export const authRequestSchemas = {
  /** With issue 30's choices, unticked (absent) unless the person ticked them. */
  signUp: z.strictObject({ ...signUpBodySchema.shape, callbackURL: callbackPathSchema.optional(), ...signUpConsentFields }).superRefine(signUpConsentRefinement),
  signIn: z.strictObject({
    ...signInBodySchema.shape,
    rememberMe: z.boolean().optional(),
    callbackURL: callbackPathSchema.optional(),
  }),
  socialSignIn: z.strictObject({
    provider: z.enum(['google'], { error: accountMessages.googleFailed }),
    callbackURL: callbackPathSchema.optional(),
    errorCallbackURL: callbackPathSchema.optional(),
  }),
  updateUser: z
    .strictObject({ name: displayNameSchema.optional(), image: profileImageSchema.optional() })
    .refine((body) => body.name !== undefined || body.image !== undefined, 'errors.account.nothingToUpdate'),
  changePassword: z.strictObject({
    currentPassword: z.string().min(1, 'errors.account.passwordRequired').max(PASSWORD_MAX_LENGTH, accountMessages.invalidCredentials),
    newPassword: passwordSchema,
    revokeOtherSessions: z.boolean().optional(),
  }),
  /** Google's answer to the sign-in (code, state, or an error): whatever it sends, bounded and printable. */
  oauthCallback: z
    .record(z.string().max(64), z.string().max(4096).refine(isPrintableLine))
    .refine((query) => Object.keys(query).length <= 20),
  sendVerificationEmail: z.strictObject({ email: emailSchema, callbackURL: callbackPathSchema.optional() }),
  requestPasswordReset: z.strictObject({ email: emailSchema }),
  resetPassword: z.strictObject({ email: emailSchema, otp: resetCodeSchema, password: passwordSchema }),
  empty: z.strictObject({}),
} as const;

/** The query of the link in the verification email. */
export const verifyEmailQuerySchema = z.strictObject({
  token: z.string().min(1).max(4096).refine(isPrintableLine),
  callbackURL: callbackPathSchema.optional(),
});

export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
export type EmailLookupResponse = z.infer<typeof emailLookupResponseSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
