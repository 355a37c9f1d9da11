// The admin overview's figures: counts and trends over the whole product.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Sign-ups are counted per UTC day over this many days (today included). */
export const SIGNUP_TREND_DAYS = 30;

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<Row> {
  return (await rows(db, query))[0] ?? {};
}

/** Rules (enabled ones among them) and the runs of the last 24 h, those with failures (failed or partly failed) apart. Dry runs are not counted. */
async function ruleFigures(db: Db, now: Date) {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const rulesRow = await one(db, sql`SELECT count(*) AS n, count(*) FILTER (WHERE enabled) AS enabled FROM rules`);
  const runs = await one(
    db,
    sql`SELECT count(*) AS n, count(*) FILTER (WHERE status IN ('failed', 'partial')) AS failed
        FROM rule_runs WHERE created_at >= ${since}::timestamptz AND trigger <> 'dry_run'`,
  );
  return { rules: num(rulesRow.n), enabled: num(rulesRow.enabled), runs_24h: num(runs.n), failed_runs_24h: num(runs.failed) };
}

export async function overviewFigures(db: Db, now = new Date()) {
  const nowIso = now.toISOString();
  const users = await one(
    db,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE disabled_at IS NOT NULL) AS disabled,
          count(*) FILTER (WHERE role = 'admin') AS admins, count(*) FILTER (WHERE role = 'cs') AS cs
        FROM users`,
  );
  const signups = await rows(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(u.id) AS n
        FROM generate_series(date_trunc('day', ${nowIso}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${SIGNUP_TREND_DAYS - 1}),
                             date_trunc('day', ${nowIso}::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AS day
        LEFT JOIN users u ON date_trunc('day', u.created_at AT TIME ZONE 'UTC') = day
        GROUP BY day ORDER BY day`,
  );
  const connections = await one(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'active') AS connected, count(*) FILTER (WHERE status = 'expired') AS expired,
          (SELECT count(*) FROM ad_accounts) AS ad_accounts
        FROM platform_connections`,
  );
  const teams = await one(db, sql`SELECT count(*) AS n FROM teams`);
  const subscriptions = await rows(
    db,
    sql`SELECT subscription_package AS package, count(*) AS n FROM users
        WHERE subscription_package IS NOT NULL AND (subscription_expires_at IS NULL OR subscription_expires_at > ${nowIso}::timestamptz)
        GROUP BY subscription_package ORDER BY subscription_package`,
  );
  const pending = await one(
    db,
    sql`SELECT (SELECT count(*) FROM deletion_requests WHERE status = 'pending') AS deletions,
               (SELECT count(*) FROM upgrade_requests WHERE status = 'pending') AS upgrades`,
  );
  return {
    users: { total: num(users.total), disabled: num(users.disabled), admins: num(users.admins), cs: num(users.cs) },
    signups_per_day: signups.map((r) => ({ day: String(r.day), count: num(r.n) })),
    connections: { connected: num(connections.connected), expired: num(connections.expired), ad_accounts: num(connections.ad_accounts) },
    teams: num(teams.n),
    active_subscriptions: subscriptions.map((r) => ({ package: String(r.package), count: num(r.n) })),
    rules: await ruleFigures(db, now),
    pending: { deletion_requests: num(pending.deletions), upgrade_requests: num(pending.upgrades) },
  };
}

export type OverviewFigures = Awaited<ReturnType<typeof overviewFigures>>;
