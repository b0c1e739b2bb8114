import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgresDatabase, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../db/database';

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
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
      extensions: pgliteExtensions,
    });
    return wrapPglite(client);
  }
  return privatePostgresDatabase(template.adminUrl, `template "${template.templateName}"`);
}

/** A private database of the project's kind with nothing in it, not even migrations (migration tests). */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
  return privatePostgresDatabase(template.adminUrl, '');
}

async function privatePostgresDatabase(adminUrl: string, createOptions: string): Promise<DatabaseHandle> {
  const name = `pet_haven_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${name}" ${createOptions}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgresDatabase(url.toString(), 20);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
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
