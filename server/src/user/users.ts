import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, type Role, type UserRow } from '../db/schema';
import { hashPassword } from '../crypto/password';

export interface NewUser {
  login: string;
  password: string;
  role?: Role;
  agree?: boolean;
  subscriptionPackage?: string | null;
  subscriptionExpiresAt?: Date | null;
  /** A confirmed address (the seed's demo users); users otherwise confirm theirs through account-email. */
  email?: string | null;
  emailVerifiedAt?: Date | null;
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      login: input.login,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'user',
      agree: input.agree ?? false,
      subscriptionPackage: input.subscriptionPackage ?? null,
      subscriptionExpiresAt: input.subscriptionExpiresAt ?? null,
      email: input.email ?? null,
      emailVerifiedAt: input.email ? (input.emailVerifiedAt ?? new Date()) : null,
    })
    .returning();
  return row!;
}

/**
 * Takes the user's row lock until the transaction ends: check-then-create operations of one account (a team, an
 * upgrade request, a reset mail) run one after another instead of racing.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Logins are unique regardless of case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.login}) = lower(${login})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function setDeviceFingerprint(db: Db, userId: number, fingerprint: string): Promise<void> {
  await db.update(users).set({ deviceFingerprint: fingerprint }).where(eq(users.id, userId));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
