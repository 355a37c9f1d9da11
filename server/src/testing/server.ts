import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { createServer } from '../server';
import { hashPassword } from '../crypto/password';
import { users, type Role } from '../db/schema';
import { MIGRATIONS_DIR } from './databases';
import { existingPgliteTemplate } from './pgliteTemplate';

export const TEST_SECRET = 'test-secret-0123456789abcdef';

/** A config as loadConfig builds it from env, pointed at test resources. */
export function testConfig(env: Record<string, string | undefined> = {}): ServerConfig {
  return loadConfig({
    DATABASE_URL: 'memory://',
    DATABASE_TEMPLATE: existingPgliteTemplate(),
    SASAR_SECRET: TEST_SECRET,
    GRAPH_BASE_URL: 'http://127.0.0.1:9',
    STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'sasar-static-')),
    MIGRATIONS_DIR,
    LOG_LEVEL: 'silent',
    // Rules suites start their scheduler themselves (src/rules/); other suites need no job queue.
    RULES_SCHEDULER: 'off',
    ...env,
  });
}

export async function testServer(database: Database, env: Record<string, string | undefined> = {}): Promise<FastifyInstance> {
  const app = await createServer(testConfig(env), { database, logger: false, checkResponses: true });
  await app.ready();
  return app;
}

export interface Session {
  cookie: string;
  csrf: string;
  /** Headers for a cookie-authenticated write: the cookies plus X-CSRF-Token. */
  headers: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

export async function login(app: FastifyInstance, user: string, password: string): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const session = cookieValue(response, 'sasar_session')!;
  const csrf = cookieValue(response, 'sasar_csrf')!;
  const cookie = `sasar_session=${session}; sasar_csrf=${csrf}`;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** Test users get a cheap scrypt cost (stored in the hash, so login verifies it the normal way). */
const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export async function addUser(database: Database, login: string, password = 'secret123', role: Role = 'user') {
  const [row] = await database.db
    .insert(users)
    .values({ login, role, passwordHash: await hashPassword(password, FAST_SCRYPT) })
    .returning();
  return row!;
}

/** Gives a test user a verified e-mail address (as opening the mailed verification link would). */
export async function setVerifiedEmail(database: Database, userId: number, email: string): Promise<void> {
  await database.db.execute(sql`UPDATE users SET email = ${email}, email_verified_at = now() WHERE id = ${userId}`);
}
