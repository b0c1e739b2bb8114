import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../db/database';
import { seedDemoData } from '../db/seed';

/** Migrates and seeds one PGlite once; each test file loads a copy (0.5 s instead of 3 s). */
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = wrapPglite(client);
  await handle.migrate(seedDemoData);
  const dump = await client.dumpDataDir('none');
  await handle.close();

  const dir = mkdtempSync(join(tmpdir(), 'pet-haven-pglite-'));
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
