import { createHash, randomInt } from 'node:crypto';
import * as z from 'zod';
import type { Period } from '@shared/analytics/period';
import {
  GIFT_CARD_DELIVERY_HORIZON_DAYS,
  GIFT_CARD_LIST_LIMIT,
  giftCardMessages,
  type GiftCard,
  type GiftCardDetails,
  type IssueGiftCardBody,
  type IssuedGiftCard,
} from '@shared/contracts/gift-cards';
import { formatMoney } from '@shared/i18n/format';
import { defaultLocale, localizedPath, type Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normaliseGiftCardCode } from '@shared/money/gift-card-code';
import { addDaysToDate, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor, Transaction } from '../../db/database';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error';
import { localeOrDefault } from '../../lib/i18n';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { giftCardEmail } from './gift-card-email';
import {
  insertCreditAccount,
  insertGiftCard,
  lockCreditAccount,
  markGiftCardDelivered,
  markGiftCardVoided,
  selectBalances,
  selectEntries,
  selectGiftCard,
  selectGiftCardByCodeHash,
  selectGiftCardFigures,
  selectGiftCards,
  selectStoreCreditAccount,
  selectLastEntry,
  type GiftCardRow,
  type NewCreditEntry,
} from './ledger.repo';
import { entryView, postCreditEntry } from './ledger.service';

/**
 * Gift cards (issue 32, ADR 0049): a holding in the one ledger, reached by a code only
 * its recipient is sent. This file is the owner's side (issue, look up, void) and the
 * card's delivery on its day; spending one at checkout writes through postCreditEntry.
 */

export const GIFT_CARD_DELIVERY_JOB = 'gift-card-delivery';
/** A card set for a later day is mailed at 9 in the morning there, the shop's time. */
const DELIVERY_MINUTES = 9 * 60;

const unknownCard = () => notFound(giftCardMessages.unknownCode);

/** 80 random bits in Crockford's base 32, from the system's secure random source. */
function newGiftCardCode(): string {
  return Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)]).join('');
}

const codeHashOf = (code: string) => createHash('sha256').update(code).digest('hex');

function cardView(card: GiftCardRow, balanceCents: number): GiftCard {
  return {
    id: card.id,
    codeEnding: card.codeEnding,
    initialCents: card.initialCents,
    balanceCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    senderName: card.senderName,
    message: card.message,
    deliverOn: card.deliverOn,
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    voidedAt: card.voidedAt?.toISOString() ?? null,
    voidReason: card.voidReason,
    issuedAt: card.createdAt.toISOString(),
    issuedBy: card.issuedBy,
  };
}

/**
 * The owner issues a card: its holding opens with the amount, the audit log records it,
 * and its mail is queued for the day chosen (today: at once), all in one transaction.
 * The whole code is in the answer this once; the shop keeps only its hash.
 */
export async function issueGiftCard(db: Database, actor: AuditActor, body: Required<IssueGiftCardBody>, now: Date): Promise<IssuedGiftCard> {
  checkGiftCardDeliveryDay(body.deliverOn, now);
  const { card, code } = await db.transaction((tx) => openGiftCard(tx, actor, body, now));
  return { ...cardView(card, body.amountCents), code };
}

/**
 * A card can be set for today up to a year ahead, the shop's dates: checked when the owner
 * issues one and before a buyer pays for one, so nobody pays for a card that cannot be set.
 */
export function checkGiftCardDeliveryDay(deliverOn: string, now: Date): void {
  const today = todayInZone(now, siteConfig.timeZone);
  if (deliverOn < today || deliverOn > addDaysToDate(today, GIFT_CARD_DELIVERY_HORIZON_DAYS)) throw fieldRefusal('deliverOn', giftCardMessages.deliverOnInvalid);
}

/**
 * The one way a card comes to be, in the caller's transaction: the owner issuing it, or
 * the payment for one a customer bought (`orderId`). Its holding opens with the amount,
 * the audit log records who and why, and its mail is queued for its day (9 a.m. there,
 * or at once when that is today or has passed: a payment may arrive late).
 */
