import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { platformConnections, type ConnectionRow } from '../db/schema';
import { markConnectionExpired, readToken, storeSyncedAccounts } from './connections';
import { GraphApiError, type GraphClient } from './graph-client';
import { fetchAdAccounts, fetchProfile } from './profile';
import { changed as changedNames } from '../db/write-tracker';

/** Lazy fetches happen inside a user-facing request, so they get a short time-out. */
const SYNC_TIMEOUT_MS = 5_000;

export interface SyncDeps {
  database: Database;
  graph: GraphClient;
  tokenKey: Buffer;
  log: FastifyBaseLogger;
}

/**
 * Fetches profile and ad accounts for connections stored without them (e.g. seeded while the platform was
 * down). A platform that is still unreachable leaves them pending; a refused token marks the connection expired.
 */
export async function syncPendingConnections(deps: SyncDeps, connections: ConnectionRow[]): Promise<boolean> {
  let changed = false;
  for (const connection of connections) {
    if (connection.accountsSyncedAt !== null || connection.status !== 'active') continue;
    const token = readToken(connection, deps.tokenKey);
    if (token === null) continue;
    try {
      const profile = await fetchProfile(deps.graph, token, SYNC_TIMEOUT_MS);
      const accounts = await fetchAdAccounts(deps.graph, token, SYNC_TIMEOUT_MS);
      await deps.database.writes.changing([changedNames.connection(connection.userId)], () =>
        deps.database.transaction(async (tx) => {
          await tx
            .update(platformConnections)
            .set({ name: profile.name, pictureUrl: profile.pictureUrl, platformUserId: profile.platformUserId })
            .where(eq(platformConnections.id, connection.id));
          await storeSyncedAccounts(tx, connection.id, accounts);
        }),
      );
      changed = true;
    } catch (error) {
      if (error instanceof GraphApiError && error.code === 190) {
        await deps.database.writes.changing([changedNames.connection(connection.userId)], () => markConnectionExpired(deps.database.db, connection.id));
        changed = true;
        deps.log.warn({ connectionId: connection.id }, 'platform refused the stored token; connection marked expired');
      } else {
        deps.log.warn({ connectionId: connection.id, reason: (error as Error).message }, 'ad account sync postponed');
      }
    }
  }
  return changed;
}
