import type { SessionUser } from '@shared/contracts/accounts';
import { privacyMessages, type CloseAccountBody, type CloseAccountResponse, type DataArchive } from '@shared/contracts/privacy';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { accountSummary, anonymiseAccount, signInMethodsOf } from '../accounts/accounts.service';
import { forgetWordsOnVisitsOf } from '../appointment-book/customer-appointments.service';
import { forgetCalendarFeedOf } from '../calendar-feed/calendar-feed.service';
import { forgetCartsOf } from '../cart/cart.service';
import { recordChange } from '../audit/audit.service';
import { cancelUpcomingVisits, type BookingDeps } from '../booking/booking.service';
import { consentRecordsOf, forgetConsentsOf, forgetNewsletterEmail } from '../consents/consents.service';
import { customerPage, forgetStaffNotesAbout } from '../customers/customers.service';
import { removeAllPetsOf } from '../pets/pets.service';
import { forgetReportCardsOf } from '../report-cards/report-cards.service';
import { forgetWaitlistEntriesOf } from '../waitlist/waitlist.service';
import { anonymousIdentity, confirmationMatches, identityRefusal } from './account-closure';

/**
 * A customer's rights over their data (issue 30 item 4, D31). The archive is what the
 * owner's console shows about them (customers' page: account, pets with their
 * vaccination records and proofs' addresses, appointments, orders, the staff's notes)
 * and their consent records; asking for it is audited.
 */

/**
 * The customer acts on their own data; the log names them by account id, not by email,
 * so the log keeps no address once the account is closed.
 */
const privacyActor = (userId: string) => ({ userId, label: `account:${userId}` });

export async function dataArchiveOf(db: Database, userId: string, now: Date): Promise<DataArchive> {
  const [page, consents] = await Promise.all([customerPage(db, userId, now), consentRecordsOf(db, userId)]);
  await recordChange(db, { actor: privacyActor(userId), action: 'privacy.archiveDownloaded', subject: `account:${userId}` });
  return { format: 'pet-haven-data-archive/1', exportedAt: now.toISOString(), ...page, consents };
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

  await deps.db.transaction(async (tx) => {
    if (!(await anonymiseAccount(tx, user.id, user.email, anonymousIdentity(user.id)))) throw alreadyClosed();
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
    await recordChange(tx, { actor: privacyActor(user.id), action: 'privacy.accountClosed', subject: `account:${user.id}`, details: { cancelledVisits } });
  });
  return { closed: true, cancelledVisits };
}
