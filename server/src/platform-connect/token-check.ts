import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { platformConnections, type ConnectionRow } from '../db/schema';
import { GraphApiError, type GraphClient } from '../platform/graph-client';
import { platformFailure } from '../platform/profile';

/** A token that passed the check is checked again after this long (user loads in between reuse the result). */
export const TOKEN_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Why a stored token must be replaced by a fresh Facebook login (SPEC §4 "Token check"). */
export const MIGRATION_REASONS = ['invalid', 'offline_access', 'not_app_token', 'check_failed'] as const;
export type MigrationReason = (typeof MIGRATION_REASONS)[number];

export type TokenCheck =
  | { status: 'ok' }
  | { status: 'needs_migration'; reason: MigrationReason; detail: string }
  /** The platform could not be asked (down, time-out): nothing is changed. */
  | { status: 'unavailable'; detail: string };

export const MIGRATION_MESSAGES: Record<MigrationReason, string> = {
  invalid: 'Your Facebook connection is no longer valid. Please connect Facebook again.',
  offline_access: 'Your Facebook connection uses an old never-expiring token that Facebook no longer supports. Please connect Facebook again.',
  not_app_token: 'Your Facebook token was not issued to Sasar. Please connect Facebook again through Sasar.',
  check_failed: 'Sasar could not check your Facebook connection (error checking token). Please connect Facebook again.',
};

interface DebugTokenData {
  app_id?: string | number;
  type?: string;
  is_valid?: boolean;
  expires_at?: number;
  scopes?: unknown;
  error?: { message?: string };
}

/** Judges a debug_token answer: valid, issued to this app, a user token, no offline_access. */
export function judgeToken(data: DebugTokenData | undefined, appId: string): TokenCheck {
  if (!data || data.is_valid !== true) {
    return { status: 'needs_migration', reason: 'invalid', detail: data?.error?.message ?? 'debug_token says the token is not valid' };
  }
  const scopes = Array.isArray(data.scopes) ? data.scopes : [];
  if (scopes.includes('offline_access')) {
    return { status: 'needs_migration', reason: 'offline_access', detail: 'the token carries offline_access' };
  }
  if (String(data.app_id ?? '') !== appId || (data.type !== undefined && data.type !== 'USER')) {
    return { status: 'needs_migration', reason: 'not_app_token', detail: `app ${String(data.app_id)} type ${String(data.type)}` };
  }
  return { status: 'ok' };
}

/** `GET /debug_token` for the stored token. A refused check ('error checking token') needs migration too. */
export async function checkToken(graph: GraphClient, token: string, appId: string): Promise<TokenCheck> {
  try {
    const body = await graph.getJson<{ data?: DebugTokenData }>('debug_token', { input_token: token }, graph.appToken);
    return judgeToken(body.data, appId);
  } catch (error) {
    const down = platformFailure(error);
    if (down) return { status: 'unavailable', detail: down.message };
    if (error instanceof GraphApiError) return { status: 'needs_migration', reason: 'check_failed', detail: error.message };
    throw error;
  }
}

export async function tokenCheckedAt(db: Db, connectionId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: platformConnections.tokenCheckedAt })
    .from(platformConnections)
    .where(eq(platformConnections.id, connectionId));
  return rows[0]?.at ?? null;
}

export async function markTokenChecked(db: Db, connection: Pick<ConnectionRow, 'id'>, at = new Date()): Promise<void> {
  await db.update(platformConnections).set({ tokenCheckedAt: at }).where(eq(platformConnections.id, connection.id));
}
