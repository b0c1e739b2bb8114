import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../config/project-paths';
import { createEmptyTestDatabase } from '../test/test-database';
import { selectRows, type DatabaseHandle } from './database';

/**
 * The migrations that carry data over, each applied to a database holding the rows
 * it must move: the database is migrated up to the one before, filled, then the
 * migration under test runs, exactly as `migrate()` would run it.
 */
const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
const tags = journal.entries.map((entry) => entry.tag);

async function apply(database: DatabaseHandle, tag: string): Promise<void> {
  const file = readFileSync(join(migrationsDir, `${tag}.sql`), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/** A database migrated up to, not including, `tag`. */
async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const index = tags.indexOf(tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const database = await createEmptyTestDatabase();
  opened.push(database);
  for (const earlier of tags.slice(0, index)) await apply(database, earlier);
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
