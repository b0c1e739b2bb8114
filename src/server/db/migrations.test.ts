import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applyMigration as apply, createTestDatabaseBefore } from '../test/test-database';
import { productSlugOf } from '../modules/catalog/slug';
import { selectRows, type DatabaseHandle } from './database';

/**
 * The migrations that carry data over, each applied to a database holding the rows
 * it must move: the database is migrated up to the one before, filled, then the
 * migration under test runs, exactly as `migrate()` would run it. The database is
 * closed after the test.
 */
async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const database = await createTestDatabaseBefore(tag);
  opened.push(database);
  return database;
}

// A fresh database and every migration before the one under test: slower than a test's default.
const MIGRATION_TEST_TIMEOUT = 90_000;

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const addUser = (database: DatabaseHandle, id: string) =>
  database.db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);

describe('0005_user_roles', () => {
  it('gives the provider role to every account that had claimed a schedule, and to no one else', { timeout: MIGRATION_TEST_TIMEOUT }, async () => {
    const database = await databaseBefore('0005_user_roles');
    for (const id of ['dana', 'eli', 'casey']) await addUser(database, id);
    await database.db.execute(sql`insert into providers (user_id, display_name) values ('dana', 'Dana'), ('eli', 'Eli'), (null, 'Unclaimed')`);

    await apply(database, '0005_user_roles');
    const rows = await selectRows<{ user_id: string; role: string }>(database.db, sql`select user_id, role from user_roles order by user_id`);
    expect(rows).toEqual([
      { user_id: 'dana', role: 'provider' },
      { user_id: 'eli', role: 'provider' },
    ]);
  });
});

