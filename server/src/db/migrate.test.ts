import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, testDatabases } from '../testing/databases';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';

describe('reading migrations', () => {
  test('files are read in version order and must be named NNNN_name.sql', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sasar-migrations-'));
    writeFileSync(path.join(dir, '0002_second.sql'), 'SELECT 2;');
    writeFileSync(path.join(dir, '0001_first.sql'), 'SELECT 1;');
    writeFileSync(path.join(dir, 'README.md'), 'ignored');
    expect(readMigrations(dir).map((m) => `${m.version}_${m.name}`)).toEqual(['0001_first', '0002_second']);
    writeFileSync(path.join(dir, 'bad-name.sql'), '');
    expect(() => readMigrations(dir)).toThrow(/NNNN_name\.sql/);
  });

  test('the checked-in migrations parse', () => {
    expect(readMigrations(MIGRATIONS_DIR)[0]).toMatchObject({ version: '0001', name: 'foundation' });
  });
});

describe.each(testDatabases())('migrations on $name', (tdb) => {
  let database: Database;
  beforeAll(async () => {
    database = await tdb.open();
  });

  const applied = () =>
    database.rawTransaction((s) => s.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'));

  test('running the migrations again changes nothing', async () => {
    const before = await applied();
    expect(before.map((r) => r.version)).toEqual(readMigrations(MIGRATIONS_DIR).map((m) => m.version));
    expect(await migrate(database, readMigrations(MIGRATIONS_DIR))).toEqual([]);
    expect(await applied()).toEqual(before);
  });

  test('a new migration is applied once, in order', async () => {
    const extra = [
      ...readMigrations(MIGRATIONS_DIR),
      { version: '9001', name: 'probe_a', sql: 'CREATE TABLE migration_probe_a (id int); INSERT INTO migration_probe_a VALUES (1);' },
      { version: '9002', name: 'probe_b', sql: 'CREATE TABLE migration_probe_b (id int);' },
    ];
    expect(await migrate(database, extra)).toEqual(['9001', '9002']);
    expect(await migrate(database, extra)).toEqual([]);
    await database.rawTransaction((s) => s.exec('DROP TABLE migration_probe_a; DROP TABLE migration_probe_b; DELETE FROM schema_migrations WHERE version > \'9000\''));
  });

  test('a failing migration rolls back everything of that run', async () => {
    const failing = [
      ...readMigrations(MIGRATIONS_DIR),
      { version: '9101', name: 'good', sql: 'CREATE TABLE migration_probe_c (id int);' },
      { version: '9102', name: 'bad', sql: 'CREATE TABLE migration_probe_d (id int); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(database, failing)).rejects.toThrow(/no_such_table/);
    expect((await applied()).map((r) => r.version)).not.toContain('9101');
    const tables = await database.rawTransaction((s) =>
      s.query<{ n: string | number }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_name LIKE 'migration_probe_%'"),
    );
    expect(Number(tables[0]!.n)).toBe(0);
  });

  test('the schema enforces roles, unique logins regardless of case, and cascades', async () => {
    await database.rawTransaction((s) => s.exec("TRUNCATE users RESTART IDENTITY CASCADE; INSERT INTO users (login, password_hash) VALUES ('Demo', 'x')"));
    await expect(
      database.rawTransaction((s) => s.exec("INSERT INTO users (login, password_hash) VALUES ('demo', 'x')")),
    ).rejects.toThrow(/users_login_lower_key/);
    await expect(
      database.rawTransaction((s) => s.exec("INSERT INTO users (login, password_hash, role) VALUES ('x', 'x', 'root')")),
    ).rejects.toThrow(/check/i);
    await database.rawTransaction((s) => s.exec('TRUNCATE users RESTART IDENTITY CASCADE'));
  });
});
