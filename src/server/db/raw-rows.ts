import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * The rows of a hand-written query (one the query builder cannot say, such as a left
 * join onto `generate_series`), the same on both drivers: both answer `{ rows }` of
 * objects keyed by column name. Select only text, integers and float8 (cast in SQL):
 * pg turns a `date` into a Date in the machine's zone, and a bigint into a string.
 */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
