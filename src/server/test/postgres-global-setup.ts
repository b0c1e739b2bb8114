import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../db/database';
import { seedDemoData } from '../db/seed';
import { withAdminClient } from './test-database';

// One template per test run, so two runs on one server (two developers, a run and CI) never collide.
const TEMPLATE = `pet_haven_test_template_${process.pid}`;

/** Builds a migrated, seeded template database that each test file copies. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');

  await withAdminClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists "${TEMPLATE}" with (force)`);
    await admin.query(`create database "${TEMPLATE}"`);
  });
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const handle = openPostgresDatabase(templateUrl.toString(), 2);
  try {
    await handle.migrate(seedDemoData);
  } finally {
    await handle.close();
  }

  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName: TEMPLATE });
  return () =>
    withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${TEMPLATE}" with (force)`)).then(() => {});
}
