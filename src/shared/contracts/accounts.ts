import * as z from 'zod';

import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  RESET_EMAIL_PATTERN,
  accountMessages,
} from './account-rules';

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

/** The spec's email rule (§5): text, at sign, text, dot, text. */
const emailSchema = z.string().trim().regex(RESET_EMAIL_PATTERN, accountMessages.invalidEmail);

/** Sign in (§7 call 2): an email and a password; whether they match is the server's to say. */
export const signInBodySchema = z.object({
  email: z.string().trim().min(1, 'errors.account.emailRequired'),
  password: z.string().min(1, 'errors.account.passwordRequired'),
});

/** What registration asks for (§5): a display name, an email and a password of at least 6 characters. */
export const signUpBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'errors.account.nameRequired')
    .max(DISPLAY_NAME_MAX_LENGTH, 'errors.account.nameTooLong'),
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, 'errors.account.passwordTooLong'),
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
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), 'errors.account.resetCodeInvalid'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: accountMessages.newPasswordsDoNotMatch,
    when: (payload) => newPasswordSchema.safeParse((payload.value as { password?: unknown }).password).success,
  });

export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
export type EmailLookupResponse = z.infer<typeof emailLookupResponseSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
