import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adAccounts, platformConnections, type AdAccountRow, type ConnectionRow } from '../db/schema';
import { decryptToken, encryptToken } from '../crypto/secrets';
import type { PlatformAdAccount, PlatformProfile, TokenInfo } from './profile';

export interface ConnectionInput {
  userId: number;
  token: string;
  profile: PlatformProfile;
  tokenInfo: TokenInfo;
  /** Absent = not fetched yet; the next GET /api/user fetches them. */
  adAccounts?: PlatformAdAccount[];
}

/** Creates or replaces the user's connection and its ad accounts. Call inside a transaction. */
export async function saveConnection(db: Db, tokenKey: Buffer, input: ConnectionInput): Promise<number> {
  const values = {
    userId: input.userId,
    platformUserId: input.profile.platformUserId,
    name: input.profile.name,
    pictureUrl: input.profile.pictureUrl,
    tokenCiphertext: encryptToken(input.token, tokenKey),
    tokenLast4: input.token.slice(-4),
    scopes: input.tokenInfo.scopes,
    expiresAt: input.tokenInfo.expiresAt,
    status: 'active' as const,
    connectedAt: new Date(),
    accountsSyncedAt: input.adAccounts ? new Date() : null,
  };
  const [row] = await db
    .insert(platformConnections)
    .values(values)
    .onConflictDoUpdate({ target: platformConnections.userId, set: values })
    .returning({ id: platformConnections.id });
  const connectionId = row!.id;
  await replaceAdAccounts(db, connectionId, input.adAccounts ?? []);
  return connectionId;
}

export async function replaceAdAccounts(db: Db, connectionId: number, accounts: PlatformAdAccount[]): Promise<void> {
  await db.delete(adAccounts).where(eq(adAccounts.connectionId, connectionId));
  if (accounts.length === 0) return;
  await db.insert(adAccounts).values(
    accounts.map((account, position) => ({
      connectionId,
      id: account.id,
      accountId: account.accountId,
      name: account.name,
      currency: account.currency,
      accountStatus: account.accountStatus,
      minDailyBudget: account.minDailyBudget,
      timezoneName: account.timezoneName,
      raw: account.raw,
      position,
    })),
  );
}

/** Stores freshly fetched ad accounts and marks the connection synced. Call inside a transaction. */
export async function storeSyncedAccounts(db: Db, connectionId: number, accounts: PlatformAdAccount[]): Promise<void> {
  await replaceAdAccounts(db, connectionId, accounts);
  await db
    .update(platformConnections)
    .set({ accountsSyncedAt: new Date() })
    .where(eq(platformConnections.id, connectionId));
}

export async function markConnectionExpired(db: Db, connectionId: number): Promise<void> {
  await db.update(platformConnections).set({ status: 'expired' }).where(eq(platformConnections.id, connectionId));
}

export async function findConnectionOf(db: Db, userId: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(platformConnections).where(eq(platformConnections.userId, userId));
  return row;
}

export async function findConnectionsOf(db: Db, userIds: number[]): Promise<ConnectionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(platformConnections).where(inArray(platformConnections.userId, userIds));
}

export async function deleteConnectionOf(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(platformConnections)
    .where(eq(platformConnections.userId, userId))
    .returning({ id: platformConnections.id });
  return deleted.length > 0;
}

export async function listAdAccountsOf(db: Db, connectionIds: number[]): Promise<AdAccountRow[]> {
  if (connectionIds.length === 0) return [];
  return db
    .select()
    .from(adAccounts)
    .where(inArray(adAccounts.connectionId, connectionIds))
    .orderBy(asc(adAccounts.connectionId), asc(adAccounts.position));
}

/** The plain token, or null when it cannot be decrypted (e.g. SASAR_SECRET changed since it was stored). */
/**
 * Decrypted tokens by key and ciphertext (a hot path: every proxy call and every `GET /api/user`). Keyed by the
 * stored ciphertext, so an updated token (a new ciphertext, fresh IV) is never answered from a stale entry and a
 * removed connection's entry is simply never asked for again; bounded, oldest entries dropped first.
 */
const decrypted = new WeakMap<Buffer, Map<string, string | null>>();
const MAX_CACHED_TOKENS = 5_000;

export function readToken(connection: Pick<ConnectionRow, 'tokenCiphertext'>, tokenKey: Buffer): string | null {
  let cache = decrypted.get(tokenKey);
  if (!cache) {
    cache = new Map();
    decrypted.set(tokenKey, cache);
  }
  const known = cache.get(connection.tokenCiphertext);
  if (known !== undefined) return known;
  let token: string | null;
  try {
    token = decryptToken(connection.tokenCiphertext, tokenKey);
  } catch {
    token = null;
  }
  if (cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value!);
  cache.set(connection.tokenCiphertext, token);
  return token;
}
