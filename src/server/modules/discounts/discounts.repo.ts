import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { discountCodes, discountRedemptions } from './discounts.schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;
export type DiscountRedemptionRow = typeof discountRedemptions.$inferSelect;

export interface DiscountUsage {
  timesUsed: number;
  discountGivenCents: number;
  heldUses: number;
}

export async function insertDiscountCode(db: Executor, code: NewDiscountCode): Promise<DiscountCodeRow> {
  const [row] = await db.insert(discountCodes).values(code).returning();
  if (!row) throw new Error('Inserting a discount code returned no row');
  return row;
}

export async function updateDiscountCode(db: Executor, id: string, change: Partial<NewDiscountCode>): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

export async function selectDiscountCode(db: Executor, id: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/** The newest codes first, the archived ones after the others. */
export function selectDiscountCodes(db: Executor, limit: number): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .orderBy(sql`${discountCodes.archivedAt} is not null`, desc(discountCodes.createdAt))
    .limit(limit);
}

/**
 * A live (not archived) code by its normalised text, locked until the transaction ends
 * when `lock`: the uses of it are counted and a new one written while others wait.
 */
export async function selectLiveCodeByText(db: Executor, code: string, { lock }: { lock: boolean }): Promise<DiscountCodeRow | undefined> {
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), isNull(discountCodes.archivedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Uses that count against a code's limits: paid orders' and open checkouts', not released ones. */
export async function countLiveUses(db: Executor, codeId: string, userId: string, exceptOrderIds: readonly string[]): Promise<{ all: number; byCustomer: number }> {
  const [row] = await db
    .select({
      all: count(),
      byCustomer: sql<number>`count(*) filter (where ${discountRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, codeId),
        isNull(discountRedemptions.releasedAt),
        exceptOrderIds.length > 0 ? notInArray(discountRedemptions.orderId, [...exceptOrderIds]) : undefined,
      ),
    );
  return { all: row?.all ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

export async function insertRedemption(db: Executor, redemption: Pick<DiscountRedemptionRow, 'orderId' | 'discountCodeId' | 'userId' | 'discountCents'>): Promise<void> {
  await db.insert(discountRedemptions).values(redemption);
}

export async function selectRedemptionOfOrder(db: Executor, orderId: string): Promise<{ code: string; discountCents: number } | undefined> {
  const [row] = await db
    .select({ code: discountCodes.code, discountCents: discountRedemptions.discountCents })
    .from(discountRedemptions)
    .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.discountCodeId))
    .where(eq(discountRedemptions.orderId, orderId));
  return row;
}

/** Each code's paid uses, the discount they gave, and the uses open checkouts hold. */
export async function selectUsage(db: Executor, codeIds: readonly string[]): Promise<Map<string, DiscountUsage>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: discountRedemptions.discountCodeId,
      timesUsed: sql<number>`count(*) filter (where ${isNotNull(discountRedemptions.paidAt)})`.mapWith(Number),
      discountGivenCents: sql<number>`coalesce(sum(${discountRedemptions.discountCents}) filter (where ${isNotNull(discountRedemptions.paidAt)}), 0)`.mapWith(Number),
      heldUses: sql<number>`count(*) filter (where ${discountRedemptions.paidAt} is null and ${discountRedemptions.releasedAt} is null)`.mapWith(Number),
    })
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.discountCodeId, [...codeIds]))
    .groupBy(discountRedemptions.discountCodeId);
  return new Map(rows.map(({ codeId, ...usage }) => [codeId, usage]));
}
