// The research tables' reads on shared-graph's one query client. A table's rows are the cached answer itself:
// overlap results merged into them are written into the cache, so they come back with the rows.
import type { QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient, useServerQuery, type ServerQueryOptions } from 'shared-graph';
import { applyPatch, type ResearchRow, type RowPatch } from './rows';

/** Rows read under `key`: the query, its rows (empty until they arrive) and `patchRows` for the table's results. */
export function useRowsQuery(key: QueryKey, load: (signal: AbortSignal) => Promise<ResearchRow[]>, options: ServerQueryOptions = {}) {
  const query = useServerQuery(key, load, options);
  const hash = JSON.stringify(key);
  const patchRows = useCallback(
    (patch: RowPatch) => queryClient.setQueryData<ResearchRow[]>(JSON.parse(hash) as QueryKey, (rows) => rows && applyPatch(rows, patch)),
    [hash],
  );
  return { query, rows: query.data ?? EMPTY, patchRows };
}

const EMPTY: ResearchRow[] = [];
