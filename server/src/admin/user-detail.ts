// One user as the admin and customer-service screens see them: profile, plan, teams, platform connection and
// its health; for admins also deletion and upgrade requests, the mail sent to them and the audit history.
import { count, desc, eq, sql } from 'drizzle-orm';
import { deletionRequests, outbox } from '../db/schema';
import { emailStatus } from '../account-email/email-verifications';
import { emailVerifications } from '../account-email/table';
import type { Db } from '../db/database';
import { adAccounts, users, type ConnectionRow, type UserRow } from '../db/schema';
import { deletionView } from '../deletion/deletions';
import { tokenCheckedAt, TOKEN_CHECK_INTERVAL_MS } from '../platform-connect/token-check';
import { findConnectionOf } from '../platform/connections';
import { upgradeRequests } from '../subscription/table';
import { requestView } from '../subscription/upgrades';
import { listTeamsOf } from '../teams/teams';
import { listAudit } from './audit';
import { connectionState } from './user-search';

/** A problem a support person should look at first ("why is my account not connected?"). */
export interface UserProblem {
  code: 'disabled' | 'not_connected' | 'connection_expired' | 'no_ad_accounts' | 'token_unchecked' | 'plan_expired' | 'no_email';
  message: string;
}

const OUTBOX_SHOWN = 20;
const AUDIT_SHOWN = 20;

async function connectionView(db: Db, connection: ConnectionRow | undefined) {
  if (!connection) return null;
  const [accounts] = await db.select({ n: count() }).from(adAccounts).where(eq(adAccounts.connectionId, connection.id));
  const checkedAt = await tokenCheckedAt(db, connection.id);
  return {
    state: connectionState(connection.status),
    name: connection.name,
    platform_user_id: connection.platformUserId,
    connected_at: connection.connectedAt.toISOString(),
    token_expires_at: connection.expiresAt?.toISOString() ?? null,
    token_checked_at: checkedAt?.toISOString() ?? null,
    accounts_synced_at: connection.accountsSyncedAt?.toISOString() ?? null,
    scopes: connection.scopes,
    ad_accounts: Number(accounts?.n ?? 0),
  };
}

type ConnectionView = Awaited<ReturnType<typeof connectionView>>;

/** What is wrong with the account now, worst first. */
export function problemsOf(user: UserRow, connection: ConnectionView, email: string | null, now = new Date()): UserProblem[] {
  const problems: UserProblem[] = [];
  if (user.disabledAt) problems.push({ code: 'disabled', message: 'The login is disabled: the user cannot log in.' });
  if (!connection) {
    problems.push({ code: 'not_connected', message: 'Facebook is not connected: the user must press Connect Facebook in the setup or in Integrations.' });
  } else {
    if (connection.state === 'expired') {
      problems.push({ code: 'connection_expired', message: 'The Facebook session expired (password change, login elsewhere or 2 weeks unused): the user must reconnect Facebook in Integrations.' });
    }
    if (connection.ad_accounts === 0) problems.push({ code: 'no_ad_accounts', message: 'No ad accounts were found on the connected Facebook profile.' });
    const checked = connection.token_checked_at ? Date.parse(connection.token_checked_at) : null;
    if (checked === null || now.getTime() - checked > 24 * TOKEN_CHECK_INTERVAL_MS) {
      problems.push({ code: 'token_unchecked', message: 'The Facebook token has not been checked in the last 24 hours (the user has not opened Sasar).' });
    }
  }
  if (user.subscriptionExpiresAt && user.subscriptionExpiresAt.getTime() <= now.getTime()) {
    problems.push({ code: 'plan_expired', message: `The ${user.subscriptionPackage ?? ''} plan expired on ${user.subscriptionExpiresAt.toISOString().slice(0, 10)}.`.replace('  ', ' ') });
  }
  if (!email) problems.push({ code: 'no_email', message: 'No confirmed e-mail address: a password-reset mail cannot be sent.' });
  return problems;
}

