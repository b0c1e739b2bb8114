import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { newsCampaigns, newsDeliveries } from './news-mail.schema';

export type NewsCampaignRow = typeof newsCampaigns.$inferSelect;

export async function insertCampaign(db: Executor, campaign: typeof newsCampaigns.$inferInsert): Promise<NewsCampaignRow> {
  const [row] = await db.insert(newsCampaigns).values(campaign).returning();
  return row!;
}

export async function findCampaign(db: Executor, id: string): Promise<NewsCampaignRow | undefined> {
  const [row] = await db.select().from(newsCampaigns).where(eq(newsCampaigns.id, id));
  return row;
}

/** The newest campaigns first. */
export const findCampaigns = (db: Executor, limit: number): Promise<NewsCampaignRow[]> =>
  db.select().from(newsCampaigns).orderBy(desc(newsCampaigns.createdAt), desc(newsCampaigns.id)).limit(limit);

/** Draft → scheduled, once: null when it was not a draft any more (a second Send). */
export async function scheduleCampaign(db: Executor, id: string, sendAt: Date): Promise<NewsCampaignRow | null> {
  const [row] = await db
    .update(newsCampaigns)
    .set({ status: 'scheduled', sendAt })
    .where(and(eq(newsCampaigns.id, id), eq(newsCampaigns.status, 'draft')))
    .returning();
  return row ?? null;
}

export async function markCampaignSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(newsCampaigns).set({ status: 'sent', finishedAt: at }).where(and(eq(newsCampaigns.id, id), eq(newsCampaigns.status, 'scheduled')));
}

/** The customers this campaign was handed to already, whatever became of it. */
export async function findDeliveredUserIds(db: Executor, campaignId: string): Promise<Set<string>> {
  const rows = await db.select({ userId: newsDeliveries.userId }).from(newsDeliveries).where(eq(newsDeliveries.campaignId, campaignId));
  return new Set(rows.map((row) => row.userId));
}

/** Takes one customer's delivery of a campaign: false when it was taken before (never send twice). */
export async function claimDelivery(db: Executor, campaignId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db.insert(newsDeliveries).values({ campaignId, userId, at }).onConflictDoNothing().returning({ userId: newsDeliveries.userId });
  return rows.length > 0;
}

export async function finishDelivery(db: Executor, campaignId: string, userId: string, outcome: { status: 'sent' | 'failed'; error?: string }): Promise<void> {
  await db
    .update(newsDeliveries)
    .set({ status: outcome.status, error: outcome.error ?? null })
    .where(and(eq(newsDeliveries.campaignId, campaignId), eq(newsDeliveries.userId, userId)));
}

/** Sent and failed deliveries per campaign. */
export async function countDeliveries(db: Executor, campaignIds: readonly string[]): Promise<Map<string, { sent: number; failed: number }>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: newsDeliveries.campaignId,
      sent: sql<number>`(count(*) filter (where ${newsDeliveries.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${newsDeliveries.status} = 'failed'))::int`,
    })
    .from(newsDeliveries)
    .where(inArray(newsDeliveries.campaignId, [...campaignIds]))
    .groupBy(newsDeliveries.campaignId);
  return new Map(rows.map((row) => [row.campaignId, { sent: row.sent, failed: row.failed }]));
}
