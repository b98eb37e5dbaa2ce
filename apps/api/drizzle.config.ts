import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate -w @papertray/api`) and committed;
// the server applies them at boot with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './drizzle',
});
