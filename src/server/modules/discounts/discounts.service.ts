import { DISCOUNT_LIST_LIMIT, discountMessages, refusalMessages, type DiscountCode, type DiscountCodeInput, type DiscountCodeList } from '@shared/contracts/discounts';
import { applyDiscount, type DiscountLine, type DiscountRule } from '@shared/money/discounts';
import type { Database, Executor, Transaction } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { fieldRefusal, notFound } from '../../lib/app-error';
import { recordChange, type AuditActor } from '../audit/audit.service';
import {
  countLiveUses,
  insertDiscountCode,
  insertRedemption,
  selectDiscountCode,
  selectDiscountCodes,
  selectLiveCodeByText,
  selectRedemptionOfOrder,
  selectUsage,
  updateDiscountCode as updateDiscountCodeRow,
  type DiscountCodeRow,
  type DiscountUsage,
  type NewDiscountCode,
} from './discounts.repo';

/**
 * Discount codes (issue 32, ADR 0051): the owner's codes, and the one way a code is
 * checked and used at checkout. The rule itself is pure (`applyDiscount`); this file loads
 * what it needs and writes the use. A use is one row per order, counted under a lock on
 * the code, so two checkouts racing for its last use take turns and the second is refused.
 */

const unknownCode = () => notFound(discountMessages.unknown);
const noUsage: DiscountUsage = { timesUsed: 0, discountGivenCents: 0, heldUses: 0 };

function codeView(row: DiscountCodeRow, usage: DiscountUsage = noUsage): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentBasisPoints: row.percentBasisPoints,
    amountCents: row.amountCents,
    minSubtotalCents: row.minSubtotalCents,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    serviceIds: row.serviceIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...usage,
  };
}

/** The columns of a code as the owner wrote it; a percentage has no amount and the other way round. */
const columnsOf = (input: DiscountCodeInput): NewDiscountCode => ({
  code: input.code,
  kind: input.kind,
  percentBasisPoints: input.kind === 'percent' ? input.percentBasisPoints : 0,
  amountCents: input.kind === 'amount' ? input.amountCents : 0,
  minSubtotalCents: input.minSubtotalCents,
  productIds: [...new Set(input.productIds)],
  categoryIds: [...new Set(input.categoryIds)],
  serviceIds: [...new Set(input.serviceIds)],
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  maxUses: input.maxUses,
  maxUsesPerCustomer: input.maxUsesPerCustomer,
  firstOrderOnly: input.firstOrderOnly,
});

/** A code's text is unique, whatever case it was typed in. */
async function refusingTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw fieldRefusal('code', discountMessages.codeTaken);
    throw error;
  }
}

export async function listDiscountCodes(db: Executor): Promise<DiscountCodeList> {
  const rows = await selectDiscountCodes(db, DISCOUNT_LIST_LIMIT);
  const usage = await selectUsage(
    db,
    rows.map((row) => row.id),
  );
  return { codes: rows.map((row) => codeView(row, usage.get(row.id))) };
}

export async function discountCodeById(db: Executor, id: string): Promise<DiscountCode> {
  const row = await selectDiscountCode(db, id);
  if (!row) throw unknownCode();
  return codeView(row, (await selectUsage(db, [id])).get(id));
}

export function createDiscountCode(db: Database, actor: AuditActor, input: DiscountCodeInput): Promise<DiscountCode> {
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const row = await insertDiscountCode(tx, columnsOf(input));
      await recordChange(tx, { actor, action: 'discountCode.created', subject: row.id, details: { code: row.code } });
      return codeView(row);
    }),
  );
}

/** Changes a code; orders that used it keep what they were given. */
export function updateDiscountCode(db: Database, actor: AuditActor, id: string, input: DiscountCodeInput): Promise<DiscountCode> {
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const row = await updateDiscountCodeRow(tx, id, columnsOf(input));
      if (!row) throw unknownCode();
      await recordChange(tx, { actor, action: 'discountCode.updated', subject: row.id, details: { code: row.code } });
      return codeView(row, (await selectUsage(tx, [id])).get(id));
    }),
  );
}

