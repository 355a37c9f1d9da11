// The dashboard's screen tests' world, answered by shared-graph's typed doubles (shared-graph's real clients send
// real requests). Insights are a simple deterministic world: every day of an account spends 10 (its currency),
// shows 1,000 impressions, gets 20 clicks and 1 purchase worth 50; breakdown rows split a day in halves.
import type { ApiBody, ApiData, UserAdAccount } from 'shared-graph';
import {
  account,
  graphError,
  graphReply,
  productApiDouble,
  startSession,
  type ApiAnswer,
  type ApiRequest,
  type GraphOperation,
  type ProductApiDouble,
} from 'shared-graph/testing';

export const ACCOUNTS: UserAdAccount[] = [
  account('act_1', 0, 1, { name: 'Batik ID', currency: 'IDR', min_daily_budget: 10000 }),
  account('act_2', 0, 1, { name: 'Batik Global', currency: 'USD', min_daily_budget: 100 }),
  account('act_70', 7, 1, { name: 'Santoso Export', currency: 'USD', min_daily_budget: 100 }),
];

const dashboardUser = () => ({
  teams: [
    { id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi' }] },
    { id: 7, name: 'Budi Agency', created_by: 9, package: 'pro', users: [{ id: 9, name: 'Budi' }] },
  ],
  ad_accounts: ACCOUNTS,
});

const days = (since: string, until: string) => (Date.parse(until) - Date.parse(since)) / 86_400_000 + 1;
const addDays = (date: string, n: number) => new Date(Date.parse(date) + n * 86_400_000).toISOString().slice(0, 10);

function totals(since: string, until: string, share = 1) {
  const n = days(since, until) * share;
  return {
    date_start: since,
    date_stop: until,
    spend: String(10 * n),
    impressions: String(1000 * n),
    reach: String(700 * n),
    clicks: String(20 * n),
    actions: [
      { action_type: 'purchase', value: String(n) },
      { action_type: 'link_click', value: String(10 * n) },
    ],
    action_values: [{ action_type: 'purchase', value: String(50 * n) }],
  };
}

const BREAKDOWN_VALUES: Record<string, string[]> = {
  age: ['18-24', '25-34'],
  gender: ['female', 'male'],
  country: ['ID', 'SG'],
  region: ['Jakarta', 'Bali'],
  device_platform: ['mobile_app', 'desktop'],
  publisher_platform: ['facebook', 'instagram'],
  hourly_stats_aggregated_by_advertiser_time_zone: ['09:00:00 - 09:59:59', '20:00:00 - 20:59:59'],
  hourly_stats_aggregated_by_audience_time_zone: ['10:00:00 - 10:59:59', '21:00:00 - 21:59:59'],
};

/** Answers an insights read as the sandbox would, for the params the dashboard sends. */
export function insightsAnswer(params: URLSearchParams): { data: unknown[] } {
  const ranges = params.get('time_ranges');
  if (ranges) return { data: (JSON.parse(ranges) as Array<{ since: string; until: string }>).map((r) => totals(r.since, r.until)) };
  const range = JSON.parse(params.get('time_range') ?? '{}') as { since: string; until: string };
  const increment = Number(params.get('time_increment') ?? 0);
  const rawBreakdowns = params.get('breakdowns') ?? '';
  const breakdowns = rawBreakdowns.startsWith('[') ? (JSON.parse(rawBreakdowns) as string[]) : rawBreakdowns.split(',').filter(Boolean);
  const buckets: Array<{ since: string; until: string }> = [];
  if (increment > 0) {
    for (let start = range.since; start <= range.until; start = addDays(start, increment)) {
      const end = addDays(start, increment - 1);
      buckets.push({ since: start, until: end < range.until ? end : range.until });
    }
  } else buckets.push(range);
  const breakdown = breakdowns[0];
  if (!breakdown) return { data: buckets.map((b) => totals(b.since, b.until)) };
  return { data: buckets.flatMap((b) => (BREAKDOWN_VALUES[breakdown] ?? []).map((value) => ({ ...totals(b.since, b.until, 0.5), [breakdown]: value }))) };
}

/** Each stage's share of an account's day, and its ad sets: cold reaches most, buyers least. */
export const FUNNEL_SHARES = [0.4, 0.3, 0.2, 0.1] as const;

/** `POST /api/dashboard/funnel` as the server answers it, for this world: stage n holds FUNNEL_SHARES[n-1] of each day. */
export function funnelAnswer(request: ApiBody<'/api/dashboard/funnel', 'post'>): ApiData<'/api/dashboard/funnel', 'post'> {
  return {
    accounts: request.adaccounts.map((id) => {
      const known = ACCOUNTS.find((a) => a.id === id);
      return {
        id,
        name: known?.name ?? id,
        currency: known?.currency ?? 'USD',
        stages: FUNNEL_SHARES.map((share, index) => ({
          stage: (index + 1) as 1 | 2 | 3 | 4,
          adsets: 4 - index,
          ranges: request.time_ranges.map((range) => ({ ...range, row: totals(range.since, range.until, share) })),
        })),
      };
    }),
  };
}

export interface DashboardServerOptions {
  /** Answers `POST /api/dashboard/funnel` instead of the world (e.g. with an error); undefined: the world answers. */
  funnelAnswer?: (request: ApiRequest<'/api/dashboard/funnel', 'post'>) => ApiAnswer<'/api/dashboard/funnel', 'post'> | undefined;
  /** An insights read to answer with Meta's error (e.g. one breakdown). */
  failOperation?: (operation: GraphOperation) => boolean;
  preferences?: ApiData<'/api/dashboard/preferences'>;
  /** Headers the server adds to each insights answer (x-sasar-as-of, -source, -throttle). */
  itemHeaders?: (operation: GraphOperation) => Record<string, string>;
}

/**
 * A fresh page signed in as Dewi (act_1 chosen), with the product API (preferences kept like the server keeps them,
 * the funnel answered from the world) and the platform's insights, accounts and object lists answered through the
 * Graph proxy, directly or in batches, as the sandbox would.
 */
export function dashboardServer(options: DashboardServerOptions = {}): ProductApiDouble {
  startSession({ user: dashboardUser(), adAccount: 'act_1', loggedIn: true, path: '/dashboard' });
  let preferences = options.preferences ?? { preset: null, metrics: [] };
  const api = productApiDouble()
    .on('get', '/api/dashboard/preferences', () => preferences)
    .on('put', '/api/dashboard/preferences', ({ body }) => (preferences = body))
    .on('post', '/api/dashboard/funnel', (request) => options.funnelAnswer?.(request) ?? funnelAnswer(request.body));
  api.graph
    .on('GET', ':node/insights', (operation) => {
      if (options.failOperation?.(operation)) return graphError({ message: '(#100) Invalid parameter', code: 100 });
      return graphReply(insightsAnswer(operation.query), { headers: options.itemHeaders?.(operation) ?? {} });
    })
    .on('GET', ':node', ({ params, query }) => (query.get('fields') === 'timezone_name' ? { id: params.node, timezone_name: 'Asia/Jakarta' } : undefined))
    .on('GET', /^[^/]+\/(campaigns|adsets|ads)$/, ({ path, query }) => {
      const level = path.split('/').at(-1)!;
      const ranges = /time_ranges\((\[.*?\])\)/.exec(query.get('fields') ?? '')?.[1];
      const insights = ranges ? { insights: { data: (JSON.parse(ranges) as Array<{ since: string; until: string }>).map((r) => totals(r.since, r.until)) } } : {};
      return {
        data: [
          { id: `${level}-1`, name: `Spring sale ${level}`, status: 'ACTIVE', effective_status: 'ACTIVE', ...insights },
          { id: `${level}-2`, name: `Old ${level}`, status: 'PAUSED', effective_status: 'PAUSED', ...insights },
        ],
      };
    });
  return api;
}
