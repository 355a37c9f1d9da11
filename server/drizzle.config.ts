import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter server db:generate --name <what_changed>` writes the next migrations/NNNN_<name>.sql from the
 * difference between src/db/schema.ts (the tables of every domain folder) and the last snapshot in migrations/meta.
 * 0001–0007 were written by hand before generation; 0007's snapshot is their baseline.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
  breakpoints: false,
  migrations: { prefix: 'index' },
});
