import { abortErrorFor, isCancelled, throwIfAborted } from '../errors/cancel';
import { handleGraphFailure, onGraphSuccess } from '../errors/catalogue';
import { GraphError, parseGraphError } from '../errors/graph-error';
import { BATCH_RESULT_NOT_FOUND } from '../errors/messages';
import { recordFreshness, wantsFreshFigures } from '../freshness/figureFreshness';
import { freshnessHeadersOfList, parseFreshnessHeaders } from '../freshness/parseFreshnessHeaders';
import { parseUsageHeaders, usageHeadersOfList } from '../rate-limit/parseUsageHeaders';
import { recordUsage } from '../rate-limit/rateLimitUsage';
import { getRuntime } from '../runtime';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  adsTokenAtom,
  extensionInstalledAtom,
  localeAtom,
  sessionStore,
} from '../session/atoms';
import { directConfigured, directTransport } from './direct';
import { extensionTransport } from './extension';
import { recordApiHits } from './hits';
import { normalizeBatch } from './params';
import { proxyTransport } from './proxy';
import type {
  ActivityBatchRef,
  BatchItem,
  BatchRequest,
  GraphCall,
  GraphParams,
  GraphRequestContext,
  GraphTransport,
  TransportKind,
  TransportResponse,
} from './types';

export const MAX_BATCH_SIZE = 50;

export interface GraphCallOptions {
  signal?: AbortSignal;
  /** Force a transport (default: selectTransport()). */
  transport?: TransportKind | GraphTransport;
  /** Apply the error catalogue (global graph error, banners, redirects). Default true. */
  handleErrors?: boolean;
  /**
   * The team whose owner's connection carries the call (SPEC §6), when it is not the active team's — e.g. a
   * dashboard over accounts of several teams. Default: the active team.
   */
  teamId?: number;
}

export interface GraphBatchOptions extends GraphCallOptions {
  /** Operations per batch call, 1–50. Default 50 (reach helpers use 10). */
  chunkSize?: number;
  /** Batch calls in flight at once. Default 1 (sequential). */
  concurrency?: number;
  /** A failed chunk: 'throw' (default) rejects the whole batch; 'null' leaves its items null and goes on. */
  onChunkError?: 'throw' | 'null';
}

const transports: Record<TransportKind, GraphTransport> = {
  proxy: proxyTransport,
  direct: directTransport,
  extension: extensionTransport,
};

function snapshot(signal?: AbortSignal, teamId?: number): GraphRequestContext {
  return {
    signal,
    teamId: teamId ?? sessionStore.get(activeTeamIdAtom),
    adAccount: sessionStore.get(activeAdAccountAtom),
    locale: sessionStore.get(localeAtom),
    token: sessionStore.get(adsTokenAtom),
    graphVersion: getRuntime().graphVersion,
    fresh: wantsFreshFigures(signal),
  };
}

/** The transport calls go through: the extension when detected, else direct when configured, else the proxy. */
export function selectTransport(): GraphTransport {
  if (sessionStore.get(extensionInstalledAtom)) return extensionTransport;
  if (directConfigured({ token: sessionStore.get(adsTokenAtom) })) return directTransport;
  return proxyTransport;
}

function resolveTransport(choice?: TransportKind | GraphTransport): GraphTransport {
  if (!choice) return selectTransport();
  return typeof choice === 'string' ? transports[choice] : choice;
}

/** The ad account a graph path is about (`act_1/insights` → act_1), or null. */
function accountOfPath(path: string): string | null {
  return /^\/?(act_\d+)(?:[/?]|$)/.exec(path)?.[1] ?? null;
}

