import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { catalogTranslations, products, serviceCategories, services } from './catalog.schema';

export type TranslationRow = typeof catalogTranslations.$inferSelect;

/** Translations of items of one kind (all of them, or those in `ids`), in one language or every one. */
export function findTranslations(db: Executor, kind: string, { ids, locale }: { ids?: readonly string[]; locale?: string } = {}): Promise<TranslationRow[]> {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(catalogTranslations)
    .where(
      and(
        eq(catalogTranslations.subjectKind, kind),
        ids ? inArray(catalogTranslations.subjectId, [...ids]) : undefined,
        locale ? eq(catalogTranslations.locale, locale) : undefined,
      ),
    );
}

/** Writes one item's words in one language: a value sets the field, null removes it. */
export async function writeTranslations(db: Executor, kind: string, id: string, locale: string, values: Record<string, string | null>): Promise<void> {
  const set = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null);
  const removed = Object.entries(values).filter(([, value]) => value === null).map(([field]) => field);
  if (set.length > 0) {
    await db
      .insert(catalogTranslations)
      .values(set.map(([field, value]) => ({ subjectKind: kind, subjectId: id, field, locale, value })))
      .onConflictDoUpdate({
        target: [catalogTranslations.subjectKind, catalogTranslations.subjectId, catalogTranslations.field, catalogTranslations.locale],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
  if (removed.length > 0) {
    await db
      .delete(catalogTranslations)
      .where(
        and(
          eq(catalogTranslations.subjectKind, kind),
          eq(catalogTranslations.subjectId, id),
          eq(catalogTranslations.locale, locale),
          inArray(catalogTranslations.field, removed),
        ),
      );
  }
}

/** Every item an owner can translate, with its English words, in the shop's order. */
export async function findTranslatableItems(db: Executor) {
  const [productRows, serviceRows, categoryRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, carouselName: products.carouselName, description: products.description, imageAlt: products.imageAlt })
      .from(products)
      .orderBy(products.sortOrder, products.id),
    db.select({ id: services.id, name: services.name, description: services.description }).from(services).orderBy(services.name),
    db.select({ id: serviceCategories.id, name: serviceCategories.name, description: serviceCategories.description }).from(serviceCategories).orderBy(serviceCategories.sortOrder),
  ]);
  return { productRows, serviceRows, categoryRows };
}

/** One item's English words, or undefined when there is no such item. */
export async function findTranslatableItem(db: Executor, kind: string, id: string): Promise<Record<string, string> | undefined> {
  if (kind === 'product') {
    if (!/^\d{1,9}$/.test(id)) return undefined;
    const [row] = await db
      .select({ name: products.name, carouselName: products.carouselName, description: products.description, imageAlt: products.imageAlt })
      .from(products)
      .where(eq(products.id, Number(id)));
    return row;
  }
  const table = kind === 'service' ? services : serviceCategories;
  const [row] = await db.select({ name: table.name, description: table.description }).from(table).where(eq(table.id, id));
  return row;
}
