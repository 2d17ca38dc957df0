import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations; they are applied by the app itself (src/server/db/client.server.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