/** Archived, a code is refused at checkout as unknown, and its uses stay counted. */
export function archiveDiscountCode(db: Database, actor: AuditActor, id: string, now: Date): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const before = await selectDiscountCode(tx, id);
    if (!before) throw unknownCode();
    const row = before.archivedAt ? before : await updateDiscountCodeRow(tx, id, { archivedAt: now });
    if (!row) throw unknownCode();
    if (!before.archivedAt) await recordChange(tx, { actor, action: 'discountCode.archived', subject: row.id, details: { code: row.code } });
    return codeView(row, (await selectUsage(tx, [id])).get(id));
  });
}

const ruleOf = (row: DiscountCodeRow): DiscountRule => ({
  kind: row.kind,
  percentBasisPoints: row.percentBasisPoints,
  amountCents: row.amountCents,
  minSubtotalCents: row.minSubtotalCents,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
  serviceIds: row.serviceIds,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  firstOrderOnly: row.firstOrderOnly,
});

export interface DiscountRequest {
  /** Normalised (the contract does it). */
  code: string;
  customerId: string;
  /** The customer has a paid order already: a first-order code refuses them. */
  hasOrdered: boolean;
  /** A product line may sit in several categories: one line per category is not wanted, so pass each line's categories. */
  lines: ReadonlyArray<Omit<DiscountLine, 'categoryId'> & { categoryIds: readonly number[] }>;
  now: Date;
}

export interface DiscountGranted {
  codeId: string;
  code: string;
  discountCents: number;
  /** Each line's share, in the order given. */
  lineDiscountsCents: number[];
}

/**
 * What a code takes off these lines, or a 422 on `discountCode` saying why not, in the
 * customer's words. With `lock` (at checkout, inside its transaction), the code's row is
 * locked until the transaction ends, so its uses counted here stay true until this
 * order's use is written by `recordDiscountUse`. `exceptOrderIds`: the customer's open
 * checkouts this one reuses or replaces, whose uses are not counted.
 */
export async function decideDiscount(
  db: Executor,
  request: DiscountRequest,
  { lock, exceptOrderIds }: { lock: boolean; exceptOrderIds: readonly string[] },
): Promise<DiscountGranted> {
  const row = await selectLiveCodeByText(db, request.code, { lock });
  if (!row) throw fieldRefusal('discountCode', discountMessages.unknown);
  const rule = ruleOf(row);
  // The customer's own open checkout is reused or replaced by this one: its use is not another.
  const uses = await countLiveUses(db, row.id, request.customerId, exceptOrderIds);
  // A line counts as in a listed category when any of its categories is.
  const lines = request.lines.map(({ categoryIds, ...line }) => ({ ...line, categoryId: categoryIds.find((id) => rule.categoryIds.includes(id)) ?? null }));
  const outcome = applyDiscount(rule, lines, { now: request.now, usesSoFar: uses.all, usesByCustomer: uses.byCustomer, hasOrdered: request.hasOrdered });
  if (!outcome.ok) throw fieldRefusal('discountCode', refusalMessages[outcome.refusal]);
  return { codeId: row.id, code: row.code, discountCents: outcome.discountCents, lineDiscountsCents: outcome.lineDiscountsCents };
}

/** Writes an order's use of a code, in the transaction that locked the code and wrote the order. One per order (its key). */
export async function recordDiscountUse(tx: Transaction, orderId: string, customerId: string, granted: DiscountGranted): Promise<void> {
  await insertRedemption(tx, { orderId, discountCodeId: granted.codeId, userId: customerId, discountCents: granted.discountCents });
}

/** The code an order used, if any. */
export const discountOfOrder = (db: Executor, orderId: string) => selectRedemptionOfOrder(db, orderId);
