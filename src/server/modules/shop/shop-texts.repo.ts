import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { shopTexts } from './shop.schema';

export type ShopTextRow = typeof shopTexts.$inferSelect;

/** Every text, or these texts, in every language. */
export function findShopTexts(db: Executor, keys?: readonly string[]): Promise<ShopTextRow[]> {
  return keys === undefined ? db.select().from(shopTexts) : db.select().from(shopTexts).where(inArray(shopTexts.key, [...keys]));
}

export async function findShopText(db: Executor, key: string, locale: string): Promise<ShopTextRow | undefined> {
  const [row] = await db.select().from(shopTexts).where(and(eq(shopTexts.key, key), eq(shopTexts.locale, locale)));
  return row;
}

export async function writeShopText(db: Executor, key: string, locale: string, value: string): Promise<void> {
  await db
    .insert(shopTexts)
    .values({ key, locale, value })
    .onConflictDoUpdate({ target: [shopTexts.key, shopTexts.locale], set: { value, updatedAt: sql`now()` } });
}

export async function deleteShopText(db: Executor, key: string, locale: string): Promise<void> {
  await db.delete(shopTexts).where(and(eq(shopTexts.key, key), eq(shopTexts.locale, locale)));
}
