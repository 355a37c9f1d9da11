import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { MIGRATIONS_DIR } from './migrationsDir';
import { openTestPglite } from './pgliteTemplate';

export { MIGRATIONS_DIR };

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** The migrated database shared by this test file (opened on first use, closed after the file). */
  open(): Promise<Database>;
}

const opened: { close(): Promise<void> }[] = [];
let cleanupRegistered = false;

function once(factory: () => Promise<Database>): () => Promise<Database> {
  let promise: Promise<Database> | undefined;
  return () => (promise ??= factory());
}

async function openPglite(): Promise<Database> {
  const database = await openTestPglite();
  opened.push(database);
  await migrate(database, readMigrations(MIGRATIONS_DIR));
  return database;
}

const databaseUrl = (adminUrl: string, name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

/**
 * The migrated template every test file's PostgreSQL database is copied from, named by the migrations' content:
 * made once per server (the first worker to get the advisory lock builds it, the others wait and reuse it), so a
 * file's database costs a file copy, not every migration again.
 */
async function migratedTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const migrations = readMigrations(MIGRATIONS_DIR);
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.version}\0${migration.sql}\0`);
  const name = `sasar_test_template_${hash.digest('hex').slice(0, 16)}`;
  await admin.query('SELECT pg_advisory_lock(727274)');
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
    if (!rowCount) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const template = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: '' });
      await migrate(template, migrations);
      await template.close();
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727274)');
  }
  return name;
}

/** A fresh database on the server of TEST_DATABASE_URL, dropped when the test file ends. */
async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const name = `sasar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, adminUrl)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: '' });
  opened.push({
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  });
  await migrate(database, readMigrations(MIGRATIONS_DIR));
  return database;
}

/**
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set: for suites whose behaviour can differ between the
 * two — concurrent requests racing on one row or name, locks and transactions, the job queue, migrations, the pg
 * driver's types, several processes on one database. Use with `describe.each(testDatabases())('… on $name',
 * (tdb) => …)`; call at the top level of a test file.
 */
export function testDatabases(): TestDatabase[] {
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    afterAll(async () => {
      for (const database of opened.splice(0)) await database.close();
    });
  }
  const list: TestDatabase[] = [{ name: 'pglite', open: sharedPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: sharedPostgres(url) });
  return list;
}

/**
 * One engine, for suites whose behaviour no database engine changes — one request at a time through the routes
 * (CRUD, permissions, validation, headers, static files, the OpenAPI document): PostgreSQL when TEST_DATABASE_URL is
 * set, else PGlite. The storage layer's differences (driver types, pools, locks) are held by the suites on
 * `testDatabases()`; run on both, these took twice the time and checked nothing more. A native server copies a
 * file's database from its template in milliseconds and answers for a fraction of WebAssembly's CPU: with PostgreSQL
 * at hand the server project took 219 CPU-s instead of 314 on PGlite.
 */
export function oneDatabase(): TestDatabase[] {
  const databases = testDatabases();
  return [databases.find((database) => database.name === 'postgres') ?? databases[0]!];
}

const sharedPglite = once(openPglite);
let postgresOpener: (() => Promise<Database>) | undefined;
function sharedPostgres(url: string) {
  postgresOpener ??= once(() => openFreshPostgres(url));
  return postgresOpener;
}

/** The tables a test starts without rows: these and every table whose rows point at them, as TRUNCATE … CASCADE finds. */
const EMPTIED_TABLES = ['users', 'sessions', 'teams', 'team_members', 'platform_connections', 'ad_accounts', 'graph_reads', 'insights_days', 'graph_throttles'];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The script that empties them and restarts their ids: DELETE with foreign-key triggers off, not TRUNCATE, which makes
 * a new file for every table it touches (tens of milliseconds each in PGlite, before every test of every suite).
 */
async function emptyingScript(database: Database): Promise<string> {
  const rows = await database.rawTransaction((session) =>
    session.query<{ table_name: string; sequences: string[] | null }>(
      `WITH RECURSIVE emptied(oid) AS (
         SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])
         UNION
         SELECT con.conrelid FROM pg_constraint con JOIN emptied e ON con.confrelid = e.oid WHERE con.contype = 'f'
       )
       SELECT t.relname AS table_name,
              (SELECT array_agg(s.relname::text) FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
                WHERE d.refobjid = t.oid AND d.deptype IN ('a', 'i')) AS sequences
         FROM emptied e JOIN pg_class t ON t.oid = e.oid`,
      [EMPTIED_TABLES],
    ),
  );
  return [
    'SET LOCAL session_replication_role = replica',
    ...rows.map((row) => `DELETE FROM ${quoted(row.table_name)}`),
    ...rows.flatMap((row) => (row.sequences ?? []).map((sequence) => `ALTER SEQUENCE ${quoted(sequence)} RESTART`)),
  ].join(';\n');
}

const emptyingScripts = new WeakMap<Database, Promise<string>>();

/** Empties every table (ids restart), so each test starts from a blank database. */
export async function resetDatabase(database: Database): Promise<void> {
  let script = emptyingScripts.get(database);
  if (!script) emptyingScripts.set(database, (script = emptyingScript(database)));
  const text = await script;
  await database.rawTransaction((session) => session.exec(text));
}

/** Row counts of every table: compare before and after a rejected request to prove nothing was written. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  return database.rawTransaction(async (session) => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'sessions', 'teams', 'team_members', 'platform_connections', 'ad_accounts', 'rules', 'rule_runs']) {
      const [row] = await session.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
      counts[table] = Number(row?.n ?? 0);
    }
    return counts;
  });
}
