import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables in its own *.schema.ts (src/server/db/schema.ts re-exports them).
  schema: './src/server/modules/*/*.schema.ts',
  out: './drizzle',
});
