import type { SessionUser } from '@shared/contracts/accounts';
import { createHash } from 'node:crypto';
import { AUDIT_PAGE_SIZE } from '@shared/contracts/owner';
import { privacyMessages, type CloseAccountBody, type CloseAccountResponse, type DataArchive, type PrivacyRequestPage } from '@shared/contracts/privacy';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { localeOrDefault } from '../../lib/i18n';
import { accountSummary, anonymiseAccount, contactsOf, signInMethodsOf } from '../accounts/accounts.service';
import { forgetWordsOnVisitsOf } from '../appointment-book/customer-appointments.service';
import { forgetCalendarFeedOf } from '../calendar-feed/calendar-feed.service';
import { forgetCartsOf } from '../cart/cart.service';
import { auditPage, recordChange } from '../audit/audit.service';
import { cancelUpcomingVisits, type BookingDeps } from '../booking/booking.service';
import { consentRecordsOf, forgetConsentsOf, forgetNewsletterEmail } from '../consents/consents.service';
import { customerPage, forgetStaffNotesAbout } from '../customers/customers.service';
import { storeCreditToGiftCard } from '../ledger/gift-cards.service';
import { storeCreditOf } from '../ledger/ledger.service';
import { removeAllPetsOf } from '../pets/pets.service';
import { forgetReportCardsOf } from '../report-cards/report-cards.service';
import { forgetWaitlistEntriesOf } from '../waitlist/waitlist.service';
import { anonymousIdentity, confirmationMatches, identityRefusal, isClosedAccountEmail } from './account-closure';

/**
 * A customer's rights over their data (issue 30 item 4, D31). The archive is what the
 * owner's console shows about them (customers' page: account, pets with their
 * vaccination records and proofs' addresses, appointments, orders, the staff's notes),
 * their consent records and their store credit; asking for it is audited.
 */

/**
 * The customer acts on their own data; the log names them by account id, not by email,
 * so the log keeps no address once the account is closed.
 */
const privacyActor = (userId: string) => ({ userId, label: `account:${userId}` });

export async function dataArchiveOf(db: Database, userId: string, now: Date): Promise<DataArchive> {
  const [page, consents, storeCredit] = await Promise.all([customerPage(db, userId, now), consentRecordsOf(db, userId), storeCreditOf(db, userId)]);
  await recordChange(db, { actor: privacyActor(userId), action: 'privacy.archiveDownloaded', subject: `account:${userId}` });
  return { format: 'pet-haven-data-archive/1', exportedAt: now.toISOString(), ...page, consents, storeCredit };
}

const invalid = (field: string, message: string) => new AppError(422, 'VALIDATION_ERROR', message, { [field]: message });
const alreadyClosed = () => new AppError(409, 'ACCOUNT_CLOSED', privacyMessages.alreadyClosed);

/**
 * Closes the signed-in account (issue 30 item 4): the typed email and the password (or a
 * fresh sign-in) first, then its visits still to come cancelled the one way with their
 * notices (to the address it still has), then in one transaction the account made
 * anonymous, its sessions ended, its pets, consents, the staff's notes, its waitlist entries,
 * its calendar address, report cards, cart and the words typed on its visits deleted, and
 * the closing audited. Orders and refunds keep their (now anonymous) customer. A second
 * request (a double click) finds the account closed, or its visits cancelled, and changes nothing.
 */
