import { asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { adAccounts, platformConnections, teamMembers, teams, users, type AdAccountRow, type ConnectionRow, type UserRow } from '../db/schema';
import type { AdAccountView, TeamView, UserView } from './view-schema';
import { findConnectionsOf, readToken } from '../platform/connections';
import { listTeamsOf, OWN_TEAM_ID, type TeamWithMembers } from '../teams/teams';
import type { AppContext } from '../context';
import { readCachePerServer } from '../db/read-cache';
import { changed } from '../db/write-tracker';

export type { AdAccountView, TeamView, UserView } from './view-schema';

export function ownTeamName(login: string): string {
  return `${login}'s team`;
}

/** The columns of a connection the view reads: whether it is connected, and whether its accounts are in. */
const connectionColumns = {
  id: platformConnections.id,
  userId: platformConnections.userId,
  status: platformConnections.status,
  tokenCiphertext: platformConnections.tokenCiphertext,
  accountsSyncedAt: platformConnections.accountsSyncedAt,
};
type ViewConnection = Pick<ConnectionRow, keyof typeof connectionColumns>;

const accountColumns = {
  connectionId: adAccounts.connectionId,
  id: adAccounts.id,
  accountId: adAccounts.accountId,
  name: adAccounts.name,
  currency: adAccounts.currency,
  minDailyBudget: adAccounts.minDailyBudget,
  accountStatus: adAccounts.accountStatus,
};
type ViewAccount = Pick<AdAccountRow, keyof typeof accountColumns>;

interface ViewRows {
  teams: TeamWithMembers[];
  /** The user's own connection and each of their teams' owners'. */
  connections: ViewConnection[];
  /** Their ad accounts, in each connection's order. */
  accounts: ViewAccount[];
}

/** The teams `userId` belongs to with every member (owner first, then by joining), in one indexed read. */
async function teamsWithMembers(db: Db, userId: number): Promise<TeamWithMembers[]> {
  const mine = alias(teamMembers, 'mine');
  const rows = await db
    .select({ team: teams, memberId: users.id, memberName: users.login, role: teamMembers.role })
    .from(mine)
    .innerJoin(teams, eq(teams.id, mine.teamId))
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(mine.userId, userId))
    .orderBy(asc(teams.id), asc(teamMembers.joinedAt), asc(users.id));
  const byTeam = new Map<number, TeamWithMembers & { owner: { id: number; name: string }[] }>();
  for (const { team, memberId, memberName, role } of rows) {
    let entry = byTeam.get(team.id);
    if (!entry) byTeam.set(team.id, (entry = { ...team, members: [], owner: [] }));
    (role === 'owner' ? entry.owner : entry.members).push({ id: memberId, name: memberName });
  }
  return [...byTeam.values()].map(({ owner, members, ...team }) => ({ ...team, members: [...owner, ...members] }));
}

/** The connections of `userId` and of the owners of their teams, each with its ad accounts, in one indexed read. */
async function connectionsWithAccounts(db: Db, userId: number): Promise<Pick<ViewRows, 'connections' | 'accounts'>> {
  const ownersOfMyTeams = db
    .select({ id: teams.createdBy })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  const rows = await db
    .select({ connection: connectionColumns, account: accountColumns })
    .from(platformConnections)
    .leftJoin(adAccounts, eq(adAccounts.connectionId, platformConnections.id))
    .where(or(eq(platformConnections.userId, userId), inArray(platformConnections.userId, ownersOfMyTeams)))
    .orderBy(asc(platformConnections.id), asc(adAccounts.position));
  const connections = new Map<number, ViewConnection>();
  const accounts: ViewAccount[] = [];
  for (const { connection, account } of rows) {
    connections.set(connection.id, connection);
    if (account) accounts.push(account);
  }
  return { connections: [...connections.values()], accounts };
}

/** Everything the user's view is made of: two indexed reads, side by side. */
async function readViewRows(db: Db, userId: number): Promise<ViewRows> {
  const [teamList, { connections, accounts }] = await Promise.all([teamsWithMembers(db, userId), connectionsWithAccounts(db, userId)]);
  return { teams: teamList, connections, accounts };
}

/** The connections a user's view depends on: their own and each of their teams' owners'. */
export async function relevantConnections(db: Db, user: UserRow): Promise<{ teams: TeamWithMembers[]; connections: ConnectionRow[] }> {
  const teamList = await listTeamsOf(db, user.id);
  const ownerIds = [...new Set([user.id, ...teamList.map((t) => t.createdBy)])];
  return { teams: teamList, connections: await findConnectionsOf(db, ownerIds) };
}

function adAccountView(row: ViewAccount, team: number, connected: boolean): AdAccountView {
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
  const { teams, connections, accounts } = await readViewRows(db, user.id);
  const connectionOf = new Map(connections.map((c) => [c.userId, c]));
  const accountsOf = (connection: ViewConnection | undefined) =>
    connection ? accounts.filter((a) => a.connectionId === connection.id) : [];
  const isConnected = (connection: ViewConnection | undefined) => connection?.status === 'active';

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

/** What a view is made of: the user, each team and its members, and every connection whose accounts it lists. */
export function viewNames(view: UserView): string[] {
  const names = new Set([changed.user(view.id), changed.connection(view.id)]);
  for (const team of view.teams) {
    if (team.id === OWN_TEAM_ID) continue;
    names.add(changed.team(team.id));
    names.add(changed.connection(team.created_by));
    for (const member of team.users) names.add(changed.user(member.id));
  }
  return [...names];
}

/** `GET /api/user` runs on every page load: the view is kept until a write changes what it is made of. */
const viewCache = readCachePerServer<UserView>();

/** The user's view as `GET /api/user` answers it, from the cache unless something it is made of changed since. */
export async function cachedUserView(ctx: AppContext, user: UserRow, now = new Date()): Promise<UserView> {
  const view = await viewCache(ctx).get(String(user.id), () => buildUserView(ctx.database.db, ctx.keys.tokenKey, user, now), viewNames);
  // The subscription ends on time, cached or not.
  const expiresAt = view.subscription.expires_at;
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
  return expired === view.subscription_expired ? view : { ...view, subscription_expired: expired };
}
