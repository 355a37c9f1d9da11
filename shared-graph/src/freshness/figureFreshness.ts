// The session's freshness state: how old the figures on screen are, whether they came from Sasar's insights store,
// and which throttles Meta has set (per ad account and use case, and app-wide).
//
// Scoping: freshness is kept per query (TanStack Query's hash), not per account or per route. A graph call made
// inside a tracked query function (trackFigures, linked through the query's AbortSignal) adds its `as-of` to that
// query's record; a stamp then reads only the records of the queries that are on screen now (those with
// observers). So a screen's stamp reflects exactly that screen's figures — a cached answer keeps its own as-of
// when the buyer comes back to a screen (a per-route reset would lose it, since a cached query does not refetch),
// and figures of another screen or an earlier visit never make this one look older.
import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import { atom } from 'jotai';
import { queryClient } from '../server-state/queryClient';
import { sessionStore, type SessionStore } from '../session/atoms';
import { throttleKey, type FreshnessReading, type Throttle } from './parseFreshnessHeaders';

/** One account's figures in one query: the oldest as-of among its answers, and whether any came from the store. */
export interface AccountFigures {
  asOf: number | null;
  fromStore: boolean;
}

/** What one query's last load said about its figures. */
export interface QueryFigures {
  accounts: Record<string, AccountFigures>;
  /** Keys (throttleKey) of the throttles its answers carried. */
  throttles: string[];
}

export interface FreshnessState {
  /** Per query hash. */
  queries: Record<string, QueryFigures>;
  /** Active throttles by throttleKey (`act_1:ads_insights`, `app`). */
  throttles: Record<string, Throttle>;
}

export const EMPTY_FRESHNESS_STATE: FreshnessState = { queries: {}, throttles: {} };

export const figureFreshnessAtom = atom<FreshnessState>(EMPTY_FRESHNESS_STATE);

/** Calls go through again a little after the time Meta named, so the server's own registry has let go too. */
export const REGAIN_MARGIN_MS = 2_000;

interface ReadContext {
  /** Ask the server to bypass its freshness window (`_fresh=1`). */
  fresh: boolean;
  figures: Record<string, AccountFigures>;
  throttles: Set<string>;
}

const contexts = new WeakMap<AbortSignal, ReadContext>();
const freshRequests = new Set<string>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Whether a graph call made with this signal should ask for today's figures fresh (`_fresh=1`). */
export function wantsFreshFigures(signal: AbortSignal | undefined): boolean {
  return signal ? contexts.get(signal)?.fresh === true : false;
}

/**
 * Notes what one graph answer said: its throttle (session-wide) and, when the call belongs to a tracked query,
 * its as-of for `account` in that query's record.
 */
export function recordFreshness(reading: FreshnessReading, account: string | null, signal: AbortSignal | undefined, now = Date.now(), store: SessionStore = sessionStore): void {
  if (reading.throttle) noteThrottle(reading.throttle, now, store);
  const ctx = signal ? contexts.get(signal) : undefined;
  if (!ctx) return;
  if (reading.throttle) ctx.throttles.add(throttleKey(reading.throttle));
  const target = account ?? reading.throttle?.accountId ?? null;
  if (!target || (reading.asOf === null && reading.source === null)) return;
  const known = ctx.figures[target];
  const asOf = known?.asOf == null ? reading.asOf : reading.asOf === null ? known.asOf : Math.min(known.asOf, reading.asOf);
  ctx.figures[target] = { asOf, fromStore: (known?.fromStore ?? false) || reading.source === 'store' };
}

function noteThrottle(throttle: Throttle, now: number, store: SessionStore): void {
  const key = throttleKey(throttle);
  const known = store.get(figureFreshnessAtom).throttles[key];
  if (throttle.regainAt <= now) return;
  if (known && known.regainAt === throttle.regainAt && known.code === throttle.code) return;
  store.set(figureFreshnessAtom, (state) => ({ ...state, throttles: { ...state.throttles, [key]: throttle } }));
  schedule(key, throttle.regainAt, now, store);
}

/** Timers cannot wait longer than 2^31 − 1 ms (they would fire at once): a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function schedule(key: string, regainAt: number, now: number, store: SessionStore): void {
  clearTimeout(timers.get(key));
  const wait = regainAt - now + REGAIN_MARGIN_MS;
  timers.set(
    key,
    setTimeout(() => (wait > LONGEST_TIMER_MS ? schedule(key, regainAt, Date.now(), store) : regained(key, regainAt, store)), Math.min(wait, LONGEST_TIMER_MS)),
  );
}

/** The time Meta named has passed: forget the throttle and read again what it held back, without a reload. */
function regained(key: string, regainAt: number, store: SessionStore): void {
  timers.delete(key);
  const state = store.get(figureFreshnessAtom);
  const known = state.throttles[key];
  if (!known || known.regainAt > regainAt) return; // a later throttle took over, with its own timer
  const { [key]: _gone, ...throttles } = state.throttles;
  store.set(figureFreshnessAtom, { ...state, throttles });
  const held = (query: Query) => state.queries[query.queryHash]?.throttles.includes(key) === true;
  void queryClient.invalidateQueries({ predicate: held });
}

function commit(queryHash: string, ctx: ReadContext, mode: 'replace' | 'merge', store: SessionStore): void {
  store.set(figureFreshnessAtom, (state) => {
    const before = state.queries[queryHash];
    const accounts = mode === 'merge' && before ? { ...before.accounts } : {};
    for (const [account, figures] of Object.entries(ctx.figures)) {
      const known = accounts[account];
      accounts[account] =
        mode === 'merge' && known
          ? { asOf: known.asOf === null ? figures.asOf : figures.asOf === null ? known.asOf : Math.min(known.asOf, figures.asOf), fromStore: known.fromStore || figures.fromStore }
          : figures;
    }
    const throttles = [...new Set([...(mode === 'merge' && before ? before.throttles : []), ...ctx.throttles])];
    const queries = { ...state.queries };
    if (Object.keys(accounts).length === 0 && throttles.length === 0) {
      if (!before) return state;
      delete queries[queryHash];
    } else {
      queries[queryHash] = { accounts, throttles };
    }
    return { ...state, queries };
  });
}

