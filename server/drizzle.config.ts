import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repo root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  // Each area may keep its tables in its own schema-<area>.ts beside schema.ts.
  schema: './server/src/db/schema*.ts',
  out: './server/drizzle',
  casing: 'snake_case',
  strict: true,
})
