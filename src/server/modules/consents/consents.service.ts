import {
  addMonths,
  consentWordingVersions,
  IMPLIED_INQUIRY_MONTHS,
  hasExpressConsent,
  latestChoice,
  newsConsent,
  type ConsentChoice,
  type ConsentSource,
  type ConsentTopic,
} from '@shared/consent/consent-rules';
import type { NewsCustomer } from '@shared/consent/news-audience';
import type { Locale } from '@shared/i18n/locales';
import type { ConsentState } from '@shared/contracts/consents';
import { CLOSED_ACCOUNT_EMAIL_DOMAIN, type ConsentRecord } from '@shared/contracts/privacy';
import type { Database, Executor } from '../../db/database';
import { accountByEmail, accountIdsAtEmailDomain, accountIdsByEmail } from '../accounts/accounts.service';
import { isOptOutReply } from '../text-messages/text-messages.service';
import { lastBookings } from '../appointment-book/customer-appointments.service';
import { lastPurchases } from '../checkout/customer-orders.service';
import { petTypesByOwner } from '../pets/pets.service';
import {
  countUnsubscribesByCampaign,
  deleteConsentRecordsOf,
  deleteNewsSubscriber,
  deleteNewsSubscriberByEmail,
  deleteNewsSubscribersInquiredBy,
  findNewsSubscriber,
  findNewsSubscribers,
  upsertNewsSubscriber,
  findConsentRecordsAbout,
  findConsentRecordsOf,
  findTextChoicesOfNumber,
  hasUnsubscribedThrough,
  insertConsentRecords,
  lockConsentsOf,
  type ConsentRecordRow,
} from './consents.repo';

/** The choices a person makes on the registration form or the profile. */
export interface ConsentChoices {
  newsEmail: boolean;
  reminderTexts: boolean;
  phone?: string | null;
}

const toChoice = (row: ConsentRecordRow): ConsentChoice => ({ granted: row.granted, at: row.recordedAt, source: row.source as ConsentSource });
const about = (rows: readonly ConsentRecordRow[], topic: ConsentTopic) => rows.filter((row) => row.topic === topic);

/**
 * Records the choices (issue 30). At registration both are recorded, yes or no; elsewhere
 * only what changed (a new yes, a no after a yes, another phone number), so saving one
 * choice does not write a no to the other that the person did not give.
 */
export async function recordConsentChoices(db: Database, userId: string, choices: ConsentChoices, source: ConsentSource, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockConsentsOf(tx, userId);
    const rows = await findConsentRecordsOf(tx, userId);
    const records = [];
    const newsNow = latestChoice(about(rows, 'news-email').map(toChoice));
    if (source === 'registration' || (newsNow?.granted ?? false) !== choices.newsEmail) {
      records.push({ userId, topic: 'news-email', granted: choices.newsEmail, wordingVersion: consentWordingVersions['news-email'], source, recordedAt: now });
    }
    const textRows = about(rows, 'reminder-texts');
    const textsNow = textRows.at(-1);
    const phone = choices.reminderTexts ? (choices.phone ?? null) : null;
    if (source === 'registration' || (textsNow?.granted ?? false) !== choices.reminderTexts || (choices.reminderTexts && textsNow?.phone !== phone)) {
      records.push({ userId, topic: 'reminder-texts', granted: choices.reminderTexts, wordingVersion: consentWordingVersions['reminder-texts'], source, phone, recordedAt: now });
    }
    await insertConsentRecords(tx, records);
  });
}

/** The customer's choices now, and whether news may be sent to them and why. */
export async function consentStateOf(db: Executor, userId: string, now: Date): Promise<ConsentState> {
  const rows = await findConsentRecordsOf(db, userId);
  // This customer's rows only: the profile asks this on every visit, and the shop grows.
  const [purchases, bookings] = await Promise.all([lastPurchases(db, userId), lastBookings(db, now, userId)]);
  const news = newsConsent(
    { choices: about(rows, 'news-email').map(toChoice), lastPurchaseOrBookingAt: latest(purchases.get(userId), bookings.get(userId)), lastInquiryAt: latest(...about(rows, 'news-inquiry').map((row) => row.recordedAt)) },
    now,
  );
  const texts = about(rows, 'reminder-texts');
  return {
    newsEmail: hasExpressConsent(about(rows, 'news-email').map(toChoice)),
    reminderTexts: hasExpressConsent(texts.map(toChoice)),
    phone: texts.at(-1)?.granted ? (texts.at(-1)?.phone ?? null) : null,
    news: { mayReceive: news.mayReceive, basis: news.basis, until: news.until?.toISOString() ?? null },
  };
}

