import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (or `npm run db:generate`) writes SQL migrations that are committed
// and applied at start; no database connection is needed to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