/**
 * Runs a query's load so the freshness of every graph answer it reads is kept under the query (see the scoping
 * note above). `merge` adds to the record instead of replacing it (a next page of an infinite list). A failed
 * load keeps the figures already on screen (TanStack Query keeps them too) and adds the throttle that held it back.
 */
export async function trackFigures<T>(
  queryKey: QueryKey,
  signal: AbortSignal,
  load: () => Promise<T>,
  opts: { merge?: boolean; store?: SessionStore } = {},
): Promise<T> {
  const queryHash = hashKey(queryKey);
  const store = opts.store ?? sessionStore;
  const ctx: ReadContext = { fresh: freshRequests.has(queryHash), figures: {}, throttles: new Set() };
  contexts.set(signal, ctx);
  try {
    const value = await load();
    if (!signal.aborted) commit(queryHash, ctx, opts.merge ? 'merge' : 'replace', store);
    return value;
  } catch (error) {
    if (!signal.aborted) commit(queryHash, ctx, 'merge', store);
    throw error;
  } finally {
    contexts.delete(signal);
  }
}

const aboutAccounts = (figures: QueryFigures, accountIds: readonly string[] | null): boolean =>
  accountIds === null || accountIds.some((id) => figures.accounts[id] !== undefined || figures.throttles.some((key) => key.startsWith(`${id}:`)));

/**
 * Reads again, asking the server for today's figures fresh (`_fresh=1`), every query on screen that holds figures
 * of these accounts (all accounts when none are given). Resolves when they have been read.
 */
export async function refreshFigures(accountIds?: readonly string[] | null, store: SessionStore = sessionStore): Promise<void> {
  const { queries } = store.get(figureFreshnessAtom);
  const onScreen = queryClient
    .getQueryCache()
    .findAll({ type: 'active', predicate: (query) => queries[query.queryHash] !== undefined && aboutAccounts(queries[query.queryHash] as QueryFigures, accountIds ?? null) })
    .map((query) => query.queryHash);
  onScreen.forEach((hash) => freshRequests.add(hash));
  try {
    await queryClient.refetchQueries({ predicate: (query) => onScreen.includes(query.queryHash) });
  } finally {
    onScreen.forEach((hash) => freshRequests.delete(hash));
  }
}

/** How fresh the figures of some queries are, for the stamp. */
export interface FigureFreshness {
  /** The oldest as-of among them (ms since epoch), null when no answer said. */
  asOf: number | null;
  /** Some of them came from Sasar's insights store rather than straight from the platform. */
  fromStore: boolean;
  /** The throttle that holds them back longest, if any is still in force. */
  throttle: Throttle | null;
}

/**
 * The freshness of the figures of `queryHashes` (the queries on screen) about `accountIds` (null: any account).
 * Throttles count when one of those answers carried them, and — even when the figures came from the cache — an
 * insights or app-wide throttle on the accounts, since reading again would not bring newer figures either.
 */
export function summarizeFreshness(state: FreshnessState, queryHashes: readonly string[], accountIds: readonly string[] | null, now: number): FigureFreshness | null {
  let asOf: number | null = null;
  let fromStore = false;
  let seen = false;
  const throttleKeys = new Set<string>();
  for (const hash of queryHashes) {
    const figures = state.queries[hash];
    if (!figures) continue;
    for (const [account, entry] of Object.entries(figures.accounts)) {
      if (accountIds && !accountIds.includes(account)) continue;
      seen = true;
      fromStore ||= entry.fromStore;
      if (entry.asOf !== null) asOf = asOf === null ? entry.asOf : Math.min(asOf, entry.asOf);
    }
    figures.throttles.forEach((key) => throttleKeys.add(key));
  }
  for (const [key, throttle] of Object.entries(state.throttles)) {
    if (throttle.scope === 'app' || (throttle.useCase === 'ads_insights' && (accountIds === null ? seen : accountIds.includes(throttle.accountId ?? '')))) throttleKeys.add(key);
  }
  let throttle: Throttle | null = null;
  for (const key of throttleKeys) {
    const candidate = state.throttles[key];
    if (!candidate || candidate.regainAt <= now) continue;
    if (candidate.scope === 'account' && accountIds && !accountIds.includes(candidate.accountId ?? '')) continue;
    if (!throttle || candidate.regainAt > throttle.regainAt) throttle = candidate;
  }
  if (!seen && !throttle) return null;
  return { asOf, fromStore, throttle };
}

/** The throttle in force for one account's use case (or the app's), for a write that was refused. */
export function activeThrottleFor(accountId: string | null, useCase: Throttle['useCase'], now = Date.now(), store: SessionStore = sessionStore): Throttle | null {
  const { throttles } = store.get(figureFreshnessAtom);
  const candidates = [throttles.app, accountId ? throttles[`${accountId}:${useCase}`] : undefined].filter((t): t is Throttle => !!t && t.regainAt > now);
  return candidates.sort((a, b) => b.regainAt - a.regainAt)[0] ?? null;
}

/** Forgets everything (logout, tests), timers included. */
export function resetFigureFreshness(store: SessionStore = sessionStore): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  freshRequests.clear();
  store.set(figureFreshnessAtom, EMPTY_FRESHNESS_STATE);
}
