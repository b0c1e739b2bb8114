import { signUpFieldMessages } from './sign-up-field-messages';

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
  ...signUpFieldMessages,
  signInToViewAppointments: 'Please sign in to view your appointments',
} as const;

/** The reset request's rule (§5): text, at sign, text, dot, text. */
export const RESET_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
