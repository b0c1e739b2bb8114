import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { newsCampaigns, newsDeliveries, newsSubscriberDeliveries } from './news-mail.schema';

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

/** Who a delivery is to: an account, or an email without an account from the newsletter box. */
export type DeliveryRecipient = { userId: string } | { subscriberId: string };

/** Everyone this campaign was handed to already, whatever became of it: account ids, and subscribers' ids by `subscriberKey`. */
export async function findDeliveredRecipients(db: Executor, campaignId: string, subscriberKey: (id: string) => string): Promise<Set<string>> {
  const [accounts, subscribers] = await Promise.all([
    db.select({ userId: newsDeliveries.userId }).from(newsDeliveries).where(eq(newsDeliveries.campaignId, campaignId)),
    db.select({ subscriberId: newsSubscriberDeliveries.subscriberId }).from(newsSubscriberDeliveries).where(eq(newsSubscriberDeliveries.campaignId, campaignId)),
  ]);
  return new Set([...accounts.map((row) => row.userId), ...subscribers.map((row) => subscriberKey(row.subscriberId))]);
}

/** Takes one recipient's delivery of a campaign: false when it was taken before (never send twice). */
export async function claimDelivery(db: Executor, campaignId: string, recipient: DeliveryRecipient, at: Date): Promise<boolean> {
  const rows =
    'userId' in recipient
      ? await db.insert(newsDeliveries).values({ campaignId, userId: recipient.userId, at }).onConflictDoNothing().returning({ campaignId: newsDeliveries.campaignId })
      : await db
          .insert(newsSubscriberDeliveries)
          .values({ campaignId, subscriberId: recipient.subscriberId, at })
          .onConflictDoNothing()
          .returning({ campaignId: newsSubscriberDeliveries.campaignId });
  return rows.length > 0;
}

export async function finishDelivery(db: Executor, campaignId: string, recipient: DeliveryRecipient, outcome: { status: 'sent' | 'failed'; error?: string }): Promise<void> {
  const set = { status: outcome.status, error: outcome.error ?? null };
  if ('userId' in recipient) {
    await db.update(newsDeliveries).set(set).where(and(eq(newsDeliveries.campaignId, campaignId), eq(newsDeliveries.userId, recipient.userId)));
  } else {
    await db
      .update(newsSubscriberDeliveries)
      .set(set)
      .where(and(eq(newsSubscriberDeliveries.campaignId, campaignId), eq(newsSubscriberDeliveries.subscriberId, recipient.subscriberId)));
  }
}

/** Sent and failed deliveries per campaign, to accounts and subscribers alike. */
export async function countDeliveries(db: Executor, campaignIds: readonly string[]): Promise<Map<string, { sent: number; failed: number }>> {
  if (campaignIds.length === 0) return new Map();
  const counts = (table: typeof newsDeliveries | typeof newsSubscriberDeliveries) =>
    db
      .select({
        campaignId: table.campaignId,
        sent: sql<number>`(count(*) filter (where ${table.status} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${table.status} = 'failed'))::int`,
      })
      .from(table)
      .where(inArray(table.campaignId, [...campaignIds]))
      .groupBy(table.campaignId);
  const totals = new Map<string, { sent: number; failed: number }>();
  for (const row of (await Promise.all([counts(newsDeliveries), counts(newsSubscriberDeliveries)])).flat()) {
    const total = totals.get(row.campaignId) ?? { sent: 0, failed: 0 };
    totals.set(row.campaignId, { sent: total.sent + row.sent, failed: total.failed + row.failed });
  }
  return totals;
}
