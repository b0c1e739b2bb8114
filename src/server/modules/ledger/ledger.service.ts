import {
  STORE_CREDIT_HISTORY_LIMIT,
  storeCreditMessages,
  type CreditReason,
  type StoreCredit,
  type StoreCreditEntry,
  type StoreCreditAdjustmentBody,
} from '@shared/contracts/store-credit';
import { customerMessages } from '@shared/contracts/console-customers';
import { formatMoney } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import type { Database, Executor, Transaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { accountSummary } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import {
  ensureStoreCreditAccount,
  insertEntry,
  lockCreditAccount,
  selectEntries,
  selectLastEntry,
  selectStoreCreditAccount,
  type CreditEntryRow,
  type NewCreditEntry,
} from './ledger.repo';

/**
 * The one ledger of credit a customer holds (issue 32, ADR 0049). Every change of a
 * balance is a new entry written here, under the holding's row lock, so two spends of
 * the same last dollars take turns and the second finds nothing left. The database
 * checks the same rule again (migration 0036), whoever writes.
 */

export const notEnoughCredit = () => new AppError(409, 'NOT_ENOUGH_CREDIT', storeCreditMessages.notEnoughCredit);

/**
 * Writes the next entry of an account: `amount` added (negative: taken). Refused with
 * NOT_ENOUGH_CREDIT, writing nothing, when it would leave the balance below zero. Call
 * it inside the transaction that does what the entry is for (the order, the refund).
 */
export async function postCreditEntry(tx: Transaction, accountId: string, amount: number, entry: NewCreditEntry): Promise<CreditEntryRow> {
  await lockCreditAccount(tx, accountId);
  const last = await selectLastEntry(tx, accountId);
  const balanceAfter = (last?.balanceAfter ?? 0) + amount;
  if (balanceAfter < 0) throw notEnoughCredit();
  return insertEntry(tx, { ...entry, accountId, amount, balanceAfter, sequence: (last?.sequence ?? 0) + 1 });
}

/** Moves a customer's store credit by `amountCents`, opening their account on first use. */
export async function moveStoreCredit(tx: Transaction, userId: string, amountCents: number, entry: NewCreditEntry & { reason: CreditReason }): Promise<CreditEntryRow> {
  const account = await ensureStoreCreditAccount(tx, userId);
  return postCreditEntry(tx, account.id, amountCents, entry);
}

/** A customer's store credit: the balance and the latest entries. None yet is a zero balance. */
export async function storeCreditOf(db: Executor, userId: string): Promise<StoreCredit> {
  const account = await selectStoreCreditAccount(db, userId);
  if (!account) return { balanceCents: 0, entries: [] };
  const entries = await selectEntries(db, account.id, STORE_CREDIT_HISTORY_LIMIT);
  return {
    balanceCents: entries[0]?.balanceAfter ?? 0,
    entries: entries.map(entryView),
  };
}

/** A ledger line as the profile and the console show it. */
export const entryView = (row: CreditEntryRow): StoreCreditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  amountCents: row.amount,
  balanceCents: row.balanceAfter,
  reason: row.reason as CreditReason,
  note: row.note,
  orderId: row.orderId,
});

/**
 * The owner gives a customer credit (goodwill) or takes back credit given by mistake (a
 * correction, never below zero), with the reason the customer reads, audited in the same
 * transaction.
 */
export async function adjustStoreCredit(db: Database, actor: AuditActor, userId: string, body: Required<StoreCreditAdjustmentBody>): Promise<StoreCredit> {
  const account = await accountSummary(db, userId);
  // Said as the customers module says it; not imported from it, as checkout (which customers uses) spends through here.
  if (!account) throw notFound(customerMessages.unknownCustomer);
  await db.transaction(async (tx) => {
    const entry = await moveStoreCredit(tx, userId, body.amountCents, {
      reason: body.amountCents > 0 ? 'goodwill' : 'correction',
      note: body.reason,
      actorUserId: actor.userId,
    });
    await recordChange(tx, {
      actor,
      action: 'storeCredit.adjusted',
      subject: `account:${account.email}`,
      details: { name: account.name, amount: formatMoney(body.amountCents, defaultLocale), amountCents: body.amountCents, balanceCents: entry.balanceAfter, reason: body.reason },
    });
  });
  return storeCreditOf(db, userId);
}
