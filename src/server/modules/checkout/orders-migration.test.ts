import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { applyMigration as apply, createTestDatabaseBefore } from '../../test/test-database';

/**
 * 0009 on a shop that already has several open checkouts per customer: the database is
 * migrated up to 0008, filled, then 0009 runs as `migrate()` would run it.
 */
const TAG = '0009_appointment_request_hash_one_pending_order';
const opened: DatabaseHandle[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const addOrder = (database: DatabaseHandle, id: string, userId: string, status: string, minutesAgo: number) =>
  database.db.execute(sql`
    insert into orders (id, user_id, status, subtotal_cents, tax_cents, total_cents, tax_rate_basis_points, currency, payment_provider, created_at)
    values (${id}, ${userId}, ${status}, 100, 13, 113, 1300, 'CAD', 'test', now() - make_interval(mins => ${minutesAgo}))`);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe(TAG, () => {
  it("keeps each customer's newest open checkout, expires the older ones, then allows only one", { timeout: 90_000 }, async () => {
    const database = await createTestDatabaseBefore(TAG);
    opened.push(database);
    for (const id of ['dana', 'eli']) {
      await database.db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);
    }
    await addOrder(database, uuid(1), 'dana', 'pending', 30);
    await addOrder(database, uuid(2), 'dana', 'pending', 20);
    await addOrder(database, uuid(3), 'dana', 'pending', 10);
    await addOrder(database, uuid(4), 'dana', 'paid', 5);
    await addOrder(database, uuid(5), 'eli', 'pending', 40);

    await apply(database, TAG);
    const rows = await selectRows<{ id: string; status: string }>(database.db, sql`select id, status from orders order by id`);
    expect(rows).toEqual([
      { id: uuid(1), status: 'expired' },
      { id: uuid(2), status: 'expired' },
      { id: uuid(3), status: 'pending' },
      { id: uuid(4), status: 'paid' },
      { id: uuid(5), status: 'pending' },
    ]);

    const second = await addOrder(database, uuid(6), 'eli', 'pending', 0).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sqlState(second)).toBe(UNIQUE_VIOLATION);
  });
});
