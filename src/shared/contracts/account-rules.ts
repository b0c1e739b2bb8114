export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** The longest address mail can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 10;

/**
 * The spec's words for signing in, up and resetting (§5, §8), as message ids: the
 * catalogues hold the words exactly as written.
 */
export const accountMessages = {
  invalidCredentials: 'screens.signIn.invalidCredentials',
  userNotFound: 'screens.signIn.userNotFound',
  tooManyAttempts: 'screens.signIn.tooManyAttempts',
  loginFailed: 'screens.signIn.loginFailed',
  googleFailed: 'screens.signIn.googleFailed',
  signInToViewAppointments: 'screens.signIn.appointmentsBanner',
  emailInUse: 'screens.register.emailInUse',
  weakPassword: 'screens.register.weakPassword',
  registrationFailed: 'screens.register.failed',
  resetError: 'screens.reset.error',
  resetFailed: 'screens.newPassword.failed',
  invalidEmail: 'errors.account.invalidEmail',
  passwordTooShort: 'errors.account.passwordTooShort',
  passwordsDoNotMatch: 'errors.account.passwordsDoNotMatch',
  newPasswordTooShort: 'errors.account.newPasswordTooShort',
  newPasswordsDoNotMatch: 'errors.account.newPasswordsDoNotMatch',
} as const;

/** The reset request's rule (§5): text, at sign, text, dot, text. */
export const RESET_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
