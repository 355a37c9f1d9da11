// The Graph budget: every read the product makes through its token owners' connections goes through here. Figures
// come from the store while fresh (settled days forever), identical reads in flight are made once across tabs, team
// members and server processes, and a throttled account gets no request before its regain time — it is answered
// from the store, with the wait, or refused in Meta's words without a call.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { GraphClient, GraphRawResponse } from '../platform/graph-client';
import { GraphReadStore, isGoodAnswer, type Answer, type ServedAnswer } from './graph-store';
import { InsightsDayStore, type StoredDay } from './insights-days';
import { accountOfCall, planRead, businessUseCaseOf, type DailyShape, type ReadPlan, type UseCase } from './read-plan';
import { attributionDays, eachDay, lastSettledDay, type IsoDay } from './settled-days';
import { ThrottleRegistry, throttleRefusal, throttlesOfAnswer, type Throttle } from './throttles';

/** Platform headers an answer keeps (and the proxy forwards). */
export const KEPT_HEADERS = [
  'content-type',
  'x-business-use-case-usage',
  'x-app-usage',
  'x-ad-account-usage',
  'x-fb-ads-insights-throttle',
  'facebook-api-version',
  'location',
] as const;

export interface GraphBudgetOptions {
  /** Off: every read goes to the platform (throttles are still honoured). */
  store: boolean;
  /** How long figures of open periods are served from the store before they are asked again. */
  refreshMs: number;
  /** How long ad accounts' object lists and searches are served from the store (0: never). */
  objectsRefreshMs: number;
  /** Told whether each stored read was served from the store (hit) or asked of the platform (miss). */
  observeStore?: (kind: 'whole' | 'daily', result: 'hit' | 'miss') => void;
  timeoutMs: number;
  /** How long the open throttles are kept in memory at most (a throttle recorded anywhere drops them at once). */
  throttleCacheMs?: number;
  now?: () => number;
}

/** Who reads, with which token, for which account (the caller's hint), and whether recent figures must be new. */
export interface ReadCaller {
  ownerId: number;
  token: string;
  accountHint: string | null;
  /** "Today on demand": skip the freshness window (settled days still come from the store). */
  fresh: boolean;
}

export interface BudgetAnswer extends ServedAnswer {
  /** The throttle that kept this answer from the platform, if one did. */
  throttle: Throttle | null;
}

export interface WriteTarget {
  ownerId: number;
  path: string;
  accountId: string | null;
}

export function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

export const toAnswer = (raw: GraphRawResponse): Answer => ({ status: raw.status, text: raw.text, headers: { ...keptHeaders(raw.headers), 'content-type': raw.contentType } });

interface InsightsPage {
  data?: unknown[];
  paging?: { next?: string };
}

function parsePage(text: string): InsightsPage | null {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as InsightsPage) : null;
  } catch {
    return null;
  }
}

function dayOfRow(row: unknown): IsoDay | null {
  const start = (row as { date_start?: unknown } | null)?.date_start;
  return typeof start === 'string' ? start.slice(0, 10) : null;
}

export type GraphBudget = ReturnType<typeof createGraphBudget>;

