// A small fake platform for the ads manager's own tests: shared-graph's real clients over a fetch double that
// answers the product API and the graph proxy like the server and the sandbox do.
import { notify } from 'shared-graph';
import { extensionInstalledAtom, localeAtom, selectAdAccount, sessionStore, userAtom } from 'shared-graph/host';
import { account, configureRuntime, fakeFetch, jsonResponse, makeUser, resetSession, type RecordedCall } from 'shared-graph/testing';

export { jsonResponse, type RecordedCall };

export type Answer = Response | Promise<Response> | undefined;
export type Route = (call: RecordedCall) => Answer;

export interface RawAssetRow {
  id: string;
  name: string;
  status: string;
  effective_status: string;
  [key: string]: unknown;
}

export function campaignRow(id: string, name: string, extra: Partial<RawAssetRow> = {}): RawAssetRow {
  return {
    id,
    name,
    account_id: '1',
    status: 'ACTIVE',
    configured_status: 'ACTIVE',
    effective_status: 'ACTIVE',
    objective: 'OUTCOME_SALES',
    buying_type: 'AUCTION',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    daily_budget: '150000',
    lifetime_budget: '0',
    start_time: '2026-10-01T09:00:00+0700',
    created_time: '2026-10-01T08:55:12+0700',
    updated_time: '2026-11-06T14:02:33+0700',
    issues_info: [],
    adlabels: [],
    ...extra,
  };
}

export function adsetRow(id: string, name: string, extra: Partial<RawAssetRow> = {}): RawAssetRow {
  return {
    ...campaignRow(id, name),
    campaign_id: '900',
    campaign: { id: '900', objective: 'OUTCOME_SALES', buying_type: 'AUCTION' },
    targeting: { age_min: 25, age_max: 44, genders: [2], geo_locations: { countries: ['ID'] } },
    ...extra,
  };
}

/** Insights rows for the list's two ranges, as the `insights.time_ranges(…)` expansion answers them. */
export function twoRanges(call: RecordedCall, current: Record<string, unknown>, previous: Record<string, unknown>) {
  const fields = call.url.searchParams.get('fields') ?? '';
  const ranges = JSON.parse(/time_ranges\((\[.*?\])\)/.exec(fields)?.[1] ?? '[]') as Array<{ since: string; until: string }>;
  if (ranges.length < 2) return undefined;
  return {
    data: [
      { ...current, date_start: ranges[0]!.since, date_stop: ranges[0]!.until },
      { ...previous, date_start: ranges[1]!.since, date_stop: ranges[1]!.until },
    ],
  };
}

export const isBatch = (call: RecordedCall) => call.method === 'POST' && call.url.pathname.endsWith('/graph/v21.0/batch');
export const batchOps = (call: RecordedCall): Array<{ method: string; relative_url: string; body?: string }> => JSON.parse(call.body).batch;
export const ok = (body: unknown = { success: true }) => ({ code: 200, body: JSON.stringify(body) });
export const refused = (message: string, code = 100, subcode?: number) => ({
  code: 400,
  body: JSON.stringify({ error: { message: 'Invalid parameter', type: 'OAuthException', code, error_subcode: subcode, error_user_msg: message, fbtrace_id: 'x' } }),
});

/**
 * Fresh session (Dewi, ad account act_1 in IDR, floor 15000) and a runtime whose fetch tries `routes` in order;
 * the account node and an empty preference answer by default.
 */
export function fakePlatform(...routes: Route[]) {
  localStorage.clear();
  resetSession();
  sessionStore.set(localeAtom, 'auto');
  sessionStore.set(extensionInstalledAtom, false);
  notify.clear();
  const { fetch, calls } = fakeFetch(async (call) => {
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    const path = call.url.pathname;
    if (path === '/api/adsmanager/preferences') return jsonResponse({ data: call.method === 'PUT' ? JSON.parse(call.body) : { preset: null, columns: null } });
    if (path === '/api/graph/v21.0/act_1') return jsonResponse({ id: 'act_1', name: 'Batik Lestari ID', currency: 'IDR', min_daily_budget: 15000, timezone_name: 'Asia/Jakarta' });
    return jsonResponse({ error: { code: 'not_found', message: `No fake for ${call.method} ${path}` } }, 404);
  });
  configureRuntime({ navigate: jest.fn(), reportError: jest.fn(), fetch, getCurrentPath: () => '/adsmanager' });
  sessionStore.set(userAtom, makeUser({ teams: [{ id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] }], ad_accounts: [{ ...account('act_1', 0), min_daily_budget: 15000 }] }));
  selectAdAccount(0, 'act_1');
  return { calls };
}

