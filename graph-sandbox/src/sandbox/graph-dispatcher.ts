import { faultError, faultThrottle, rateLimitErrorOf } from '../control/fault-kinds';
import type { Fault } from '../control/fault-store';
import { GRAPH_ROUTES } from '../endpoints/routes';
import { settleDueSessions } from '../endpoints/async-batch/async-sessions';
import { routeMatches, type RouteEnv } from '../endpoints/graph-route';
import { resolvePrincipal, tokenOfCall } from '../graph/auth/principal';
import { graphErrors } from '../graph/errors/error-catalog';
import { GraphError } from '../graph/errors/graph-error';
import { newTraceId } from '../graph/errors/trace-id';
import type { BatchLatency, Dispatch, GraphCall, GraphReply } from '../graph/graph-call';
import { GRAPH_VERSION, type GraphContext } from '../graph/graph-context';
import { GraphParams } from '../graph/params';
import type { AccountUsageInput, Throttled } from '../graph/usage/usage-tracker';
import { effectiveStatusOf } from '../nodes/ad-object-lists';
import type { World } from '../world/world';
import type { SandboxState } from './sandbox-state';

/** `/v19.0/act_1/` → `/act_1`; any `vNN.N` prefix is accepted, as is none. */
export function normalizeGraphPath(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (segments[0] && /^v\d+\.\d+$/.test(segments[0])) segments.shift();
  return `/${segments.join('/')}`;
}

const BASE_HEADERS = {
  'content-type': 'application/json; charset=UTF-8',
  'facebook-api-version': GRAPH_VERSION,
  'x-fb-rev': '1019876543',
  'cache-control': 'private, no-cache, no-store, must-revalidate',
  pragma: 'no-cache',
  expires: 'Sat, 01 Jan 2000 00:00:00 GMT',
  'access-control-allow-origin': '*',
};

const activeAdsCache = new WeakMap<World, { revision: number; perAccount: Map<string, number> }>();

function activeAds(world: World, accountId: string): number {
  let cached = activeAdsCache.get(world);
  if (!cached || cached.revision !== world.revision) {
    cached = { revision: world.revision, perAccount: new Map() };
    activeAdsCache.set(world, cached);
  }
  const perAccount = cached.perAccount;
  let count = perAccount.get(accountId);
  if (count === undefined) {
    count = world.adsOf(accountId).filter((ad) => effectiveStatusOf(world, 'ad', ad) === 'ACTIVE').length;
    perAccount.set(accountId, count);
  }
  return count;
}

/** The ad account a path is about, for the business-use-case headers and throttling. */
function accountUsage(world: World, segments: readonly string[]): AccountUsageInput | undefined {
  const node = segments[0] ? world.node(segments[0]) : undefined;
  // A report run is about the account it reports on, in the insights use case.
  const account = node?.kind === 'report_run' ? world.account(node.entity.accountId) : node ? world.accountOfNode(node) : undefined;
  if (!account) return undefined;
  if (segments.includes('customaudiences')) {
    return { accountNumber: account.accountNumber, useCase: 'custom_audience', activeAds: activeAds(world, account.id), audiences: world.customAudiencesOf(account.id).length };
  }
  const insights = segments.includes('insights') || node?.kind === 'report_run';
  return { accountNumber: account.accountNumber, useCase: insights ? 'ads_insights' : 'ads_management', activeAds: activeAds(world, account.id) };
}

const isBatchEnvelope = (call: GraphCall, path: string, params: GraphParams): boolean =>
  !call.inBatch && call.method === 'POST' && (path === '/' || path === '/me') && params.has('batch');

/**
 * The single pipeline every Graph call goes through, from HTTP or from a batch: counting, fault injection,
 * throttling (control-API windows and, when enforced, the hourly quotas), routing, token checks, rate-limit
 * headers, Meta-shaped errors, and the latency profile's delay.
 */
