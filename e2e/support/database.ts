// A PostgreSQL database of a stack's own, on the server of TEST_DATABASE_URL (the one CI starts for the server suites).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, empty database: the server migrates it and seeds the demo data on start, as on any first start. */
export async function createDatabase(adminUrl: string): Promise<OwnDatabase> {
  const name = `sasar_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { url, drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
