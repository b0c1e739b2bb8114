import { addMonths } from '@shared/consent/consent-rules';
import { CLOSED_ACCOUNT_EMAIL_DOMAIN } from '@shared/contracts/privacy';

/**
 * What closing an account does to its data (issue 30 item 4, D31), decided without I/O.
 * Deleted: the sign-in methods and sessions, the roles, the pets with their vaccination
 * records (the proofs' files follow with the unused-uploads job), the consent records,
 * the staff's notes, the waitlist entries and the calendar feed's address, the report cards
 * (their photos' files follow with the unused-uploads job), the cart, and the words typed on
 * visits (special instructions). Made anonymous: the account itself (name, email, picture, language),
 * so its orders and refunds keep their customer for the tax authority's 6 years and the
 * shop's figures do not move. Cancelled through booking's one path: the visits still to come.
 */
export const CLOSED_ACCOUNT_NAME = 'Closed account';
export const CLOSED_EMAIL_DOMAIN = CLOSED_ACCOUNT_EMAIL_DOMAIN;

/**
 * Sales records (orders, refunds, their tax amounts) are kept 6 years for the tax
 * authority (Income Tax Act s. 230(4); Excise Tax Act s. 286(3) for HST), counted here
 * from an order's last record (its payment or latest refund): the retention job destroys
 * a closed account's orders once that is this old. An open account's orders are its own
 * history on its profile, and stay.
 */
export const SALES_RECORDS_KEPT_YEARS = 6;

/** The latest last-record date of a closed account's order that may be destroyed at `now`. */
export const salesRecordsExpireBy = (now: Date): Date => addMonths(now, -12 * SALES_RECORDS_KEPT_YEARS);

/** The anonymous customer an account becomes: its old email is free to register again. */
export function anonymousIdentity(userId: string): { name: string; email: string } {
  return { name: CLOSED_ACCOUNT_NAME, email: `closed-${userId}@${CLOSED_EMAIL_DOMAIN}` };
}

export const isClosedAccountEmail = (email: string): boolean => email.endsWith(`@${CLOSED_EMAIL_DOMAIN}`);

/** The typed confirmation is the account's email, as written, whatever its case or surrounding spaces. */
export const confirmationMatches = (typed: string, email: string): boolean => typed.trim().toLowerCase() === email.trim().toLowerCase();

/** How recent a sign-in must be to close an account that has no password (Google). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/**
 * How the person proves it is them: their password when the account has one, else a sign-in
 * in the last minutes. Returns the refusal, if any.
 */
export function identityRefusal(
  account: { hasPassword: boolean; lastSignInAt: Date | null },
  given: { password?: string | undefined; passwordMatches?: boolean },
  now: Date,
): 'password-required' | 'wrong-password' | 'sign-in-again' | undefined {
  if (account.hasPassword) {
    if (!given.password) return 'password-required';
    return given.passwordMatches ? undefined : 'wrong-password';
  }
  const fresh = account.lastSignInAt !== null && now.getTime() - account.lastSignInAt.getTime() <= FRESH_SIGN_IN_MS;
  return fresh ? undefined : 'sign-in-again';
}
