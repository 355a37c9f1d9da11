// Reads POST /api/dashboard/funnel: one request per team (the server calls the platform with that team owner's
// connection, SPEC §6) and per period (presets are each account's own days). A refusal of the platform comes back
// as `graph_error` with Meta's error object; it is handled like a failed proxy call (expired owner session → banner
// and account switch, rate limits → banner) instead of as a logged-out product session.
import { productApi, ApiError, GraphError, handleGraphFailure, isApiError, parseInsightsRow, type InsightsRow, type MetaErrorObject } from 'shared-graph';
import type { DashboardAccount } from '../data/dashboardAccount';
import type { AccountRows } from '../data/figures';
import type { Period } from '../data/period';
import type { FunnelStageId } from './funnelStages';

/** One account's figures in one stage: its rows for the period and the comparison period. */
export interface StageAccount extends AccountRows {
  account: DashboardAccount;
  adsets: number;
}

export interface FunnelData {
  /** Stages 1–4, each with every account that answered. */
  stages: Array<{ stage: FunnelStageId; accounts: StageAccount[] }>;
  /** Accounts whose funnel could not be read (the others still show). */
  failed: DashboardAccount[];
}

export interface FunnelPlan {
  account: DashboardAccount;
  period: Period;
}

/** The product-API failure as the graph failure it is, handled by the shared error catalogue. */
function asGraphFailure(error: unknown, teamId: number): unknown {
  if (!isApiError(error) || (error.status !== 401 && error.code !== 'graph_error')) return error;
  const graph = (error.body as { error?: { graph?: MetaErrorObject } } | undefined)?.error?.graph;
  const failure =
    error.code === 'graph_error'
      ? GraphError.fromMeta({ ...graph, message: graph?.message ?? error.message }, error.status, 'proxy')
      : new GraphError({ status: error.status, code: error.code, message: error.message, transport: 'proxy' });
  handleGraphFailure(failure, { transport: 'proxy', teamId, path: 'dashboard/funnel' });
  return error.code === 'graph_error' ? new ApiError(error.status, error.code, error.message, error.body) : error;
}

const rowOf = (raw: Record<string, unknown> | null | undefined): InsightsRow[] => (raw ? [parseInsightsRow(raw)] : []);

export async function loadFunnel(plans: readonly FunnelPlan[], fields: readonly string[], signal?: AbortSignal): Promise<FunnelData> {
  const groups = new Map<string, FunnelPlan[]>();
  for (const plan of plans) {
    const key = `${plan.account.team}|${plan.period.range.since}|${plan.period.range.until}`;
    groups.set(key, [...(groups.get(key) ?? []), plan]);
  }
  const stages: FunnelData['stages'] = ([1, 2, 3, 4] as const).map((stage) => ({ stage, accounts: [] }));
  const failed: DashboardAccount[] = [];
  const errors: unknown[] = [];

  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { team } = group[0]!.account;
      const { range, comparison } = group[0]!.period;
      try {
        const answer = await productApi.post('/api/dashboard/funnel', {
          body: { adaccounts: group.map((plan) => plan.account.id), fields: [...fields], time_ranges: [range, comparison] },
          query: { team },
          signal,
          skipAuthRedirect: true,
        });
        for (const plan of group) {
          const result = answer.accounts.find((a) => a.id === plan.account.id);
          if (!result) {
            failed.push(plan.account);
            continue;
          }
          for (const stage of result.stages) {
            const [current, previous] = stage.ranges;
            stages[stage.stage - 1]?.accounts.push({
              account: plan.account,
              adsets: stage.adsets,
              currency: plan.account.currency,
              current: rowOf(current?.row),
              previous: rowOf(previous?.row),
            });
          }
        }
      } catch (error) {
        if (signal?.aborted) throw error;
        errors.push(asGraphFailure(error, team));
        failed.push(...group.map((plan) => plan.account));
      }
    }),
  );
  if (failed.length === plans.length && errors.length > 0) throw errors[0];
  return { stages, failed };
}
