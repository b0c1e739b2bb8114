import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from './catalog.schema';

export type ProductRow = typeof products.$inferSelect;

export function findActiveProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id));
}
