import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiCatalogsVitePlugin } from './scripts/lingui-catalogs.mjs';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Server tests that need no database (pure units, whole-process tests) run once, in `unit`.
const serverTestsWithoutDatabase = ['src/server/**/*.unit.test.ts', 'src/server/**/*.process.test.ts'];
// Each API test file builds its own app on its own database, so files can share one module
// graph per worker: loading Fastify, Better Auth and Drizzle once saves a third of the time.
const apiTests = { include: ['src/server/**/*.test.ts'], exclude: serverTestsWithoutDatabase, isolate: false };

export default defineConfig({
  plugins: [linguiCatalogsVitePlugin()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fromRoot('./src/shared') },
      { find: '@server', replacement: fromRoot('./src/server') },
      { find: '@web', replacement: fromRoot('./src/web') },
      { find: '@locales', replacement: fromRoot('./locales') },
    ],
  },
  test: {
    // Two cores: two workers, each with its own database.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'locales/**/*.test.ts', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts', ...serverTestsWithoutDatabase],
        },
      },
      {
        extends: true,
        // Components and screens rendered in a DOM (jsdom) with React, driven as a person would.
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api:pglite', ...apiTests, globalSetup: ['src/server/test/pglite-global-setup.ts'] },
      },
      // The same API tests on a real PostgreSQL server when one is given (CI always gives one).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'api:postgres', ...apiTests, globalSetup: ['src/server/test/postgres-global-setup.ts'] },
            },
          ]
        : []),
    ],
  },
});
