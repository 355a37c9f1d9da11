// Query keys: one place that says what a cached answer depends on. Graph answers depend on the team and ad account
// the proxy sends them for, so those lead every graph key; a write invalidates its scope.
import type { AssetListQuery } from '../assets/fetchAssetPage';
import type { InsightsQuery } from '../insights/insightsQuery';

/** The session values a graph answer depends on. */
export interface GraphScope {
  teamId: number;
  adAccount: string | null;
}

export const queryKeys = {
  /** Every product-API answer. */
  api: () => ['api'] as const,
  /** A product-API resource, e.g. `queryKeys.apiResource('team')`, `('user/team/7/activity', { page: 2 })`. */
  apiResource: (path: string, params?: Record<string, unknown>) => ['api', path, params ?? {}] as const,
  /** Every graph answer. */
  graph: () => ['graph'] as const,
  /** Every graph answer of one team and ad account. */
  graphScope: (scope: GraphScope) => ['graph', scope.teamId, scope.adAccount] as const,
  graphRead: (scope: GraphScope, path: string, params?: Record<string, unknown>) => ['graph', scope.teamId, scope.adAccount, 'read', path, params ?? {}] as const,
  insights: (scope: GraphScope, query: InsightsQuery) => ['graph', scope.teamId, scope.adAccount, 'insights', query] as const,
  /** Every asset list of a scope (what a write invalidates). */
  assetLists: (scope: GraphScope) => ['graph', scope.teamId, scope.adAccount, 'assets'] as const,
  assets: (scope: GraphScope, query: AssetListQuery) => ['graph', scope.teamId, scope.adAccount, 'assets', query] as const,
};
