import { tenderMessages, type CheckoutQuote, type OrderTender, type TenderRequest } from '@shared/contracts/tenders';
import { allocateTenders, type TenderAllocation } from '@shared/money/tenders';
import type { Executor, Transaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  balanceOf,
  giftCardEmpty,
  giftCardToRedeem,
  lockedBalanceOf,
  lockedStoreCredit,
  reverseOrderSpends,
  spendOnOrder,
  storeCreditBalance,
  tendersOfOrder,
  type OrderTenderWithAccount,
} from '../ledger/redemptions.service';
import { closePendingOrder, setTenderedCents, type OrderRow, type OrderStatus } from './orders.repo';

/**
 * Paying an order's total with a gift card and store credit (issue 32, ADR 0050): the
 * step after the total is known. The total (and its tax) is decided before and is not
 * changed here; this decides how much of it the card and the credit pay, takes it from
 * the ledger in the transaction that writes the order, and gives it back if the order is
 * never paid. The payment provider charges only what is left (`chargedCents`).
 */

/** The request's field a gift card refusal names. */
const CODE_FIELD = 'giftCardCode';

const wantsCard = (request: TenderRequest) => Boolean(request.giftCardCode?.trim());
export const wantsTenders = (request: TenderRequest) => wantsCard(request) || request.useStoreCredit === true;

/** What the bank card is charged for an order. */
export const chargedCentsOf = (order: Pick<OrderRow, 'totalCents' | 'tenderedCents'>) => order.totalCents - order.tenderedCents;

/** How a total would be paid now, for the cart to show before paying. Writes nothing. */
export async function quoteTenders(db: Executor, userId: string, totalCents: number, request: TenderRequest): Promise<CheckoutQuote> {
  const card = wantsCard(request) ? await giftCardToRedeem(db, request.giftCardCode!, CODE_FIELD) : undefined;
  const cardBalance = card ? await balanceOf(db, card.accountId) : 0;
  if (card && cardBalance === 0) throw giftCardEmpty(CODE_FIELD);
  const creditBalance = await storeCreditBalance(db, userId);
  const split = allocateTenders(totalCents, { giftCardCents: cardBalance, storeCreditCents: request.useStoreCredit ? creditBalance : 0 });
  return {
    totalCents,
    giftCard: card ? { codeEnding: card.codeEnding, balanceCents: cardBalance, appliedCents: split.giftCardCents } : null,
    storeCredit: { availableCents: creditBalance, appliedCents: split.storeCreditCents },
    toPayCents: split.toPayCents,
  };
}

/**
 * Takes the tenders asked for from the ledger for a new order, in the transaction that
 * writes it: each holding locked (card first, then credit), the split decided on what
 * they hold now, `spent` entries written and the order's tendered amount set. Two
 * checkouts racing for a card's last dollars take turns on its lock: the second finds
 * it empty and is refused (409 GIFT_CARD_EMPTY), and its order is never written. A split
 * that differs from the one the customer was shown is refused too (TENDERS_CHANGED).
 */
export async function spendTenders(tx: Transaction, order: OrderRow, request: TenderRequest): Promise<OrderRow> {
  if (!wantsTenders(request)) return order;
  const card = wantsCard(request) ? await giftCardToRedeem(tx, request.giftCardCode!, CODE_FIELD) : undefined;
  const cardBalance = card ? await lockedBalanceOf(tx, card.accountId) : 0;
  if (card && cardBalance === 0) throw giftCardEmpty(CODE_FIELD);
  const credit = request.useStoreCredit ? await lockedStoreCredit(tx, order.userId) : undefined;
  const split = allocateTenders(order.totalCents, { giftCardCents: cardBalance, storeCreditCents: credit?.balanceCents ?? 0 });
  assertAsShown(split, request);
  if (card && split.giftCardCents > 0) await spendOnOrder(tx, card.accountId, split.giftCardCents, order.id);
  if (credit && split.storeCreditCents > 0) await spendOnOrder(tx, credit.accountId, split.storeCreditCents, order.id);
  const tendered = split.giftCardCents + split.storeCreditCents;
  return tendered > 0 ? setTenderedCents(tx, order.id, tendered) : order;
}

function assertAsShown(split: TenderAllocation, request: TenderRequest): void {
  const differs = (expected: number | undefined, actual: number) => expected !== undefined && expected !== actual;
  if (differs(request.expectedGiftCardCents, split.giftCardCents) || differs(request.expectedStoreCreditCents, split.storeCreditCents)) {
    throw new AppError(409, 'TENDERS_CHANGED', tenderMessages.changed);
  }
}

/**
 * An open order is paid with the same tenders as this request asks: the same gift card
 * (or none) and store credit or not. Otherwise it is replaced, and what it took given back.
 */
export async function sameTenders(tx: Transaction, order: OrderRow, request: TenderRequest): Promise<boolean> {
  const held = order.tenderedCents > 0 ? await tendersOfOrder(tx, order.id) : [];
  const heldCard = held.find((tender) => tender.kind === 'giftCard');
  const heldCredit = held.some((tender) => tender.kind === 'storeCredit');
  if (heldCredit !== (request.useStoreCredit === true)) return false;
  if (!wantsCard(request)) return heldCard === undefined;
  if (!heldCard) return false;
  const card = await giftCardToRedeem(tx, request.giftCardCode!, CODE_FIELD);
  return card.accountId === heldCard.accountId;
}

/**
 * pending → cancelled or expired, and what its tenders paid goes back to them, in the
 * caller's transaction. An order no longer pending is left as it is (and gives nothing
 * back a second time: reverseOrderSpends is once per order whatever calls it).
 */
export async function closeOrderUnpaid(
  tx: Transaction,
  orderId: string,
  status: Exclude<OrderStatus, 'pending' | 'paid'>,
  options: { onlyWithoutSession?: boolean } = {},
): Promise<OrderRow | undefined> {
  const closed = await closePendingOrder(tx, orderId, status, options);
  if (closed && closed.tenderedCents > 0) await reverseOrderSpends(tx, orderId);
  return closed;
}

/** What paid an order besides the bank card, as the customer and the console read it. */
export async function orderTenders(db: Executor, order: Pick<OrderRow, 'id' | 'tenderedCents'>): Promise<OrderTender[]> {
  if (order.tenderedCents === 0) return [];
  return (await tendersOfOrder(db, order.id)).map(({ accountId: _, ...tender }) => tender);
}

/** The same, with the holdings: a refund gives back to them. */
export async function orderTendersWithAccounts(db: Executor, order: Pick<OrderRow, 'id' | 'tenderedCents'>): Promise<OrderTenderWithAccount[]> {
  return order.tenderedCents === 0 ? [] : tendersOfOrder(db, order.id);
}