const latest = (...dates: Array<Date | undefined>): Date | null =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/** Someone a news mail may go to: a customer, or an email without an account given in the newsletter box. */
export interface NewsRecipient extends NewsCustomer {
  /** For an email without an account, `userId` is `subscriberKey(id)`, a key no account has. */
  subscriber?: { id: string; email: string; locale: Locale };
}

/** The audience's key of a subscriber without an account. */
export const subscriberKey = (subscriberId: string) => `subscriber:${subscriberId}`;

/**
 * What the news audience rules need of everyone who might receive news: any customer with
 * a choice about news, an inquiry, a paid order or a booking, and every email without an
 * account given in the newsletter box. Implied consent is derived here, at query time,
 * from the orders, appointments and inquiries themselves; a closed account is never one.
 * An email given in the box
 * before its account existed lends its date to the account (whose choices then decide,
 * a withdrawal first) and is not a second recipient.
 */
export async function newsCustomers(db: Executor, now: Date): Promise<NewsRecipient[]> {
  const [records, inquiries, subscribers, purchases, bookings, petTypes, closed] = await Promise.all([
    findConsentRecordsAbout(db, 'news-email'),
    findConsentRecordsAbout(db, 'news-inquiry'),
    findNewsSubscribers(db),
    lastPurchases(db),
    lastBookings(db, now),
    petTypesByOwner(db),
    accountIdsAtEmailDomain(db, CLOSED_ACCOUNT_EMAIL_DOMAIN),
  ]);
  const choices = new Map<string, ConsentChoice[]>();
  for (const row of records) choices.set(row.userId, [...(choices.get(row.userId) ?? []), toChoice(row)]);
  const inquiredAt = new Map<string, Date>();
  const inquired = (userId: string, at: Date) => inquiredAt.set(userId, latest(inquiredAt.get(userId), at)!);
  for (const row of inquiries) inquired(row.userId, row.recordedAt);
  const accountOf = await accountIdsByEmail(db, subscribers.map((row) => row.email));
  const withoutAccount = subscribers.filter((row) => {
    const userId = accountOf.get(row.email);
    if (userId) inquired(userId, row.inquiredAt);
    return !userId;
  });
  // A closed account's orders and visits stay (for the tax authority, the shop's history), but it has no one to mail.
  const userIds = new Set([...choices.keys(), ...purchases.keys(), ...bookings.keys(), ...inquiredAt.keys()]);
  for (const userId of closed) userIds.delete(userId);
  const customers: NewsRecipient[] = [...userIds].map((userId) => {
    const seen = latest(purchases.get(userId), bookings.get(userId));
    return { userId, choices: choices.get(userId) ?? [], lastPurchaseOrBookingAt: seen, lastInquiryAt: inquiredAt.get(userId) ?? null, petTypes: petTypes.get(userId) ?? [], lastSeenAt: seen };
  });
  return [
    ...customers,
    ...withoutAccount.map((row) => ({
      userId: subscriberKey(row.id),
      choices: [],
      lastPurchaseOrBookingAt: null,
      lastInquiryAt: row.inquiredAt,
      petTypes: [],
      lastSeenAt: null,
      subscriber: { id: row.id, email: row.email, locale: row.locale as Locale },
    })),
  ];
}

/**
 * An email typed in the newsletter box (issue 30): an inquiry, whose implied consent to
 * news lasts 6 months (CASL s. 10(10)), recorded with where it was given and the words'
 * version. An email with an account: a record of that account (its own choices still
 * decide: a no it gave wins). Any other: a subscriber, or the same one inquiring again.
 */
export async function recordNewsletterInquiry(db: Database, inquiry: { email: string; locale: Locale }, now: Date): Promise<void> {
  const email = inquiry.email.toLowerCase();
  const wordingVersion = consentWordingVersions['news-inquiry'];
  const account = await accountByEmail(db, email);
  if (!account) {
    await upsertNewsSubscriber(db, { email, locale: inquiry.locale, wordingVersion, inquiredAt: now });
    return;
  }
  await insertConsentRecords(db, [{ userId: account.id, topic: 'news-inquiry', granted: true, wordingVersion, source: 'newsletter-box', recordedAt: now }]);
}

/** A subscriber without an account, as an unsubscribe link reads it (undefined once they unsubscribed or their consent ended). */
export const newsSubscriber = (db: Executor, subscriberId: string) => findNewsSubscriber(db, subscriberId);

