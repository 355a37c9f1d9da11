// The research area's part of the one query client (SPEC §9 "Cache"): what each answer is keyed by, how long it
// counts as fresh, which answers survive a reload, and single entries (an estimate, an interest's status) that one
// call fills many of at once.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language, Objective } from 'shared-graph';
import type { TargetingSpec } from '../targeting/buildTargetingSpec';

/** SPEC §9: research answers expire after 3600 s… */
export const RESEARCH_CACHE_MS = 3_600_000;
/** …a reach estimate asked for alone after 86400 s. */
export const SINGLE_REACH_CACHE_MS = 86_400_000;

/** What an exploration starts from: the interest a query finds first, or chosen interests (by id). */
export type ExploreOrigin = { query: string } | { seedIds: string[] };

/** Every research key is `['research', ad account, kind, …what the answer depends on]`. */
export const researchKeys = {
  all: ['research'] as const,
  search: (adAccount: string | null, keywords: string[], titleMatch: boolean) => ['research', adAccount, 'search', { keywords, titleMatch }] as const,
  explore: (adAccount: string | null, objective: Objective, origin: ExploreOrigin) => ['research', adAccount, 'explore', objective, origin] as const,
  /** The pages of the insights screen, read 100 at a time. */
  pages: (adAccount: string | null, pageIds: readonly string[]) => ['research', adAccount, 'pages', pageIds] as const,
  /** The interest named like each page of a batch. */
  pageInterests: (adAccount: string | null, names: readonly string[]) => ['research', adAccount, 'page-interests', names] as const,
  /** One interest's status (null: nothing to flag). */
  status: (adAccount: string | null, id: string) => ['research', adAccount, 'status', id] as const,
  /** The statuses of a table's interests, gathered from the entries above (asking only for the missing ones). */
  statuses: (adAccount: string | null, ids: readonly string[]) => ['research', adAccount, 'statuses', ids] as const,
  /** A spec's delivery estimate asked for with others… */
  reach: (adAccount: string, goal: string, spec: TargetingSpec) => ['research', adAccount, 'reach', goal, spec] as const,
  /** …and asked for alone. */
  singleReach: (adAccount: string, goal: string, spec: TargetingSpec) => ['research', adAccount, 'single-reach', goal, spec] as const,
  reachOf: (adAccount: string) => ['research', adAccount, 'reach'] as const,
  singleReachOf: (adAccount: string) => ['research', adAccount, 'single-reach'] as const,
  locations: (adAccount: string | null, query: string, language: Language) => ['research', adAccount, 'locations', query, language] as const,
};

const kindOf = (key: QueryKey): unknown => (key[0] === 'research' ? key[2] : undefined);

/** Kept across a reload (SPEC §9 "compressed in local storage"). The statuses of a table are rebuilt from the single
 * entries without a request, and a location typed is asked again in a moment: both live in memory only. */
const KEPT_KINDS = new Set(['search', 'explore', 'pages', 'page-interests', 'status', 'reach', 'single-reach']);
/** Small and the dearest to ask again: kept first when storage is short. */
const ESSENTIAL_KINDS = new Set(['status', 'reach', 'single-reach']);

export const isKeptAcrossReload = (key: QueryKey) => KEPT_KINDS.has(kindOf(key) as string);
export const isEssential = (key: QueryKey) => ESSENTIAL_KINDS.has(kindOf(key) as string);

/** How long the answer under `key` counts as fresh and stays cached. */
export function lifetimeOf(key: QueryKey): number {
  return kindOf(key) === 'single-reach' ? SINGLE_REACH_CACHE_MS : RESEARCH_CACHE_MS;
}

/** staleTime and gcTime of a research query. */
export function cacheTimes(key: QueryKey): { staleTime: number; gcTime: number } {
  const lifetime = lifetimeOf(key);
  return { staleTime: lifetime, gcTime: lifetime };
}

/** The data under `key` while it is within its lifetime; undefined when there is none or it expired. */
export function freshEntry<T>(client: QueryClient, key: QueryKey): T | undefined {
  const state = client.getQueryState<T>(key);
  if (!state || state.data === undefined || state.isInvalidated) return undefined;
  return Date.now() - state.dataUpdatedAt < lifetimeOf(key) ? state.data : undefined;
}

/** Keeps `value` under `key` for its lifetime: one call answered several entries, each is kept on its own. */
export function keepEntry<T>(client: QueryClient, key: QueryKey, value: T): void {
  client.getQueryCache().build<T, Error, T, QueryKey>(client, { queryKey: key, gcTime: lifetimeOf(key) }).setData(value, { manual: true });
}
