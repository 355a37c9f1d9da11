import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from '../testing/databases';
import { openTestPglite } from '../testing/pgliteTemplate';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import * as schema from './schema';

const GENERATE = 'run `pnpm --filter server db:generate --name <what_changed>` and commit the migration';

/** Tables, columns, constraints and indexes as PostgreSQL itself describes them, one comparable line each. */
async function describeDatabase(database: Database): Promise<string[]> {
  return database.rawTransaction(async (session) => {
    const skip = "<> 'schema_migrations'";
    const columns = await session.query<Record<string, string>>(
      `SELECT table_name, column_name, data_type, is_nullable, coalesce(column_default, '') AS def, is_identity
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name ${skip}`,
    );
    const constraints = await session.query<Record<string, string>>(
      `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text ${skip}`,
    );
    const indexes = await session.query<Record<string, string>>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename ${skip}`,
    );
    return [
      ...columns.map(
        (c) => `column ${c.table_name}.${c.column_name} ${c.data_type} nullable=${c.is_nullable} default=${c.def} identity=${c.is_identity}`,
      ),
      ...constraints.map((c) => `constraint ${c.t}.${c.conname} ${c.def}`),
      ...indexes.map((i) => `index ${i.indexdef}`),
    ].sort();
  });
}

const latestSnapshot = (): DrizzleSnapshotJSON => {
  const meta = path.join(MIGRATIONS_DIR, 'meta');
  const last = readdirSync(meta).filter((f) => f.endsWith('_snapshot.json')).sort().at(-1)!;
  return JSON.parse(readFileSync(path.join(meta, last), 'utf8')) as DrizzleSnapshotJSON;
};

describe('the drizzle schema and the migrations', () => {
  test(`describe the same database (${GENERATE})`, async () => {
    const database = await openTestPglite();
    try {
      await migrate(database, readMigrations(MIGRATIONS_DIR));
      const migrated = await describeDatabase(database);
      const ddl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
      await database.rawTransaction(async (session) => {
        await session.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        for (const statement of ddl) await session.exec(statement);
      });
      expect(await describeDatabase(database)).toEqual(migrated);
    } finally {
      await database.close();
    }
  }, 120_000);

  test(`leave drizzle-kit nothing to generate (${GENERATE})`, async () => {
    const snapshot = latestSnapshot();
    expect(await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id))).toEqual([]);
  });

  test('every migration file is in drizzle-kit’s journal, in order', () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const files = readMigrations(MIGRATIONS_DIR).map((m) => `${m.version}_${m.name}`);
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((f) => Number(f.slice(0, 4))));
  });
});
