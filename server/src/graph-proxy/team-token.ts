import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { findConnectionOf, readToken } from '../platform/connections';
import { teamAccess } from '../teams/membership';
import { OWN_TEAM_ID } from '../teams/teams';
import { readCachePerServer } from '../db/read-cache';
import { changed } from '../db/write-tracker';

export interface TeamToken {
  teamId: number;
  ownerId: number;
  token: string;
}

/**
 * The platform token that powers calls for `teamId`: the caller's own connection for team 0, otherwise the
 * connection of the team's owner — only for members of that team.
 */
export function resolveTeamToken(ctx: AppContext, user: UserRow, teamIdParam: string | undefined): Promise<TeamToken> {
  const teamId = teamIdParam === undefined ? OWN_TEAM_ID : Number(teamIdParam);
  // Every proxied call asks this: kept until the membership, the team or the owner's connection changes (a refusal
  // is not kept).
  return tokenCache(ctx).get(`${user.id}:${teamId}`, () => lookUpTeamToken(ctx, user, teamId), (found) => [
    changed.user(user.id),
    changed.team(found.teamId),
    changed.connection(found.ownerId),
  ]);
}

const tokenCache = readCachePerServer<TeamToken>();

async function lookUpTeamToken(ctx: AppContext, user: UserRow, teamId: number): Promise<TeamToken> {
  const { ownerId } = await teamAccess(ctx.database.db, teamId, user.id);
  const connection = await findConnectionOf(ctx.database.db, ownerId);
  const token = connection ? readToken(connection, ctx.keys.tokenKey) : null;
  if (!token) {
    throw new ApiError(
      401,
      'no_adstoken',
      teamId === OWN_TEAM_ID
        ? 'Connect your Facebook account first'
        : 'The owner of this team has not connected a Facebook account',
    );
  }
  return { teamId, ownerId, token };
}