describe('0006_jobs', () => {
  it('moves mail still to send and mail that failed from the outbox into mail jobs, and drops the outbox', { timeout: MIGRATION_TEST_TIMEOUT }, async () => {
    const database = await databaseBefore('0006_jobs');
    const ics = JSON.stringify([{ filename: 'appointment.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }]);
    await database.db.execute(sql`
      insert into outbox (id, "to", subject, text, html, attachments, status, attempts, next_attempt_at, last_error) values
        (1, 'sent@example.com', 'Sent', 'Already sent.', null, '[]', 'sent', 1, '2027-03-10T14:00:00Z', null),
        (2, 'due@example.com', 'Due', 'Still to send.', '<p>Still to send.</p>', ${ics}::jsonb, 'pending', 2, '2027-03-10T14:05:00Z', 'timeout'),
        (3, 'failed@example.com', 'Failed', 'Never sent.', null, '[]', 'failed', 8, '2027-03-10T15:00:00Z', 'mailbox full'),
        (4, 'logged@example.com', 'Logged', 'Only logged.', null, '[]', 'logged', 1, '2027-03-10T14:00:00Z', null),
        (5, 'sending@example.com', 'Sending', 'On its last attempt.', null, '[]', 'pending', 8, '2027-03-10T14:02:00Z', 'timeout')`);

    await apply(database, '0006_jobs');
    const rows = await selectRows<{ kind: string; payload: unknown; status: string; attempts: number; max_attempts: number; last_error: string | null; run_at: Date }>(
      database.db,
      sql`select kind, payload, status, attempts, max_attempts, last_error, run_at from jobs order by id`,
    );
    expect(rows.map(({ run_at: _runAt, ...row }) => row)).toEqual([
      {
        kind: 'mail',
        payload: { to: 'due@example.com', subject: 'Due', text: 'Still to send.', html: '<p>Still to send.</p>', attachments: JSON.parse(ics) },
        status: 'pending',
        attempts: 2,
        max_attempts: 8,
        last_error: 'timeout',
      },
      {
        kind: 'mail',
        payload: { to: 'failed@example.com', subject: 'Failed', text: 'Never sent.', attachments: [] },
        status: 'failed',
        attempts: 8,
        max_attempts: 8,
        last_error: 'mailbox full',
      },
      {
        kind: 'mail',
        payload: { to: 'sending@example.com', subject: 'Sending', text: 'On its last attempt.', attachments: [] },
        status: 'pending',
        attempts: 7,
        max_attempts: 8,
        last_error: 'timeout',
      },
    ]);
    expect(new Date(rows[0]!.run_at).toISOString()).toBe('2027-03-10T14:05:00.000Z');
    const [outbox] = await selectRows<{ exists: boolean }>(database.db, sql`select to_regclass('public.outbox') is not null as exists`);
    expect(outbox?.exists).toBe(false);
  });
});

describe('0021_product_slugs', () => {
  it('gives every product the slug the app would make of its name, numbered after the first when names repeat', { timeout: MIGRATION_TEST_TIMEOUT }, async () => {
    const database = await databaseBefore('0021_product_slugs');
    await database.db.execute(sql`
      insert into products (id, name, carousel_name, description, price_cents, image_path, image_alt, sort_order) values
        (1, 'Small Dog Food', 'Small Dog Food', 'x', 780, '/x.svg', 'x', 1),
        (100, '  Pâtée Crème (Chat)! ', 'x', 'x', 100, '/x.svg', 'x', 2),
        (101, 'Pâtée crème chat', 'x', 'x', 100, '/x.svg', 'x', 3),
        (102, '🐶🐱', 'x', 'x', 100, '/x.svg', 'x', 4),
        (103, ${'Very '.repeat(12)}, 'x', 'x', 100, '/x.svg', 'x', 5)`);

    await apply(database, '0021_product_slugs');
    const rows = await selectRows<{ id: number; slug: string }>(database.db, sql`select id, slug from products order by id`);
    expect(rows).toEqual([
      { id: 1, slug: 'small-dog-food' },
      { id: 100, slug: 'patee-creme-chat' },
      { id: 101, slug: 'patee-creme-chat-2' },
      { id: 102, slug: 'product' },
      // Cut at 48 characters, as the app cuts.
      { id: 103, slug: productSlugOf('Very '.repeat(12)) },
    ]);
  });
});

describe('0024_catalogue_search', () => {
  it('gives every product already in the shop its words to search, and keeps them as names change', { timeout: MIGRATION_TEST_TIMEOUT }, async () => {
    const database = await databaseBefore('0024_catalogue_search');
    await database.db.execute(sql`
      insert into products (id, name, slug, carousel_name, description, price_cents, image_path, image_alt, sort_order) values
        (1, 'Pâtée Crème (Chat)!', 'patee-creme-chat', 'x', 'x', 780, '/x.svg', 'x', 1)`);
    await database.db.execute(sql`
      insert into catalog_translations (subject_kind, subject_id, field, locale, value) values ('product', '1', 'name', 'fr-CA', 'Pâtée pour chat')`);
    await database.db.execute(sql`
      insert into product_categories (id, slug, "group", name_en, name_fr, sort_order) values (1, 'cat', 'pet', 'Cat', 'Chat', 1)`);
    await database.db.execute(sql`insert into product_category_members (category_id, product_id) values (1, 1)`);

    await apply(database, '0024_catalogue_search');
    const searchRow = async () =>
      (
        await selectRows<{ english: string; translated: string; categories: string; words: string[] }>(
          database.db,
          sql`select english, translated, categories, words from product_search where product_id = 1`,
        )
      )[0];
    expect(await searchRow()).toEqual({
      english: 'patee creme chat',
      translated: 'patee pour chat',
      categories: 'cat chat',
      words: expect.arrayContaining(['patee', 'creme', 'chat', 'pour', 'cat']) as unknown,
    });

    await database.db.execute(sql`update products set name = 'Kibble' where id = 1`);
    await database.db.execute(sql`delete from catalog_translations where subject_id = '1'`);
    await database.db.execute(sql`update product_categories set name_en = 'Kitty' where id = 1`);
    expect(await searchRow()).toMatchObject({ english: 'kibble', translated: '', categories: 'kitty chat' });
    await database.db.execute(sql`delete from products where id = 1`);
    expect(await searchRow()).toBeUndefined();
  });
});
