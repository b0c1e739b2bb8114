import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Period } from '@shared/analytics/period';
import type { Executor } from '../../db/database';
import { withinPeriod } from '../../db/local-days';
import { analyticsEvents, analyticsSalts } from './analytics.schema';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Executor, row: NewAnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}

// ---- The day's salt ----

export async function findSalt(db: Executor, day: string): Promise<string | undefined> {
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row?.salt;
}

/** Stores the day's salt unless another request stored one first; either way answers the one stored. */
export async function insertSalt(db: Executor, day: string, salt: string): Promise<string> {
  const [inserted] = await db.insert(analyticsSalts).values({ day, salt }).onConflictDoNothing().returning({ salt: analyticsSalts.salt });
  return inserted?.salt ?? (await findSalt(db, day))!;
}

/** Forgets the salts of the days before `day`: their visitors can no longer be recomputed from anything. */
export async function deleteSaltsBefore(db: Executor, day: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
}

// ---- Funnels ----

export interface FunnelCounts {
  viewedShop: number;
  addedToCart: number;
  startedCheckout: number;
  paid: number;
  step1: number;
  step2: number;
  step3: number;
  booked: number;
}

/** How many times each funnel step happened in the period, in one pass over the period's events. */
export async function countFunnelEvents(db: Executor, period: Period, shopPath: string): Promise<FunnelCounts> {
  const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const { name, step, path } = analyticsEvents;
  const [row] = await db
    .select({
      viewedShop: counted(sql`${name} = 'page_view' and ${path} = ${shopPath}`),
      addedToCart: counted(sql`${name} = 'add_to_cart'`),
      startedCheckout: counted(sql`${name} = 'checkout_started'`),
      paid: counted(sql`${name} = 'order_paid'`),
      step1: counted(sql`${name} = 'booking_step' and ${step} = 1`),
      step2: counted(sql`${name} = 'booking_step' and ${step} = 2`),
      step3: counted(sql`${name} = 'booking_step' and ${step} = 3`),
      booked: counted(sql`${name} = 'appointment_booked'`),
    })
    .from(analyticsEvents)
    .where(
      and(
        inArray(name, ['page_view', 'add_to_cart', 'checkout_started', 'order_paid', 'booking_step', 'appointment_booked']),
        withinPeriod(analyticsEvents.occurredAt, period),
      ),
    );
  return row!;
}
