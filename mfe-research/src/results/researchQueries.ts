// The research tables' reads on shared-graph's one query client. A table's rows are the cached answer itself:
// estimates merged into them (reach, overlap, status) are written into the cache, so they come back with the rows.
import type { QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient, useServerQuery, type Objective, type ServerQueryOptions } from 'shared-graph';
import type { ResearchRow } from './rows';

/** Interest searches and suggestions change slowly and each costs graph calls: an answer is kept 30 minutes. */
export const RESEARCH_CACHE_MS = 30 * 60_000;

/** What an exploration starts from: the interest a query finds first, or chosen interests (by id). */
export type ExploreOrigin = { query: string } | { seedIds: string[] };

export const researchKeys = {
  search: (adAccount: string | null, keywords: string[], titleMatch: boolean) => ['research', adAccount, 'search', { keywords, titleMatch }] as const,
  explore: (adAccount: string | null, objective: Objective, origin: ExploreOrigin) => ['research', adAccount, 'explore', objective, origin] as const,
};

export type RowsUpdate = (rows: ResearchRow[]) => ResearchRow[];

/** Changes the cached rows of `key` (if there are any). */
export function updateCachedRows(key: QueryKey, update: RowsUpdate): void {
  queryClient.setQueryData<ResearchRow[]>(key, (rows) => rows && update(rows));
}

/** Rows read under `key`: the query, its rows (empty until they arrive) and `setRows` for the table's changes. */
export function useRowsQuery(key: QueryKey, load: (signal: AbortSignal) => Promise<ResearchRow[]>, options: ServerQueryOptions = {}) {
  const query = useServerQuery(key, load, options);
  const hash = JSON.stringify(key);
  const setRows = useCallback((update: RowsUpdate) => updateCachedRows(JSON.parse(hash) as QueryKey, update), [hash]);
  return { query, rows: query.data ?? EMPTY, setRows };
}

const EMPTY: ResearchRow[] = [];