export async function openGiftCard(
  tx: Transaction,
  actor: AuditActor,
  body: Required<IssueGiftCardBody>,
  now: Date,
  orderId?: string,
): Promise<{ card: GiftCardRow; code: string }> {
  const today = todayInZone(now, siteConfig.timeZone);
  const { amountCents, ...fields } = body;
  const { card, code } = await newCard(tx, { ...fields, initialCents: amountCents, issuedBy: actor.label, orderId: orderId ?? null }, { actorUserId: actor.userId, orderId });
  await recordChange(tx, {
    actor,
    action: orderId ? 'giftCard.sold' : 'giftCard.issued',
    subject: `giftCard:${card.codeEnding}`,
    details: { name: body.recipientName, amount: formatMoney(body.amountCents, defaultLocale), amountCents: body.amountCents, date: body.deliverOn },
  });
  await enqueueJob(tx, {
    kind: GIFT_CARD_DELIVERY_JOB,
    payload: { giftCardId: card.id, code },
    runAt: body.deliverOn <= today ? now : zonedDateTimeToInstant(body.deliverOn, DELIVERY_MINUTES, siteConfig.timeZone),
    uniqueKey: `gift-card:${card.id}`,
  });
  return { card, code };
}

/** A new code, the card that keeps its hash and last four symbols, and its holding opened with an `issued` entry. */
async function newCard(
  tx: Transaction,
  card: Omit<Parameters<typeof insertGiftCard>[1], 'accountId' | 'codeHash' | 'codeEnding'>,
  entry: Omit<NewCreditEntry, 'reason'>,
): Promise<{ card: GiftCardRow; code: string }> {
  const code = newGiftCardCode();
  const account = await insertCreditAccount(tx, { kind: 'gift_card', unit: 'cents', holderUserId: null });
  const row = await insertGiftCard(tx, { ...card, accountId: account.id, codeHash: codeHashOf(code), codeEnding: code.slice(-4) });
  await postCreditEntry(tx, account.id, card.initialCents, { ...entry, reason: 'issued' });
  return { card: row, code };
}

/**
 * What a closing account's store credit becomes (issue 30 × 32): the shop owes it, and the
 * customer is leaving, so whatever is left is taken off the credit and opened as a gift
 * card (no expiry, no fees, a bearer code), mailed at once to the address the account had.
 * The card keeps only the anonymous name and address the account becomes, never the old
 * ones. In the closing's transaction; answers the amount (0 when there was none).
 */
export async function storeCreditToGiftCard(
  tx: Transaction,
  holder: { userId: string; name: string; email: string; locale: Locale; anonymous: { name: string; email: string } },
  now: Date,
  shopUrl: string,
): Promise<number> {
  const account = await selectStoreCreditAccount(tx, holder.userId);
  if (!account) return 0;
  await lockCreditAccount(tx, account.id);
  const left = (await selectLastEntry(tx, account.id))?.balanceAfter ?? 0;
  if (left <= 0) return 0;
  await postCreditEntry(tx, account.id, -left, { reason: 'closedToGiftCard', actorUserId: holder.userId });
  const { card, code } = await newCard(
    tx,
    {
      initialCents: left,
      recipientName: holder.anonymous.name,
      recipientEmail: holder.anonymous.email,
      senderName: siteConfig.brand,
      message: '',
      deliverOn: todayInZone(now, siteConfig.timeZone),
      locale: holder.locale,
      issuedBy: 'account closure',
      deliveredAt: now,
    },
    { note: 'Store credit of a closed account', actorUserId: holder.userId },
  );
  await enqueueMail(
    tx,
    giftCardEmail({ recipientName: holder.name, recipientEmail: holder.email, senderName: siteConfig.brand, message: '', amountCents: left, code, shopUrl, fromClosedAccount: true }, holder.locale),
    { uniqueKey: `gift-card-mail:${card.id}` },
  );
  return left;
}

/** The owner's figures for gift cards in a period (the dashboard): sold, spent, and owed at its end. */
export const giftCardFigures = (db: Executor, period: Period) => selectGiftCardFigures(db, period);

/** A card as its buyer sees it on their order: for whom, how much, when it is mailed, and whether it was. */
export async function giftCardOfOrder(db: Executor, giftCardId: string): Promise<GiftCard | undefined> {
  const card = await selectGiftCard(db, giftCardId);
  if (!card) return undefined;
  const balances = await selectBalances(db, [card.accountId]);
  return cardView(card, balances.get(card.accountId) ?? 0);
}

