import * as z from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 10;

/** The spec's words (§5, §8), shown exactly as written. */
export const accountMessages = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  userNotFound: 'No account found with this email. Please sign up first.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later or reset your password.',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  googleFailed: 'Google login failed. Please try again.',
  emailInUse: 'This email address is already registered. Please sign in instead.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  registrationFailed: 'Registration failed. Please try again later.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordTooShort: 'Password must be at least 6 characters long.',
  newPasswordsDoNotMatch: 'Passwords do not match.',
  resetError: 'An error occurred. Please try again later.',
  resetFailed: 'Failed to reset password. Please try again.',
  lookupFailed: 'An error occurred. Please try again.',
  alreadyRegistered: 'This email is already registered. Please log in.',
  signInToViewAppointments: 'Please sign in to view your appointments',
} as const;

/** The reset request's rule (§5): text, at sign, text, dot, text. */
export const RESET_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
