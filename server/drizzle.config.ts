import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repo root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
  casing: 'snake_case',
  strict: true,
})
