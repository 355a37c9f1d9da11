// Release tokens: a feature team's credential for publishing its remotes from CI, made by an admin. The token is
// shown once; only its SHA-256 is stored (it is 32 random bytes, so a slow hash adds nothing).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError, forbidden } from '../http/errors';
import { releaseTokens, type ReleaseTokenRow } from './table';

const PREFIX = 'sasar_rel_';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createReleaseToken(db: Db, input: { team: string; remotes: string[]; createdById: number }): Promise<{ row: ReleaseTokenRow; token: string }> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(releaseTokens)
    .values({ team: input.team, remotes: [...new Set(input.remotes)].sort(), tokenHash: hashToken(token), createdById: input.createdById })
    .returning();
  return { row: row!, token };
}

export function listReleaseTokens(db: Db): Promise<ReleaseTokenRow[]> {
  return db.select().from(releaseTokens).orderBy(desc(releaseTokens.id));
}

/** Revokes a token; false when there is no such token or it was revoked already. */
export async function revokeReleaseToken(db: Db, id: number): Promise<ReleaseTokenRow | undefined> {
  const [row] = await db
    .update(releaseTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(releaseTokens.id, id), isNull(releaseTokens.revokedAt)))
    .returning();
  return row;
}

const unauthorizedToken = (message: string) => new ApiError(401, 'unauthorized', message);

/**
 * The release token of `Authorization: Bearer …`, allowed to release `remote`: 401 without a live token, 403 when
 * the token is another team's.
 */
export async function requireReleaseToken(db: Db, request: FastifyRequest, remote: string): Promise<ReleaseTokenRow> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S{1,200})$/.exec(header);
  if (!match || !match[1]!.startsWith(PREFIX)) throw unauthorizedToken('Send a release token as "Authorization: Bearer sasar_rel_…" (an admin creates one per team).');
  const [row] = await db.select().from(releaseTokens).where(eq(releaseTokens.tokenHash, hashToken(match[1]!)));
  if (!row || row.revokedAt) throw unauthorizedToken('This release token is unknown or was revoked.');
  if (!row.remotes.includes(remote)) throw forbidden(`The release token of ${row.team} may release ${row.remotes.join(', ') || 'no remote'}, not ${remote}.`);
  await db.update(releaseTokens).set({ lastUsedAt: new Date() }).where(eq(releaseTokens.id, row.id));
  return row;
}

export function tokenView(row: ReleaseTokenRow) {
  return {
    id: row.id,
    team: row.team,
    remotes: row.remotes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
