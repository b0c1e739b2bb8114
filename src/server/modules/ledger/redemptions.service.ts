import { createHash } from 'node:crypto';
import { giftCardMessages } from '@shared/contracts/gift-cards';
import { tenderMessages, type OrderTender } from '@shared/contracts/tenders';
import { normaliseGiftCardCode } from '@shared/money/gift-card-code';
import type { Executor, Transaction } from '../../db/database';
import { AppError, fieldRefusal } from '../../lib/app-error';
import {
  ensureStoreCreditAccount,
  lockCreditAccount,
  selectGiftCardByCodeHash,
  selectLastEntry,
  selectOrderEntries,
  selectStoreCreditAccount,
  sumOrderEntries,
} from './ledger.repo';
import { postCreditEntry } from './ledger.service';

/**
 * Spending gift cards and store credit on an order (issue 32, ADR 0050), and giving them
 * back: the ledger's side. Every write goes through postCreditEntry under the holding's
 * row lock, in the caller's transaction (the order's, the expiry's, the refund's).
 */

/** A gift card that can pay: its holding and its code's last four symbols. */
export interface RedeemableGiftCard {
  accountId: string;
  codeEnding: string;
}

/**
 * The card a typed code names, refused in words on `field` when the code cannot be one,
 * names no card, or names a voided card. Nothing is written.
 */
export async function giftCardToRedeem(db: Executor, typed: string, field: string): Promise<RedeemableGiftCard> {
  const code = normaliseGiftCardCode(typed);
  if (!code) throw fieldRefusal(field, giftCardMessages.codeInvalid);
  const card = await selectGiftCardByCodeHash(db, createHash('sha256').update(code).digest('hex'));
  if (!card) throw fieldRefusal(field, giftCardMessages.unknownCode);
  if (card.voidedAt) throw new AppError(422, 'GIFT_CARD_VOIDED', 'errors.validation', { [field]: tenderMessages.giftCardVoided });
  return { accountId: card.accountId, codeEnding: card.codeEnding };
}

export const giftCardEmpty = (field: string) => new AppError(409, 'GIFT_CARD_EMPTY', tenderMessages.giftCardEmpty, { [field]: tenderMessages.giftCardEmpty });

/** A holding's balance now (no lock: for a quote). */
export async function balanceOf(db: Executor, accountId: string): Promise<number> {
  return (await selectLastEntry(db, accountId))?.balanceAfter ?? 0;
}

/** A holding's balance, its row locked until the transaction ends: what a spend may take. */
export async function lockedBalanceOf(tx: Transaction, accountId: string): Promise<number> {
  await lockCreditAccount(tx, accountId);
  return balanceOf(tx, accountId);
}

/** A customer's store credit balance (0 without an account), for a quote. */
export async function storeCreditBalance(db: Executor, userId: string): Promise<number> {
  const account = await selectStoreCreditAccount(db, userId);
  return account ? balanceOf(db, account.id) : 0;
}

/** A customer's store credit holding (made on first use), locked, with its balance. */
export async function lockedStoreCredit(tx: Transaction, userId: string): Promise<{ accountId: string; balanceCents: number }> {
  const account = await ensureStoreCreditAccount(tx, userId);
  return { accountId: account.id, balanceCents: await lockedBalanceOf(tx, account.id) };
}

/** Takes `cents` from a holding for an order (`spent`). */
export async function spendOnOrder(tx: Transaction, accountId: string, cents: number, orderId: string): Promise<void> {
  await postCreditEntry(tx, accountId, -cents, { reason: 'spent', orderId });
}

/**
 * Gives back what an order that was never paid took from each holding (`spendReversed`).
 * Exactly once however often it is called: each holding's lock is taken first, then what
 * the order still holds of it is read again, so a second call (a webhook delivered twice,
 * the expiry job and a cancel at once) finds nothing left to give back.
 */
export async function reverseOrderSpends(tx: Transaction, orderId: string): Promise<number> {
  const accounts = [...new Set((await selectOrderEntries(tx, orderId)).map((entry) => entry.accountId))].sort();
  let given = 0;
  for (const accountId of accounts) {
    await lockCreditAccount(tx, accountId);
    const held = -(await sumOrderEntries(tx, accountId, orderId, ['spent', 'spendReversed']));
    if (held <= 0) continue;
    await postCreditEntry(tx, accountId, held, { reason: 'spendReversed', orderId });
    given += held;
  }
  return given;
}

/** Gives `cents` of a refund of an order back to a holding it spent (`refund`). */
export async function refundToHolding(tx: Transaction, accountId: string, cents: number, orderId: string): Promise<void> {
  await postCreditEntry(tx, accountId, cents, { reason: 'refund', orderId });
}

/** A tender of an order with the holding it came from. */
export type OrderTenderWithAccount = OrderTender & { accountId: string };

/**
 * What paid an order from the ledger, in the order applied (gift card, then store credit):
 * per holding, what it spent (net of any reversal) and what refunds gave back to it.
 */
export async function tendersOfOrder(db: Executor, orderId: string): Promise<OrderTenderWithAccount[]> {
  const byAccount = new Map<string, OrderTenderWithAccount>();
  for (const entry of await selectOrderEntries(db, orderId)) {
    let tender = byAccount.get(entry.accountId);
    if (!tender) {
      const kind = entry.kind === 'gift_card' ? 'giftCard' : 'storeCredit';
      tender = { accountId: entry.accountId, kind, codeEnding: entry.codeEnding ?? null, amountCents: 0, refundedCents: 0 };
      byAccount.set(entry.accountId, tender);
    }
    if (entry.reason === 'spent' || entry.reason === 'spendReversed') tender.amountCents -= entry.amount;
    if (entry.reason === 'refund') tender.refundedCents += entry.amount;
  }
  return [...byAccount.values()]
    .filter((tender) => tender.amountCents > 0)
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'giftCard' ? -1 : 1));
}