/** The latest cards, newest first, with their balances; with `email`, those mailed to it. */
export async function giftCardList(db: Executor, email?: string): Promise<{ cards: GiftCard[] }> {
  const cards = await selectGiftCards(db, GIFT_CARD_LIST_LIMIT, email);
  const balances = await selectBalances(db, cards.map((card) => card.accountId));
  return { cards: cards.map((card) => cardView(card, balances.get(card.accountId) ?? 0)) };
}

/** A card by its code as someone typed it: its balance and every entry, newest first. */
export async function lookUpGiftCard(db: Executor, typed: string): Promise<GiftCardDetails> {
  const code = normaliseGiftCardCode(typed);
  if (!code) throw fieldRefusal('code', giftCardMessages.codeInvalid);
  const card = await selectGiftCardByCodeHash(db, codeHashOf(code));
  if (!card) throw unknownCard();
  return giftCardDetails(db, card);
}

/** A card by its id, for the console's list. */
export async function giftCardById(db: Executor, giftCardId: string): Promise<GiftCardDetails> {
  const card = await selectGiftCard(db, giftCardId);
  if (!card) throw unknownCard();
  return giftCardDetails(db, card);
}

async function giftCardDetails(db: Executor, card: GiftCardRow): Promise<GiftCardDetails> {
  const entries = await selectEntries(db, card.accountId, 200);
  return { ...cardView(card, entries[0]?.balanceAfter ?? 0), entries: entries.map(entryView) };
}

/**
 * The owner voids a card (lost, sold by mistake, paid with a stolen card): whatever is
 * left is taken off with the reason, its mail is not sent if it has not gone yet, and
 * the audit log records it. A card voided already is refused.
 */
export async function voidGiftCard(db: Database, actor: AuditActor, giftCardId: string, reason: string, now: Date): Promise<GiftCardDetails> {
  await db.transaction(async (tx) => {
    const card = await selectGiftCard(tx, giftCardId);
    if (!card) throw unknownCard();
    await lockCreditAccount(tx, card.accountId);
    if (!(await markGiftCardVoided(tx, card.id, reason, now))) throw new AppError(409, 'GIFT_CARD_VOIDED', giftCardMessages.alreadyVoided);
    const left = (await selectLastEntry(tx, card.accountId))?.balanceAfter ?? 0;
    if (left > 0) await postCreditEntry(tx, card.accountId, -left, { reason: 'voided', note: reason, actorUserId: actor.userId });
    await recordChange(tx, {
      actor,
      action: 'giftCard.voided',
      subject: `giftCard:${card.codeEnding}`,
      details: { name: card.recipientName, amount: formatMoney(left, defaultLocale), amountCents: left, reason },
    });
  });
  return giftCardDetails(db, (await selectGiftCard(db, giftCardId))!);
}

/** Where a card's mail sends its reader to spend it: the shop, in their language. */
export const shopPageUrl = (baseUrl: string, locale: unknown): string => new URL(localizedPath(localeOrDefault(locale), paths.shop.getHref()), baseUrl).toString();

const deliveryPayload = z.object({ giftCardId: z.uuid(), code: z.string() });

/**
 * Mails a card to its recipient on its day, in their language, once (the mail's unique
 * key), unless it was voided meanwhile.
 */
export function giftCardDeliveryJob(deps: { db: Database; baseUrl: string; now: () => Date; kick: () => void }): JobHandler {
  return async (payload) => {
    const { giftCardId, code } = deliveryPayload.parse(payload);
    const card = await selectGiftCard(deps.db, giftCardId);
    if (!card || card.voidedAt || card.deliveredAt) return;
    const locale = localeOrDefault(card.locale);
    const shopUrl = shopPageUrl(deps.baseUrl, locale);
    await deps.db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        giftCardEmail(
          { recipientName: card.recipientName, recipientEmail: card.recipientEmail, senderName: card.senderName, message: card.message, amountCents: card.initialCents, code, shopUrl },
          locale,
        ),
        { uniqueKey: `gift-card-mail:${card.id}` },
      );
      await markGiftCardDelivered(tx, card.id, deps.now());
    });
    deps.kick();
  };
}
