// Reads the dashboard's insights as batch operations: one series of batches per team (a batch travels on one
// team owner's connection), 10 queries per batch (SPEC §9). A failed query yields null and leaves the rest.
import { fetchInsightsBatch, graph, type InsightsQuery, type InsightsRow } from 'shared-graph';
import { byTeam, type DashboardAccount } from './dashboardAccount';

export interface AccountQuery {
  account: DashboardAccount;
  query: InsightsQuery;
}

/** Rows per query (Meta's maximum page is far above what one account × one year of days needs). */
export const DASHBOARD_ROW_LIMIT = 1000;

export async function loadInsights(items: readonly AccountQuery[], signal?: AbortSignal): Promise<Array<InsightsRow[] | null>> {
  const results: Array<InsightsRow[] | null> = new Array(items.length).fill(null);
  const indexed = items.map((item, index) => ({ ...item, index, team: item.account.team }));
  await Promise.all(
    [...byTeam(indexed).entries()].map(async ([teamId, group]) => {
      const rows = await fetchInsightsBatch(
        group.map((item) => ({ limit: DASHBOARD_ROW_LIMIT, ...item.query })),
        { teamId, signal, chunkSize: 10, concurrency: 2, onChunkError: 'null' },
      );
      group.forEach((item, i) => {
        results[item.index] = rows[i] ?? null;
      });
    }),
  );
  return results;
}

/** Each account's time zone (`timezone_name`), read once per team in one batch. Unknown zones stay null. */
export async function loadTimeZones(accounts: readonly { id: string; team: number }[], signal?: AbortSignal): Promise<Record<string, string | null>> {
  const zones: Record<string, string | null> = {};
  await Promise.all(
    [...byTeam(accounts).entries()].map(async ([teamId, group]) => {
      const items = await graph.batch<{ timezone_name?: string }>(
        group.map((account) => ({ method: 'GET' as const, relative_url: `${account.id}?fields=timezone_name` })),
        { teamId, signal, onChunkError: 'null' },
      );
      group.forEach((account, i) => {
        const zone = items[i]?.error ? null : items[i]?.body?.timezone_name;
        zones[`${account.team}:${account.id}`] = typeof zone === 'string' ? zone : null;
      });
    }),
  );
  return zones;
}
