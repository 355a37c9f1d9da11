import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openCacheChannel } from './cache-channel';
import { lockDataDir } from './data-dir-lock';
import { schema, type Schema } from './schema';
import { WriteTracker } from './write-tracker';

/** The drizzle query builder, the same type for PGlite and node-postgres (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL access for the migrator: multi-statement scripts and parameterised queries on one connection. */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction on a single raw connection (used by the migrator). */
  rawTransaction<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /** Plain SQL outside a transaction (the job queue's executor); `exec` runs a multi-statement script. */
  readonly raw: RawSession;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** What this process's writes (and, on PostgreSQL, every process's) changed: read caches drop those entries. */
  readonly writes: WriteTracker;
}

export interface DatabaseLocation {
  /** `postgres://…` / `postgresql://…` (node-postgres), `memory://` (in-memory PGlite) or absent (PGlite on disk). */
  url?: string;
  /** PGlite data folder when `url` is absent. */
  dataDir: string;
  /**
   * `memory://` only: a PGlite data-folder dump (`dumpDataDir`) to start from. Loading one is several times faster
   * than PGlite's initdb; the server test suites start every database from one migrated dump.
   */
  template?: string;
  /**
   * PGlite's compiled WebAssembly module and file bundle, to reuse instead of compiling them again, and the PGlite
   * class to open them with: for a process that opens many databases (the server test suites, where each file has a
   * realm of its own and the jest worker's realm holds one engine for all: see server/jest.environment.cjs).
   */
  engine?: PgliteEngine;
}

export type PgliteEngine = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> & { PGlite?: typeof PGlite };

/**
 * An in-memory database's pages live in memory already: PGlite's default 128 MB of shared buffers would be set up (a
 * tenth of a second of WebAssembly) for every database opened, and hold copies of them.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Writes nobody named (see WriteTracker) drop every cached read when they are sent, and again once their
 * transaction has committed: on PostgreSQL a read beside an open transaction sees the old rows.
 */
async function touchAround<T>(writes: WriteTracker, work: () => Promise<T>): Promise<T> {
  writes.touch();
  try {
    return await work();
  } finally {
    writes.touch();
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const { url } = location;
  if (url && isPostgresUrl(url)) return openPostgres(url);
  if (url && url !== 'memory://') {
    throw new Error(`DATABASE_URL must be postgres://…, postgresql://… or memory:// (got "${url.split(':')[0]}:…")`);
  }
  if (url === 'memory://') {
    const loadDataDir = location.template ? new Blob([readFileSync(location.template)]) : undefined;
    const { PGlite: Client = PGlite, ...engine } = location.engine ?? {};
    return openPglite(new Client({ loadDataDir, ...engine, startParams: IN_MEMORY_START_PARAMS }));
  }
  mkdirSync(location.dataDir, { recursive: true });
  const lock = lockDataDir(location.dataDir);
  try {
    return await openPglite(new PGlite(location.dataDir), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A Database over a PGlite the caller made (e.g. to dump its data folder afterwards); closing it closes the client. */
export async function openPglite(client: PGlite, onClose: () => void = () => undefined): Promise<Database> {
  await client.waitReady;
  const writes = new WriteTracker();
  const db = drizzlePglite({ client, schema, logger: writes }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    writes,
    transaction: (work) => touchAround(writes, () => db.transaction((tx) => work(tx as unknown as Db))),
    rawTransaction: (work) =>
      touchAround(writes, () => client.transaction((tx) =>
        work({
          exec: async (script) => {
            writes.logQuery(script);
            await tx.exec(script);
          },
          query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
            writes.logQuery(text);
            return (await tx.query<Row>(text, params)).rows;
          },
        }),
      )),
    raw: {
      exec: async (script) => {
        writes.logQuery(script);
        await client.exec(script);
      },
      query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
        writes.logQuery(text);
        return (await client.query<Row>(text, params)).rows;
      },
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits on the pool; without a listener that would crash the process.
  pool.on('error', () => undefined);
  const writes = new WriteTracker();
  const db = drizzleNodePg({ client: pool, schema, logger: writes }) as unknown as Db;
  await pool.query('select 1');
  const channel = await openCacheChannel(url, writes, { pool });
  return {
    kind: 'postgres',
    db,
    writes,
    transaction: (work) => touchAround(writes, () => db.transaction((tx) => work(tx as unknown as Db))),
    rawTransaction: (work) => touchAround(writes, async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (script) => {
            writes.logQuery(script);
            await client.query(script);
          },
          query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
            writes.logQuery(text);
            return (await client.query<Row>(text, params)).rows;
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }),
    raw: {
      exec: async (script) => {
        writes.logQuery(script);
        await pool.query(script);
      },
      query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
        writes.logQuery(text);
        return (await pool.query<Row>(text, params)).rows;
      },
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await channel.close();
      await pool.end();
    },
  };
}