export function createGraphDispatcher(state: SandboxState): Dispatch {
  const handle = async (call: GraphCall, batchLatency: BatchLatency): Promise<GraphReply> => {
    if (!call.viaAsyncBatch) await settleDueSessions(state, dispatch, state.now(), call.origin);
    const world = state.world;
    const path = normalizeGraphPath(call.path);
    const segments = path === '/' ? [] : path.slice(1).split('/');
    const params = GraphParams.merge(call.query, call.body);
    const traceId = newTraceId();
    const envelope = isBatchEnvelope(call, path, params);
    const usage = accountUsage(world, segments);
    const insightsCall = segments[1] === 'insights';
    const now = state.now();

    const reply = (status: number, body: unknown, extraHeaders: Record<string, string> = {}, throttled: Throttled | null = null): GraphReply => ({
      status,
      body,
      headers: { ...BASE_HEADERS, 'x-fb-trace-id': traceId, ...state.usage.headers(now, usage, throttled, insightsCall), ...extraHeaders },
    });
    const errorReply = (error: GraphError, throttled: Throttled | null = null): GraphReply => reply(error.status, error.toBody(traceId), error.headers, throttled);

    let fault: Fault | undefined;
    if (envelope) state.calls.recordBatch();
    else {
      state.calls.recordCall(path);
      fault = state.faults.take(call.path === path ? [path] : [path, call.path], call.inBatch);
      if (!fault) {
        const throttled = throttleOf(state, usage, now);
        if (throttled) return errorReply(throttled.scope === 'app' ? graphErrors.appRateLimit() : rateLimitErrorOf(throttled.useCase), throttled);
      }
      state.usage.record(now, usage);
    }
    if (fault?.kind === 'batch_null') return { ...reply(200, null), nullInBatch: true };
    if (fault?.kind === 'timeout') {
      await state.holdForTimeout();
      if (call.inBatch) return { ...reply(200, null), nullInBatch: true };
    }
    const target = segments[0] ? world.node(segments[0]) : undefined;
    const injected = fault ? faultError(fault.kind, now, { account: target ? world.accountOfNode(target) : undefined, level: target?.kind === 'campaign' ? 'campaign' : 'ad set' }) : null;
    if (injected && fault) return errorReply(injected, faultThrottle(fault.kind, usage?.useCase));

    const route = GRAPH_ROUTES.find((candidate) => routeMatches(candidate, call.method, segments, params));
    try {
      if (!route) throw segments.length > 2 ? graphErrors.unknownPathComponents(`/${segments.slice(2).join('/')}`) : graphErrors.unsupportedPath(call.method);
      const token = tokenOfCall(params.string('access_token'), call.authorization, call.fallbackToken);
      const ctx: GraphContext = {
        world,
        now,
        method: call.method,
        path,
        segments,
        params,
        principal: route.auth === 'none' ? null : resolvePrincipal(world, token, now),
        token,
        origin: call.origin,
        inBatch: call.inBatch,
        viaAsyncBatch: call.viaAsyncBatch === true,
      };
      const env: RouteEnv = { state, dispatch, batchLatency };
      return reply(200, await route.handle(ctx, env));
    } catch (error) {
      if (error instanceof GraphError) return errorReply(error);
      console.error('graph-sandbox: unexpected error', error);
      return errorReply(graphErrors.unknownError());
    }
  };

  /**
   * The latency profile: a single call waits its delay before it is answered; a batch operation only reports
   * its delay (the batch route adds up dependency chains) and the batch waits its slowest chain plus an
   * overhead; `asyncbatch` operations run in the background and wait nothing.
   */
  const dispatch: Dispatch = async (call: GraphCall): Promise<GraphReply> => {
    const batchLatency: BatchLatency = { slowestMs: 0 };
    const reply = await handle(call, batchLatency);
    const { latency } = state;
    if (!latency.enabled || call.viaAsyncBatch) return reply;
    const path = normalizeGraphPath(call.path);
    const segments = path === '/' ? [] : path.slice(1).split('/');
    const params = GraphParams.merge(call.query, call.body);
    let delay: number;
    if (isBatchEnvelope(call, path, params)) delay = batchLatency.slowestMs + latency.batchOverhead();
    else {
      const data = (reply.body as { data?: unknown } | null)?.data;
      delay = latency.delayOf({
        method: call.method,
        segments,
        params: params.entries(),
        nodeKind: segments[0] ? state.world.node(segments[0])?.kind : undefined,
        status: reply.status,
        rows: Array.isArray(data) ? data.length : undefined,
      });
    }
    if (call.inBatch) return { ...reply, latencyMs: delay };
    await state.sleep(delay);
    return reply;
  };
  return dispatch;
}

/** A control-API throttle window on the call's account and use case, else (when enforced) the hourly quotas. */
function throttleOf(state: SandboxState, usage: AccountUsageInput | undefined, now: number): Throttled | null {
  if (usage) {
    const until = state.throttles.throttledUntil(`act_${usage.accountNumber}`, usage.useCase, now);
    if (until !== undefined) return { scope: 'account', useCase: usage.useCase, regainMinutes: Math.max(1, Math.ceil((until - now) / 60_000)) };
  }
  return state.options.throttle ? state.usage.check(now, usage) : null;
}