export async function closeAccount(
  deps: BookingDeps,
  user: SessionUser,
  body: CloseAccountBody,
  passwordMatches: (password: string) => Promise<boolean>,
  /** The shop's page, for the gift card a leftover store credit becomes. */
  shopUrl: string,
): Promise<CloseAccountResponse> {
  if (!confirmationMatches(body.confirmation, user.email)) throw invalid('confirmation', privacyMessages.confirmationMismatch);
  const [methods, summary] = await Promise.all([signInMethodsOf(deps.db, user.email), accountSummary(deps.db, user.id)]);
  const hasPassword = methods.includes('password');
  const given = { password: body.password, passwordMatches: hasPassword && body.password ? await passwordMatches(body.password) : false };
  switch (identityRefusal({ hasPassword, lastSignInAt: summary?.lastSignInAt ?? null }, given, deps.now())) {
    case 'password-required':
      throw invalid('password', privacyMessages.passwordRequired);
    case 'wrong-password':
      throw invalid('password', privacyMessages.wrongPassword);
    case 'sign-in-again':
      throw new AppError(401, 'SIGN_IN_AGAIN', privacyMessages.signInAgain);
    case undefined:
      break;
  }

  // A second request of the same closing finds nothing left to cancel, and is refused below.
  const cancelledVisits = await cancelUpcomingVisits(deps, user);

  const anonymous = anonymousIdentity(user.id);
  const creditSentAsGiftCardCents = await deps.db.transaction(async (tx) => {
    if (!(await anonymiseAccount(tx, user.id, user.email, anonymous))) throw alreadyClosed();
    // The store credit the shop still owes goes with the customer, as a gift card mailed to the address the account had.
    const credit = await storeCreditToGiftCard(tx, { userId: user.id, name: user.name, email: user.email, locale: localeOrDefault(user.locale), anonymous }, deps.now(), shopUrl);
    const petIds = await removeAllPetsOf(tx, user.id);
    await forgetStaffNotesAbout(tx, user.id, petIds);
    await forgetConsentsOf(tx, user.id);
    // The newsletter box's record of the address, had it been given before the account existed: once the account's
    // email is anonymised, it would otherwise become a subscriber of its own that news could still reach.
    await forgetNewsletterEmail(tx, user.email);
    await forgetWaitlistEntriesOf(tx, user.id);
    await forgetReportCardsOf(tx, [user.id]);
    await forgetCartsOf(tx, [user.id]);
    await forgetWordsOnVisitsOf(tx, [user.id]);
    await forgetCalendarFeedOf(tx, user.id);
    await recordChange(tx, { actor: privacyActor(user.id), action: 'privacy.accountClosed', subject: `account:${user.id}`, details: { cancelledVisits, creditSentAsGiftCardCents: credit } });
    return credit;
  });
  if (creditSentAsGiftCardCents > 0) deps.jobs.kick();
  return { closed: true, cancelledVisits, creditSentAsGiftCardCents };
}

/** An account's anonymous reference in the privacy requests: the same for each of its requests, and no way back to a name. */
export const privacyReference = (userId: string): string => `R-${createHash('sha256').update(`privacy-request:${userId}`).digest('hex').slice(0, 8).toUpperCase()}`;

/**
 * The owner's list of privacy requests (issue 30 item 4), newest first, a page at a time:
 * the audit log's `privacy.*` entries (one record for both), each with its kind and date,
 * the account's anonymous reference, and who asked while the account is still open. A
 * closed account's name and email are gone, and are not brought back from anywhere.
 */
export async function privacyRequestPage(db: Database, before: number | undefined): Promise<PrivacyRequestPage> {
  const page = await auditPage(db, { before, limit: AUDIT_PAGE_SIZE, kind: 'privacy' });
  const userIdOf = (subject: string) => (subject.startsWith('account:') ? subject.slice('account:'.length) : subject);
  const contacts = await contactsOf(db, page.events.map((event) => userIdOf(event.subject)));
  return {
    requests: page.events.map((event) => {
      const userId = userIdOf(event.subject);
      const contact = contacts.get(userId);
      const open = contact && !isClosedAccountEmail(contact.email);
      const cancelled = event.details.cancelledVisits;
      return {
        id: event.id,
        kind: event.action === 'privacy.accountClosed' ? 'closure' : 'archive',
        at: event.at,
        reference: privacyReference(userId),
        customer: open ? { name: contact.name, email: contact.email } : null,
        cancelledVisits: event.action === 'privacy.accountClosed' && typeof cancelled === 'number' ? cancelled : null,
      };
    }),
    nextBefore: page.nextBefore,
  };
}
