import { defineConfig } from 'drizzle-kit'

// Paths are relative to the repo root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  // Each domain keeps its tables in server/src/<domain>/schema.ts or <topic>.schema.ts.
  schema: './server/src/*/*schema.ts',
  out: './server/drizzle',
  casing: 'snake_case',
  strict: true,
})