export function createGraphBudget(database: Database, graph: GraphClient, options: GraphBudgetOptions) {
  const now = options.now ?? Date.now;
  const store = new GraphReadStore(database.raw, { processId: `${process.pid}-${randomUUID()}`, now, claimMs: options.timeoutMs + 5_000 });
  const days = new InsightsDayStore(database.raw);
  const throttles = new ThrottleRegistry(database.raw, now, database.writes, options.throttleCacheMs ?? 1_000);
  /** Reads under way in this process, joined before the database is asked. */
  const inFlight = new Map<string, Promise<ServedAnswer>>();

  async function ask(plan: ReadPlan, token: string): Promise<Answer> {
    const answer = toAnswer(await graph.request({ method: 'GET', path: plan.path, query: plan.query, token }));
    await noteThrottles(answer, plan.accountId, plan.useCase);
    return answer;
  }

  async function noteThrottles(answer: Answer, accountId: string | null, useCase: UseCase): Promise<void> {
    const found = throttlesOfAnswer(answer, { accountId, useCase }, now());
    if (found.length > 0) await throttles.record(found);
  }

  /** One platform call for a read, however many callers want it at the same moment. */
  function through(plan: ReadPlan, token: string): Promise<ServedAnswer> {
    const joined = inFlight.get(plan.key);
    if (joined) return joined;
    const promise = (async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claim = await store.claim(plan);
        if (claim.leader) {
          let answer: Answer;
          try {
            answer = await ask(plan, token);
          } catch (error) {
            await store.release(plan);
            throw error;
          }
          return store.complete(plan, answer);
        }
        const waited = await store.waitFor(plan, claim.claimedAt);
        if (waited) return waited;
      }
      // The claims kept dying without an answer: ask once more ourselves.
      return { ...(await ask(plan, token)), asOf: now(), source: 'platform' as const };
    })();
    inFlight.set(plan.key, promise);
    const forget = () => {
      if (inFlight.get(plan.key) === promise) inFlight.delete(plan.key);
    };
    promise.then(forget, forget);
    return promise;
  }

  const served = (answer: ServedAnswer, throttle: Throttle | null = null): BudgetAnswer => ({ ...answer, throttle });

  function refusal(throttle: Throttle, kind: 'read' | 'write'): BudgetAnswer {
    const refused = throttleRefusal(throttle, now(), kind);
    return { status: refused.status, text: refused.text, headers: { 'content-type': 'application/json; charset=UTF-8' }, asOf: now(), source: 'store', throttle };
  }

  function compose(shape: DailyShape, stored: Map<IsoDay, StoredDay>, headers: Record<string, string>, source: 'platform' | 'store', throttle: Throttle | null): BudgetAnswer {
    const rows: unknown[] = [];
    let asOf = Number.POSITIVE_INFINITY;
    let newestSettled = 0;
    for (const day of eachDay(shape.since, shape.until)) {
      const entry = stored.get(day)!;
      rows.push(...entry.rows);
      if (entry.settled) newestSettled = Math.max(newestSettled, entry.fetchedAt);
      else asOf = Math.min(asOf, entry.fetchedAt);
    }
    return {
      status: 200,
      text: JSON.stringify({ data: rows }),
      headers: { ...headers, 'content-type': 'application/json; charset=UTF-8' },
      asOf: Number.isFinite(asOf) ? asOf : newestSettled,
      source,
      throttle,
    };
  }

  /** A daily insights query: stored days from the store, the others in one call for the span they cover. */
  async function readDaily(plan: ReadPlan, shape: DailyShape, caller: ReadCaller, throttle: Throttle | null): Promise<BudgetAnswer> {
    const stored = await days.load(shape);
    const all = eachDay(shape.since, shape.until);
    const at = now();
    const needed = all.filter((day) => {
      const entry = stored.get(day);
      return !entry || (!entry.settled && (caller.fresh || at - entry.fetchedAt > options.refreshMs));
    });
    if (throttle) return all.every((day) => stored.has(day)) ? compose(shape, stored, {}, 'store', throttle) : refusal(throttle, 'read');
    options.observeStore?.('daily', needed.length === 0 ? 'hit' : 'miss');
    if (needed.length === 0) return compose(shape, stored, {}, 'store', null);

    const spanQuery = new URLSearchParams(plan.query);
    spanQuery.set('time_range', JSON.stringify({ since: needed[0], until: needed.at(-1) }));
    spanQuery.set('limit', '5000');
    const spanPlan: ReadPlan = { ...planRead(plan.ownerId, plan.path, spanQuery, plan.accountId, at), figures: false, objects: false, settled: false, daily: null };
    const answer = await through(spanPlan, caller.token);
    if (!isGoodAnswer(answer)) return served(answer);
    const page = parsePage(answer.text);
    if (!page || !Array.isArray(page.data) || page.paging?.next) return readWhole(plan, caller);

    const cutoff = lastSettledDay(at, attributionDays(shape.attribution === 'default' ? null : shape.attribution));
    const byDay = new Map<IsoDay, unknown[]>();
    for (const row of page.data) {
      const day = dayOfRow(row);
      if (day) byDay.set(day, [...(byDay.get(day) ?? []), row]);
    }
    const fetched = eachDay(needed[0]!, needed.at(-1)!).map((day) => ({ day, rows: byDay.get(day) ?? [], settled: day <= cutoff }));
    await days.save(shape, plan.accountId, fetched, answer.asOf);
    for (const day of fetched) stored.set(day.day, { rows: day.rows, fetchedAt: answer.asOf, settled: day.settled });
    return compose(shape, stored, answer.headers, 'platform', null);
  }

  /** A read answered whole: from the store while fresh (figures only), otherwise once from the platform. */
  async function readWhole(plan: ReadPlan, caller: ReadCaller): Promise<BudgetAnswer> {
    const maxAgeMs = plan.figures ? options.refreshMs : plan.objects ? options.objectsRefreshMs : 0;
    if (maxAgeMs > 0 && (plan.settled || !caller.fresh)) {
      const hit = await store.fresh(plan, maxAgeMs);
      options.observeStore?.('whole', hit ? 'hit' : 'miss');
      if (hit) return served(hit);
    }
    return served(await through(plan, caller.token));
  }

  return {
    /** `GET <path>?<query>` for a caller. */
    async read(caller: ReadCaller, path: string, query: URLSearchParams): Promise<BudgetAnswer> {
      const plan = planRead(caller.ownerId, path, query, caller.accountHint, now());
      const throttle = await throttles.active(plan.accountId, plan.useCase);
      if (!options.store) {
        if (throttle) return refusal(throttle, 'read');
        return served({ ...(await ask(plan, caller.token)), asOf: now(), source: 'platform' });
      }
      if (plan.daily) return readDaily(plan, plan.daily, caller, throttle);
      if (throttle) {
        const last = await store.last(plan);
        return last ? served(last, throttle) : refusal(throttle, 'read');
      }
      return readWhole(plan, caller);
    },

    /** The refusal for a write to a throttled account, or null when it may go. */
    async refuseWrite(target: WriteTarget): Promise<BudgetAnswer | null> {
      const segments = target.path.split('/').filter(Boolean);
      const accountId = accountOfCall(segments, target.accountId);
      const throttle = await throttles.active(accountId, businessUseCaseOf(segments));
      return throttle ? refusal(throttle, 'write') : null;
    },

    /** After the platform answered a write: what it says about throttles, and what the write made stale. */
    async afterWrite(target: WriteTarget, answer: Answer, succeeded: boolean): Promise<void> {
      const segments = target.path.split('/').filter(Boolean);
      const accountId = accountOfCall(segments, target.accountId);
      await noteThrottles(answer, accountId, businessUseCaseOf(segments));
      if (succeeded) await store.invalidate(target.ownerId, accountId);
    },

    /**
     * Writes the platform applies later (an `asyncbatch` of copies): until `forMs` has passed nothing of this
     * owner's account is served from the store as fresh, so the copies show as soon as they exist.
     */
    settling: (ownerId: number, accountId: string | null, forMs: number) => store.settling(ownerId, accountId, forMs),

    /** Something outside the proxy (a rule's run) changed this account: its open answers are not served as fresh. */
    changed: (ownerId: number, accountId: string | null) => store.invalidate(ownerId, accountId),

    /** The throttles in force for these accounts (the API-usage meter, the rules engine). */
    activeThrottles: (accountIds: readonly string[]) => throttles.activeFor(accountIds),

    async prune(): Promise<void> {
      await store.prune();
      await days.prune(now());
      await throttles.prune();
    },
  };
}
