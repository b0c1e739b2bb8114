import * as z from 'zod';
import { customerPageSchema } from './console-customers';
import { storeCreditSchema } from './store-credit';
import { auditQuerySchema } from './owner';

/**
 * A customer's own data (issue 30 item 4, PIPEDA): what the shop keeps about them, as the
 * owner's console sees it, with their consent records and store credit. One JSON document sent as a file.
 */
export const consentRecordSchema = z.object({
  topic: z.string(),
  granted: z.boolean(),
  wordingVersion: z.string(),
  source: z.string(),
  phone: z.string().nullable(),
  recordedAt: z.iso.datetime(),
});

export const dataArchiveSchema = customerPageSchema.extend({
  /** The archive's shape, so a reader knows what it holds. */
  format: z.literal('pet-haven-data-archive/1'),
  exportedAt: z.iso.datetime(),
  consents: z.array(consentRecordSchema),
  /** Their store credit: its balance and every entry (issue 32). */
  storeCredit: storeCreditSchema,
});

/**
 * The made-up domain of a closed account's email (`closed-<id>@closed.invalid`): how the
 * server tells a closed account from an open one (nothing may be sent to it, no news).
 */
export const CLOSED_ACCOUNT_EMAIL_DOMAIN = 'closed.invalid';

/** How many archives one account may ask for in an hour: each reads everything about them. */
export const DATA_ARCHIVES_PER_HOUR = 5;

export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export type DataArchive = z.infer<typeof dataArchiveSchema>;

export const privacyMessages = {
  passwordRequired: 'errors.privacy.passwordRequired',
  wrongPassword: 'errors.privacy.wrongPassword',
  confirmationMismatch: 'errors.privacy.confirmationMismatch',
  signInAgain: 'errors.privacy.signInAgain',
  alreadyClosed: 'errors.privacy.alreadyClosed',
} as const;

/**
 * Closing the account (issue 30 item 4): the password again (an account without one, a
 * Google account, signs in afresh instead), and the account's email typed as confirmation.
 */
export const closeAccountBodySchema = z.object({
  password: z.string({ error: privacyMessages.passwordRequired }).max(1_000, privacyMessages.wrongPassword).optional(),
  confirmation: z.string({ error: privacyMessages.confirmationMismatch }).max(320, privacyMessages.confirmationMismatch),
});

export const closeAccountResponseSchema = z.object({
  closed: z.literal(true),
  cancelledVisits: z.number().int(),
  /** The store credit left, sent to the account's email as a gift card before it was erased (0: none). */
  creditSentAsGiftCardCents: z.number().int().nonnegative(),
});

export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

/**
 * One privacy request in the owner's console (GET /api/console/privacy-requests): a data
 * archive downloaded, or an account closed, with its date. A closed account is named only
 * by an anonymous reference (the same for each request of that account), never by its
 * name or email, which do not come back; an archive of an account still open names who.
 */
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['archive', 'closure']),
  at: z.iso.datetime(),
  /** "R-" and 8 hex digits from the account id: matches a closed account's requests, names no one. */
  reference: z.string(),
  /** Who asked, while the account is open; null once it is closed. */
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** For a closing: the visits to come it cancelled. */
  cancelledVisits: z.number().int().nullable(),
});

export const privacyRequestPageSchema = z.object({
  requests: z.array(privacyRequestSchema),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

/** Older than this request's id: the next page. */
export const privacyRequestsQuerySchema = auditQuerySchema.pick({ before: true });

export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export type PrivacyRequestPage = z.infer<typeof privacyRequestPageSchema>;
