import type { Db } from '../db/database';
import type { AdAccountRow, ConnectionRow, UserRow } from '../db/schema';
import type { AdAccountView, TeamView, UserView } from './view-schema';
import { findConnectionsOf, listAdAccountsOf, readToken } from '../platform/connections';
import { listTeamsOf, OWN_TEAM_ID, type TeamWithMembers } from '../teams/teams';
import type { AppContext } from '../context';
import { readCachePerServer } from '../db/read-cache';

export type { AdAccountView, TeamView, UserView } from './view-schema';

export function ownTeamName(login: string): string {
  return `${login}'s team`;
}

/** The connections a user's view depends on: their own and each of their teams' owners'. */
export async function relevantConnections(db: Db, user: UserRow): Promise<{ teams: TeamWithMembers[]; connections: ConnectionRow[] }> {
  const teams = await listTeamsOf(db, user.id);
  const ownerIds = [...new Set([user.id, ...teams.map((t) => t.createdBy)])];
  return { teams, connections: await findConnectionsOf(db, ownerIds) };
}

function adAccountView(row: AdAccountRow, team: number, connected: boolean): AdAccountView {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    currency: row.currency,
    team,
    min_daily_budget: row.minDailyBudget,
    account_status: row.accountStatus,
    facebook_connected: connected,
  };
}

export async function buildUserView(db: Db, tokenKey: Buffer, user: UserRow, now = new Date()): Promise<UserView> {
  const { teams, connections } = await relevantConnections(db, user);
  const connectionOf = new Map(connections.map((c) => [c.userId, c]));
  const accounts = await listAdAccountsOf(
    db,
    connections.map((c) => c.id),
  );
  const accountsOf = (connection: ConnectionRow | undefined) =>
    connection ? accounts.filter((a) => a.connectionId === connection.id) : [];
  const isConnected = (connection: ConnectionRow | undefined) => connection?.status === 'active';

  const own = connectionOf.get(user.id);
  // Connected = active and its token still decrypts with this key; the token itself never leaves the server.
  const ownConnected = isConnected(own) && readToken(own!, tokenKey) !== null;

  const teamViews: TeamView[] = [
    {
      id: OWN_TEAM_ID,
      name: ownTeamName(user.login),
      created_by: user.id,
      package: user.subscriptionPackage,
      users: [{ id: user.id, name: user.login }],
    },
    ...teams.map((team) => ({
      id: team.id,
      name: team.name,
      created_by: team.createdBy,
      package: team.package,
      users: team.members,
    })),
  ];

  const adAccountViews: AdAccountView[] = [
    ...accountsOf(own).map((row) => adAccountView(row, OWN_TEAM_ID, ownConnected)),
    ...teams.flatMap((team) => {
      const owner = connectionOf.get(team.createdBy);
      return accountsOf(owner).map((row) => adAccountView(row, team.id, isConnected(owner)));
    }),
  ];

  // The same connections syncPendingConnections fetches for: active, token readable, never synced.
  const pending = connections.some((c) => c.accountsSyncedAt === null && isConnected(c) && readToken(c, tokenKey) !== null);

  const expiresAt = user.subscriptionExpiresAt;
  return {
    id: user.id,
    login: user.login,
    suite_id: user.suiteId,
    role: user.role,
    agree: user.agree,
    facebook_connected: ownConnected,
    subscription: { package: user.subscriptionPackage, expires_at: expiresAt ? expiresAt.toISOString() : null },
    subscription_expired: expiresAt !== null && expiresAt.getTime() <= now.getTime(),
    teams: teamViews,
    ad_accounts: adAccountViews,
    ad_accounts_pending: pending,
    language: user.language,
  };
}

/** `GET /api/user` runs on every page load: the view is kept while nothing is written (see ReadCache). */
const viewCache = readCachePerServer<UserView>();

/** The user's view as `GET /api/user` answers it, from the cache when this process wrote nothing since. */
export async function cachedUserView(ctx: AppContext, user: UserRow, now = new Date()): Promise<UserView> {
  const view = await viewCache(ctx).get(String(user.id), () => buildUserView(ctx.database.db, ctx.keys.tokenKey, user, now));
  // The subscription ends on time, cached or not.
  const expiresAt = view.subscription.expires_at;
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
  return expired === view.subscription_expired ? view : { ...view, subscription_expired: expired };
}
