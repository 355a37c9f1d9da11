import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Arbitrary constant: serialises migrators of several server processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_263_100_001;

export function readMigrations(dir: string): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file "${file}" must be named NNNN_name.sql`);
    return { version: match[1]!, name: match[2]!, sql: readFileSync(path.join(dir, file), 'utf8') };
  });
}

/**
 * Applies the migrations that are not recorded in `schema_migrations`, in order, in one transaction
 * (all or nothing). Running it again is a no-op. Returns the versions it applied.
 */
export async function migrate(database: Database, migrations: Migration[]): Promise<string[]> {
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length) throw new Error('Two migrations share a version number');

  return database.rawTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    text PRIMARY KEY,
         name       text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const rows = await session.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
