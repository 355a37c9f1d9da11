import { getHttp, READ_ONLY_CONTEXT, readBody } from '../api/http';
import { freshnessHeadersOf } from '../freshness/parseFreshnessHeaders';
import { usageHeadersOf } from '../rate-limit/parseUsageHeaders';
import { effectiveLocale, setParams, splitPath } from './params';
import type { BatchRequest, GraphCall, GraphRequestContext, GraphTransport, TransportResponse } from './types';

export const GRAPH_TIMEOUT_MS = 60_000;

/** The server names the activity batch a proxied write was recorded in (what its Undo takes back). */
export const ACTIVITY_BATCH_HEADER = 'x-sasar-activity-batch';

function proxyParams(query: URLSearchParams, ctx: GraphRequestContext): URLSearchParams {
  query.set('team_id', String(ctx.teamId));
  const locale = effectiveLocale(ctx.locale);
  if (locale) query.set('locale', locale);
  else query.delete('locale');
  if (ctx.adAccount) query.set('_adaccount', ctx.adAccount);
  return query;
}

/** A Refresh asks the server to bypass its freshness window for recent days; only reads ask (docs/contracts.md). */
function freshParam(query: URLSearchParams, ctx: GraphRequestContext): URLSearchParams {
  if (ctx.fresh) query.set('_fresh', '1');
  return query;
}

async function send(
  method: string,
  pathname: string,
  query: URLSearchParams,
  ctx: GraphRequestContext,
  json?: unknown,
  readOnly = false,
): Promise<TransportResponse> {
  const response = await getHttp()(`graph/${ctx.graphVersion}/${pathname}`, {
    method,
    searchParams: query,
    signal: ctx.signal,
    timeout: GRAPH_TIMEOUT_MS,
    ...(json !== undefined ? { json } : {}),
    ...(readOnly ? { context: READ_ONLY_CONTEXT } : {}),
  });
  const activityBatch = response.headers.get(ACTIVITY_BATCH_HEADER);
  return {
    status: response.status,
    statusText: response.statusText,
    body: await readBody(response),
    usage: usageHeadersOf(response.headers),
    freshness: freshnessHeadersOf(response.headers),
    ...(activityBatch ? { activityBatch } : {}),
  };
}

/**
 * Through the product server: `/api/graph/<version>/<path>` with `team_id` (active team), `locale` (unless 'auto'
 * or empty) and `_adaccount` (selected account). Cookies and CSRF as every product-API call. Batch:
 * `POST /api/graph/<version>/batch` with `{ batch }`.
 */
export const proxyTransport: GraphTransport = {
  kind: 'proxy',
  call(call: GraphCall, ctx: GraphRequestContext) {
    const { pathname, query } = splitPath(call.path);
    setParams(query, call.params);
    if (call.method === 'GET') freshParam(query, ctx);
    return send(call.method, pathname, proxyParams(query, ctx), ctx, call.method === 'POST' ? (call.body ?? {}) : undefined);
  },
  batch(requests: BatchRequest[], ctx: GraphRequestContext) {
    // A batch of reads is no write: no Idempotency-Key, so the server does not keep its answer.
    const readOnly = requests.every((request) => request.method === 'GET');
    return send('POST', 'batch', proxyParams(freshParam(new URLSearchParams(), ctx), ctx), ctx, { batch: requests }, readOnly);
  },
};