async function execute(
  transport: GraphTransport,
  ctx: GraphRequestContext,
  path: string,
  hits: number,
  handleErrors: boolean,
  send: () => Promise<TransportResponse>,
  onAnswer?: (response: TransportResponse) => void,
): Promise<unknown> {
  const { signal } = ctx;
  throwIfAborted(signal);
  recordApiHits(hits);
  let response: TransportResponse;
  try {
    response = await send();
  } catch (error) {
    if (signal?.aborted || isCancelled(error)) throw abortErrorFor(signal);
    const failure =
      error instanceof GraphError
        ? error
        : new GraphError({
            status: 0,
            code: 'network_error',
            message: error instanceof Error ? error.message : String(error),
            isTransient: true,
            transport: transport.kind,
          });
    failure.transport ??= transport.kind;
    if (handleErrors) handleGraphFailure(failure, { transport: transport.kind, teamId: ctx.teamId, path });
    throw failure;
  }
  if (response.usage) recordUsage(parseUsageHeaders(response.usage, accountOfPath(path) ?? ctx.adAccount), Date.now());
  const freshness = response.freshness ? parseFreshnessHeaders(response.freshness) : null;
  if (freshness) {
    // A batch's own answer holds no figures (its items say theirs); its throttle still counts.
    const reading = path === 'batch' ? { asOf: null, source: null, throttle: freshness.throttle } : freshness;
    recordFreshness(reading, accountOfPath(path) ?? ctx.adAccount, signal);
  }
  if (signal?.aborted) throw abortErrorFor(signal);
  const failure = parseGraphError(response.status, response.body, transport.kind, response.statusText);
  if (failure) {
    if (freshness?.throttle) failure.throttle = freshness.throttle;
    if (handleErrors) handleGraphFailure(failure, { transport: transport.kind, teamId: ctx.teamId, path });
    throw failure;
  }
  onGraphSuccess(ctx.teamId);
  onAnswer?.(response);
  return response.body;
}

function request<T>(call: GraphCall, opts: GraphCallOptions = {}): Promise<T> {
  const transport = resolveTransport(opts.transport);
  const ctx = snapshot(opts.signal, opts.teamId);
  return execute(transport, ctx, call.path, 1, opts.handleErrors !== false, () => transport.call(call, ctx)) as Promise<T>;
}

/** An asyncbatch's answer, and the activity batch the product server logged its operations in (proxy only). */
export interface AsyncBatchAnswer<T> {
  body: T;
  /** What an Undo of the started operations (copies) takes back. */
  activity?: ActivityBatchRef;
}

async function asyncBatch<T = unknown>(requests: BatchRequest[], opts: GraphCallOptions = {}): Promise<AsyncBatchAnswer<T>> {
  const transport = resolveTransport(opts.transport);
  const ctx = snapshot(opts.signal, opts.teamId);
  const call: GraphCall = { method: 'POST', path: '', body: { asyncbatch: normalizeBatch(requests) } };
  let activity: ActivityBatchRef | undefined;
  const body = (await execute(transport, ctx, call.path, 1, opts.handleErrors !== false, () => transport.call(call, ctx), (answer) => {
    if (answer.activityBatch) activity = { teamId: ctx.teamId, batchId: answer.activityBatch };
  })) as T;
  return activity ? { body, activity } : { body };
}

