// The ads manager's tests' platform: a fresh page signed in as Dewi (ad account act_1 in IDR, floor 15000) with the
// product API and the Graph proxy answered by shared-graph's typed doubles. The account node and the list
// preferences answer by default; a test adds its own routes (the newest answers first).
import type { BatchRequest } from 'shared-graph';
import {
  account,
  GRAPH_NULL,
  graphError,
  productApiDouble,
  startSession,
  type GraphAnswer,
  type GraphDouble,
  type GraphOperation,
  type ProductApiDouble,
  type RecordedRequest,
} from 'shared-graph/testing';

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
export function twoRanges(operation: GraphOperation, current: Record<string, unknown>, previous: Record<string, unknown>) {
  const fields = operation.query.get('fields') ?? '';
  const ranges = JSON.parse(/time_ranges\((\[.*?\])\)/.exec(fields)?.[1] ?? '[]') as Array<{ since: string; until: string }>;
  if (ranges.length < 2) return undefined;
  return {
    data: [
      { ...current, date_start: ranges[0]!.since, date_stop: ranges[0]!.until },
      { ...previous, date_start: ranges[1]!.since, date_stop: ranges[1]!.until },
    ],
  };
}

/** Meta's refusal of one write, with the sentence it shows the user. */
export const refused = (message: string, code = 100, subcode?: number) =>
  graphError({ message: 'Invalid parameter', code, ...(subcode === undefined ? {} : { error_subcode: subcode }), error_user_msg: message });

/** A write Meta accepted. */
export const ok = (body: object = { success: true }) => body;

/** The operations of a batch request (a write's body is its form, as text). */
export const batchOps = (request: RecordedRequest) => (request.body as { batch: Array<BatchRequest & { body?: string }> }).batch;
export const isBatch = (request: RecordedRequest) => request.method === 'POST' && request.path === '/api/graph/v21.0/batch';

/**
 * Answers the writes (POST `<id>`) of each batch in turn with the next list, one answer per operation in order: an
 * operation past its list gets no result (null, as when Meta's batch ran out of time); a batch past the lists is
 * accepted whole.
 */
export function answerWrites(graph: GraphDouble, answers: GraphAnswer[][] | (() => GraphAnswer[])): GraphDouble {
  let current: { request: RecordedRequest; items: GraphAnswer[] | null } | null = null;
  const next = () => (typeof answers === 'function' ? answers() : (answers.shift() ?? null));
  return graph.on('POST', ':id', (operation) => {
    if (current?.request !== operation.request) current = { request: operation.request, items: next() };
    if (!current.items) return ok();
    return current.items[operation.index] ?? GRAPH_NULL;
  });
}

export function adsServer(): ProductApiDouble {
  startSession({
    user: { teams: [{ id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] }], ad_accounts: [{ ...account('act_1', 0), min_daily_budget: 15000 }] },
    adAccount: 'act_1',
    path: '/adsmanager',
  });
  const api = productApiDouble()
    .on('get', '/api/adsmanager/preferences', { preset: null, columns: null, layout: null, view_id: null })
    .on('put', '/api/adsmanager/preferences', ({ body }) => ({ layout: null, view_id: null, ...body }));
  api.graph.on('GET', 'act_1', { id: 'act_1', name: 'Batik Lestari ID', currency: 'IDR', min_daily_budget: 15000, timezone_name: 'Asia/Jakarta' });
  return api;
}