/** A subscriber without an account unsubscribes: nothing of them is kept. False when they had already gone (a used link). */
export const unsubscribeSubscriber = (db: Executor, subscriberId: string): Promise<boolean> => deleteNewsSubscriber(db, subscriberId);

/** Forgets what the newsletter box holds of an email (its account is closing: nothing may reach it after). */
export const forgetNewsletterEmail = (db: Executor, email: string): Promise<void> => deleteNewsSubscriberByEmail(db, email);

/**
 * Retention (issue 30): forgets the subscribers without an account whose implied consent
 * has ended (6 months after their latest inquiry; the audience already leaves them out).
 * Answers how many.
 */
export const forgetEndedInquiries = (db: Executor, now: Date): Promise<number> => deleteNewsSubscribersInquiredBy(db, addMonths(now, -IMPLIED_INQUIRY_MONTHS));

/**
 * A no to news through a campaign's unsubscribe link, at once. False when this link was
 * used already (a replay): nothing is recorded twice, and a later yes on the profile is
 * not undone by an old mail.
 */
export async function unsubscribeThroughCampaign(db: Database, userId: string, campaignId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockConsentsOf(tx, userId);
    if (await hasUnsubscribedThrough(tx, userId, campaignId)) return false;
    await insertConsentRecords(tx, [
      { userId, topic: 'news-email', granted: false, wordingVersion: consentWordingVersions['news-email'], source: 'unsubscribe-link', campaignId, recordedAt: now },
    ]);
    return true;
  });
}

/** How many said no through each campaign's link (the console's counts). */
export const unsubscribesByCampaign = (db: Executor, campaignIds: readonly string[]): Promise<Map<string, number>> => countUnsubscribesByCampaign(db, campaignIds);

/** The number a customer agreed to receive text reminders at, when their latest choice about texts is yes; else null. */
export async function textingNumberOf(db: Executor, userId: string): Promise<string | null> {
  const latest = about(await findConsentRecordsOf(db, userId), 'reminder-texts').at(-1);
  return latest?.granted ? latest.phone : null;
}

/**
 * A text a customer sent the shop: STOP, ARRÊT or another opt-out word withdraws text
 * reminders from that number; anything else changes nothing. Answers how many customers
 * it stopped.
 */
export const receiveTextReply = (db: Database, reply: { from: string; body: string }, now: Date): Promise<number> =>
  isOptOutReply(reply.body) ? withdrawTextsOfNumber(db, reply.from, now) : Promise.resolve(0);

/**
 * A STOP (or ARRÊT…) texted back from a number: a withdrawal recorded at once for every
 * customer whose text reminders currently go to it (place 'text-reply'), so nothing more
 * is sent there. Answers how many customers it stopped; a number nobody texts is 0.
 */
export async function withdrawTextsOfNumber(db: Database, phone: string, now: Date): Promise<number> {
  const textedThere = async (tx: Executor) => {
    const latestOf = new Map<string, ConsentRecordRow>();
    for (const row of await findTextChoicesOfNumber(tx, phone)) latestOf.set(row.userId, row);
    return [...latestOf.values()].filter((row) => row.granted && row.phone === phone).map((row) => row.userId);
  };
  return db.transaction(async (tx) => {
    const candidates = await textedThere(tx);
    for (const userId of candidates) await lockConsentsOf(tx, userId);
    // Read again under the locks, as recordConsentChoices does: a number changed on the
    // profile meanwhile is a newer yes that this STOP must not undo.
    const texted = (await textedThere(tx)).filter((userId) => candidates.includes(userId));
    await insertConsentRecords(
      tx,
      texted.map((userId) => ({ userId, topic: 'reminder-texts', granted: false, wordingVersion: consentWordingVersions['reminder-texts'], source: 'text-reply', phone, recordedAt: now })),
    );
    return texted.length;
  });
}
/** Every choice the customer gave, oldest first, as their data archive shows it (issue 30 item 4). */
export async function consentRecordsOf(db: Executor, userId: string): Promise<ConsentRecord[]> {
  return (await findConsentRecordsOf(db, userId)).map((row) => ({
    topic: row.topic,
    granted: row.granted,
    wordingVersion: row.wordingVersion,
    source: row.source,
    phone: row.phone,
    recordedAt: row.recordedAt.toISOString(),
  }));
}

/** Forgets the customer's choices and number, in the caller's transaction (their account is closing). */
export const forgetConsentsOf = (db: Executor, userId: string): Promise<void> => deleteConsentRecordsOf(db, userId);
