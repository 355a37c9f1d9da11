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

  test('0012 renames later collections of one scope named alike (any case), then makes names unique per scope', async () => {
    // The database as 0011 left it: without 0012's indexes, holding collections named alike.
    await database.rawTransaction((s) =>
      s.exec(`
        TRUNCATE users RESTART IDENTITY CASCADE;
        DROP INDEX interest_groups_team_name_key, interest_groups_own_name_key;
        DELETE FROM schema_migrations WHERE version = '0012';
        INSERT INTO users (login, password_hash) VALUES ('ani', 'x'), ('budi', 'x');
        INSERT INTO teams (name, created_by) VALUES ('Agency', 2);
        INSERT INTO interest_groups (team_id, owner_id, name, created_at) VALUES
          (NULL, 1, 'Fitness',     '2026-01-02'),
          (NULL, 1, 'Fitness (2)', '2026-01-03'),
          (NULL, 1, 'fitness',     '2026-01-04'),
          (NULL, 1, 'FITNESS',     '2026-01-01'),
          (NULL, 1, repeat('x', 100), '2026-01-01'),
          (NULL, 1, repeat('X', 100), '2026-01-02'),
          (NULL, 2, 'Fitness',     '2026-01-05'),
          (1,    1, 'Fitness',     '2026-01-01'),
          (1,    2, 'fitness',     '2026-01-02');
      `),
    );
    expect(await migrate(database, readMigrations(MIGRATIONS_DIR))).toEqual(['0012']);
    const names = await database.rawTransaction((s) => s.query<{ name: string }>('SELECT name FROM interest_groups ORDER BY id'));
    expect(names.map((row) => row.name)).toEqual([
      'Fitness (3)', // the oldest of ani's is FITNESS; "(2)" is taken by another collection
      'Fitness (2)',
      'fitness (4)',
      'FITNESS',
      'x'.repeat(100),
      `${'X'.repeat(96)} (2)`, // cut to stay within 100 characters
      'Fitness', // budi's own: another scope
      'Fitness', // the team's: another scope than ani's own
      'fitness (2)',
    ]);
    await expect(
      database.rawTransaction((s) => s.exec("INSERT INTO interest_groups (team_id, owner_id, name) VALUES (1, 1, 'FITNESS (2)')")),
    ).rejects.toThrow(/interest_groups_team_name_key/);
    await expect(
      database.rawTransaction((s) => s.exec("INSERT INTO interest_groups (team_id, owner_id, name) VALUES (NULL, 1, 'fitness')")),
    ).rejects.toThrow(/interest_groups_own_name_key/);
    await database.rawTransaction((s) => s.exec('TRUNCATE users RESTART IDENTITY CASCADE'));
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
