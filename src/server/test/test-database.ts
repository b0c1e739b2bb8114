import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsDir } from '../config/project-paths';
import { openEmbeddedWorkerInMemory, openPostgresDatabase, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../db/database';

/** What a project's global setup hands its test files: a migrated, seeded template. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/**
 * A private, migrated and seeded database for one test file: an in-memory
 * PGlite loaded from the template dump, or a PostgreSQL database copied from
 * the template database and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    // TEST_PGLITE_THREAD=worker: the API tests on the embedded database in its own thread, as the server runs it (ADR 0054).
    if (process.env.TEST_PGLITE_THREAD === 'worker') return openEmbeddedWorkerInMemory(new Uint8Array(readFileSync(template.dumpPath)));
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
      extensions: pgliteExtensions,
    });
    return wrapPglite(client);
  }
  const database = await privatePostgresDatabase(template.adminUrl, `template "${template.templateName}"`);
  return database.open(20, database.drop);
}

/**
 * The same private database through two separate clients, as two server processes
 * would reach it: two pools on PostgreSQL. PGlite has one connection in one process,
 * so both are that one.
 */
export async function createTestDatabaseTwice(): Promise<[DatabaseHandle, DatabaseHandle]> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const database = await createTestDatabase();
    return [database, { ...database, close: async () => {} }];
  }
  const database = await privatePostgresDatabase(template.adminUrl, `template "${template.templateName}"`);
  return [database.open(10, database.drop), database.open(10, async () => {})];
}

/** A private database of the project's kind with nothing in it, not even migrations (migration tests). */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  const database = await privatePostgresDatabase(template.adminUrl, '');
  return database.open(20, database.drop);
}

/** A new database on the test server; `open` gives a pool on it whose close also runs `afterClose`. */
async function privatePostgresDatabase(adminUrl: string, createOptions: string) {
  const name = `pet_haven_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${name}" ${createOptions}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open(poolSize: number, afterClose: () => Promise<void>): DatabaseHandle {
      const handle = openPostgresDatabase(url.toString(), poolSize);
      return {
        ...handle,
        async close() {
          await handle.close();
          await afterClose();
        },
      };
    },
    drop: () => withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every migration's tag, in the order `migrate()` applies them (drizzle/meta/_journal.json). */
export const migrationTags: string[] = (
  JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> }
).entries.map((entry) => entry.tag);

/** Runs one migration's file, statement by statement, exactly as `migrate()` would. */
export async function applyMigration(database: DatabaseHandle, tag: string): Promise<void> {
  const file = readFileSync(join(migrationsDir, `${tag}.sql`), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/**
 * A fresh database migrated up to, not including, `tag`: where a test fills in the rows
 * a data-carrying migration must move, then applies it.
 */
export async function createTestDatabaseBefore(tag: string): Promise<DatabaseHandle> {
  const index = migrationTags.indexOf(tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const database = await createEmptyTestDatabase();
  for (const earlier of migrationTags.slice(0, index)) await applyMigration(database, earlier);
  return database;
}