async function teamsView(db: Db, userId: number) {
  const teams = await listTeamsOf(db, userId);
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    package: team.package,
    owner: team.members.find((m) => m.id === team.createdBy) ?? { id: team.createdBy, name: '' },
    role: team.createdBy === userId ? ('owner' as const) : ('member' as const),
    members: team.members,
  }));
}

const RECENT_ERROR_DAYS = 7;
const RECENT_ERRORS_SHOWN = 10;

/** Failed or partly failed runs of the user's own rules in the last week, newest first: what went wrong for them. */
async function recentErrors(db: Db, userId: number, now: Date) {
  const since = new Date(now.getTime() - RECENT_ERROR_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = (await db.execute(
    sql`SELECT r.id AS rule_id, r.name AS rule_name, run.status, run.error, run.actions_failed, run.created_at
        FROM rule_runs run JOIN rules r ON r.id = run.rule_id
        WHERE r.created_by = ${userId} AND run.status IN ('failed', 'partial') AND run.trigger <> 'dry_run' AND run.created_at >= ${since}::timestamptz
        ORDER BY run.created_at DESC, run.id DESC LIMIT ${RECENT_ERRORS_SHOWN}`,
  )) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => ({
    at: new Date(row.created_at as string).toISOString(),
    source: 'rule' as const,
    rule: { id: Number(row.rule_id), name: String(row.rule_name) },
    message:
      row.status === 'failed'
        ? `The rule “${String(row.rule_name)}” failed: ${String(row.error ?? 'no reason recorded')}`
        : `The rule “${String(row.rule_name)}” ran, but ${Number(row.actions_failed)} of its actions failed${row.error ? `: ${String(row.error)}` : '.'}`,
  }));
}

/** The customer-service view (also the first part of the admin's). */
export async function supportView(db: Db, user: UserRow, now = new Date()) {
  const address = await emailStatus(db, user.id, now);
  const connection = await connectionView(db, await findConnectionOf(db, user.id));
  return {
    id: user.id,
    login: user.login,
    email: address.email,
    pending_email: address.pending_email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    disabled_at: user.disabledAt?.toISOString() ?? null,
    subscription: {
      package: user.subscriptionPackage,
      expires_at: user.subscriptionExpiresAt?.toISOString() ?? null,
      expired: user.subscriptionExpiresAt ? user.subscriptionExpiresAt.getTime() <= now.getTime() : false,
    },
    teams: await teamsView(db, user.id),
    connection,
    problems: problemsOf(user, connection, address.email, now),
    recent_errors: await recentErrors(db, user.id, now),
  };
}

/** Mail sent to any address the user has or had on the account, newest first. */
async function mailsTo(db: Db, userId: number) {
  const addresses = sql`(SELECT lower(users.email) FROM ${users} WHERE ${users.id} = ${userId} AND users.email IS NOT NULL
    UNION SELECT lower(${emailVerifications.email}) FROM ${emailVerifications} WHERE ${emailVerifications.userId} = ${userId})`;
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) IN ${addresses}`)
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_SHOWN);
  return rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.bodyText, kind: row.kind, created_at: row.createdAt.toISOString() }));
}

/** Everything the admin's user page shows. */
export async function adminUserView(db: Db, user: UserRow, now = new Date()) {
  const deletions = await db.select().from(deletionRequests).where(eq(deletionRequests.userId, user.id)).orderBy(desc(deletionRequests.requestedAt));
  const upgrades = await db.select().from(upgradeRequests).where(eq(upgradeRequests.userId, user.id)).orderBy(desc(upgradeRequests.id)).limit(20);
  return {
    ...(await supportView(db, user, now)),
    deletion_requests: deletions.map(deletionView),
    upgrade_requests: upgrades.map((row) => requestView(row)),
    outbox: await mailsTo(db, user.id),
    audit: (await listAudit(db, { limit: AUDIT_SHOWN, target: { type: 'user', id: user.id } })).data,
  };
}

export type SupportUserView = Awaited<ReturnType<typeof supportView>>;
export type AdminUserView = Awaited<ReturnType<typeof adminUserView>>;

