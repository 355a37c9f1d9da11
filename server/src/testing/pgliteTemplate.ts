import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, openPglite, type Database, type PgliteEngine } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { MIGRATIONS_DIR } from './migrationsDir';

/** Changed whenever the way the template is made changes (not only what migrations it holds). */
const TEMPLATE_RECIPE = 'migrated, postgres database only, checkpointed';

/**
 * A freshly migrated PGlite, dumped once and loaded by every server suite: PGlite's initdb costs seconds of WASM per
 * database, loading a dump a fraction of it. The file is named by the migrations' content and PGlite's version, so a
 * new migration or a PGlite upgrade makes a new one; the suites still run `migrate`, which finds nothing to do.
 */
export function pgliteTemplatePath(): string {
  const hash = createHash('sha256').update(TEMPLATE_RECIPE);
  const manifest = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  hash.update(manifest.dependencies['@electric-sql/pglite'] ?? '');
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(tmpdir(), `sasar-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Writes the template unless this version of it exists (written to a temporary name first: workers never see half). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return file;
  const client = new PGlite();
  const database = await openPglite(client);
  try {
    await migrate(database, readMigrations(MIGRATIONS_DIR));
    // PGlite serves one database, `postgres`: initdb's template0 and template1 are a third of the files every suite
    // would unpack. A checkpoint leaves nothing in the write-ahead log to replay at each start.
    for (const statement of [
      'ALTER DATABASE template0 IS_TEMPLATE false', 'DROP DATABASE template0',
      'ALTER DATABASE template1 IS_TEMPLATE false', 'DROP DATABASE template1', 'CHECKPOINT',
    ]) await client.exec(statement);
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** The template when the suites' global set-up has written it (a single suite run by hand may come without one). */
export function existingPgliteTemplate(): string | undefined {
  const file = pgliteTemplatePath();
  return existsSync(file) ? file : undefined;
}

/** PGlite's engine as server/jest.environment.cjs compiled it for this jest worker (absent elsewhere: PGlite compiles its own). */
export function sharedPgliteEngine(): PgliteEngine | undefined {
  return (globalThis as { __SASAR_PGLITE_ENGINE__?: PgliteEngine }).__SASAR_PGLITE_ENGINE__;
}

/** A migrated in-memory PGlite from the template, on this worker's compiled engine: how every suite opens one. */
export function openTestPglite(): Promise<Database> {
  return openDatabase({ url: 'memory://', dataDir: '', template: existingPgliteTemplate(), engine: sharedPgliteEngine() });
}
