import ky from 'ky';
import { getRuntime } from '../runtime';
import { readBody } from '../api/http';
import { effectiveLocale, formBody, setParams, splitPath } from './params';
import { GRAPH_TIMEOUT_MS } from './proxy';
import type { BatchRequest, GraphCall, GraphRequestContext, GraphTransport, TransportResponse } from './types';
import { usageHeadersOf } from '../rate-limit/parseUsageHeaders';

/** The direct transport is usable: configured in the runtime and a token is known. */
export function directConfigured(ctx: Pick<GraphRequestContext, 'token'>): boolean {
  return getRuntime().graphDirect !== null && Boolean(directToken(ctx));
}

function directToken(ctx: Pick<GraphRequestContext, 'token'>): string | null {
  const custom = getRuntime().graphDirect?.getToken;
  return (custom ? custom() : ctx.token) ?? null;
}

async function send(method: string, pathname: string, query: URLSearchParams, ctx: GraphRequestContext, body?: URLSearchParams): Promise<TransportResponse> {
  const runtime = getRuntime();
  if (!runtime.graphDirect) throw new Error('Direct graph transport is not configured');
  const base = runtime.graphDirect.baseUrl.replace(/\/+$/, '');
  const locale = effectiveLocale(ctx.locale);
  if (locale && method === 'GET') query.set('locale', locale);
  const search = query.toString();
  const url = `${base}/${ctx.graphVersion}/${pathname}${search ? `?${search}` : ''}`;
  const token = directToken(ctx);
  const response = await ky(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    body,
    signal: ctx.signal,
    credentials: 'omit',
    retry: 0,
    timeout: GRAPH_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(runtime.fetch ? { fetch: runtime.fetch } : {}),
  });
  return { status: response.status, statusText: response.statusText, body: await readBody(response), usage: usageHeadersOf(response.headers) };
}

/**
 * Straight to the platform with a bearer token (runtime `graphDirect.baseUrl`, token from `graphDirect.getToken`
 * or the session's ads token). GET with `locale`; POST bodies form-encoded; batch = `POST /` with `batch`.
 */
export const directTransport: GraphTransport = {
  kind: 'direct',
  call(call: GraphCall, ctx: GraphRequestContext) {
    const { pathname, query } = splitPath(call.path);
    setParams(query, call.params);
    return send(call.method, pathname, query, ctx, call.method === 'POST' ? formBody(call.body) : undefined);
  },
  batch(requests: BatchRequest[], ctx: GraphRequestContext) {
    const body = new URLSearchParams({ batch: JSON.stringify(requests), include_headers: 'false' });
    return send('POST', '', new URLSearchParams(), ctx, body);
  },
};
