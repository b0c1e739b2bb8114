/**
 * What bench/scale.mjs and bench/durable-writes.mjs drive in their own process: the real app and database code,
 * bundled by esbuild like the server (scripts/build-server.mjs), so the bench times the
 * real routes, services and repositories over `app.inject`.
 */
export { buildApp } from '../src/server/app';
export { parseEnv } from '../src/server/config/env';
export { openEmbeddedDatabase, openPostgresDatabase, pgliteExtensions, wrapPglite } from '../src/server/db/database';
export { seedDemoData } from '../src/server/db/seed';
export { grantOwner } from '../src/server/modules/accounts/owners.service';
export { grantProvider } from '../src/server/modules/providers/providers.service';