/** Parses one raw batch result (`{ code, headers, body: "<json>" }` or null). */
export function parseBatchItem(raw: unknown, transport?: TransportKind): BatchItem | null {
  if (raw === null || raw === undefined || typeof raw !== 'object') return null;
  const item = raw as { code?: unknown; body?: unknown; headers?: unknown };
  const code = typeof item.code === 'number' ? item.code : 200;
  let body: unknown = item.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // keep the text
    }
  }
  const parsed: BatchItem = { code, body };
  if (Array.isArray(item.headers)) parsed.headers = item.headers as { name: string; value: string }[];
  const error = parseGraphError(code, body, transport);
  if (error) parsed.error = error;
  return parsed;
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      throwIfAborted(signal);
      const index = next;
      next += 1;
      try {
        await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

async function batch<T = unknown>(requests: BatchRequest[], opts: GraphBatchOptions = {}): Promise<Array<BatchItem<T> | null>> {
  const transport = resolveTransport(opts.transport);
  const ctx = snapshot(opts.signal, opts.teamId);
  const handleErrors = opts.handleErrors !== false;
  const size = Math.max(1, Math.min(MAX_BATCH_SIZE, Math.floor(opts.chunkSize ?? MAX_BATCH_SIZE)));
  const normalized = normalizeBatch(requests);
  const chunks: BatchRequest[][] = [];
  for (let i = 0; i < normalized.length; i += size) chunks.push(normalized.slice(i, i + size));
  const results: Array<BatchItem<T> | null> = new Array<BatchItem<T> | null>(requests.length).fill(null);

  await forEachLimited(
    chunks,
    opts.concurrency ?? 1,
    async (chunk, chunkIndex) => {
      let raw: unknown;
      let activity: BatchItem['activity'];
      try {
        raw = await execute(transport, ctx, 'batch', chunk.length, handleErrors, () => transport.batch(chunk, ctx), (answer) => {
          if (answer.activityBatch) activity = { teamId: ctx.teamId, batchId: answer.activityBatch };
        });
        if (!Array.isArray(raw)) {
          throw new GraphError({ status: 200, code: 'batch_result_not_found', message: BATCH_RESULT_NOT_FOUND, transport: transport.kind });
        }
      } catch (error) {
        if (isCancelled(error) || opts.onChunkError !== 'null') throw error;
        return;
      }
      const list = raw as unknown[];
      chunk.forEach((operation, i) => {
        const item = parseBatchItem(list[i], transport.kind);
        const account = accountOfPath(operation.relative_url) ?? ctx.adAccount;
        // Meta reports each operation's usage in its own headers; the server adds each one's freshness there too.
        if (item?.headers) {
          recordUsage(parseUsageHeaders(usageHeadersOfList(item.headers), account), Date.now());
          const freshness = parseFreshnessHeaders(freshnessHeadersOfList(item.headers));
          recordFreshness(freshness, account, opts.signal);
          if (item.error && freshness.throttle) item.error.throttle = freshness.throttle;
        }
        if (item?.error && handleErrors) {
          handleGraphFailure(item.error, { transport: transport.kind, inBatch: true, teamId: ctx.teamId, path: operation.relative_url });
        }
        if (item && !item.error && activity) item.activity = activity;
        results[chunkIndex * size + i] = item as BatchItem<T> | null;
      });
    },
    opts.signal,
  );
  return results;
}

/**
 * The graph client. Calls go through selectTransport() unless `transport` is given; failures are GraphErrors
 * after the SPEC §8 catalogue ran; cancelled calls reject with an AbortError (see isCancelled) and touch nothing.
 */
export const graph = {
  get<T = unknown>(path: string, params?: GraphParams, opts?: GraphCallOptions): Promise<T> {
    return request<T>({ method: 'GET', path, params }, opts);
  },
  post<T = unknown>(path: string, body?: GraphParams, opts?: GraphCallOptions): Promise<T> {
    return request<T>({ method: 'POST', path, body }, opts);
  },
  delete<T = unknown>(path: string, params?: GraphParams, opts?: GraphCallOptions): Promise<T> {
    return request<T>({ method: 'DELETE', path, params }, opts);
  },
  request<T = unknown>(call: GraphCall, opts?: GraphCallOptions): Promise<T> {
    return request<T>(call, opts);
  },
  /**
   * Starts long operations (copies) with Meta's `asyncbatch`: one POST, answered (`body`) with an async session per
   * operation (`{ async_sessions: [{ id, name }] }`) for the caller to read until it completes; through the proxy
   * also with the activity batch the server logged them in (`activity`), as `batch` gives it per item.
   */
  asyncBatch,
  /**
   * Runs operations in batches of ≤ 50 (`chunkSize`), sequentially or `concurrency` at a time. Resolves with one
   * entry per request in request order: a parsed item (`error` set when it failed) or null.
   */
  batch,
};
