// Flags the interests the platform is retiring in every research table (issue 14). Each interest's status is an
// entry of its own in the query client (an hour, SPEC §9): a table asks only for the interests without one, so rows
// shown again (Back, another search, a collection) are flagged without a request.
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryClient, useActiveAdAccount, useServerQuery } from 'shared-graph';
import { cacheTimes, freshEntry, keepEntry, researchKeys } from '../cache/researchCache';
import { interestsApi } from '../interests/interestsApi';
import type { InterestStatus } from '../interests/items';
import { PAGE_ROW_TYPE, type ResearchRow } from './rows';

type Item = Pick<ResearchRow, 'id' | 'name'>;

async function statusesOf(client: QueryClient, adAccount: string, items: Item[], signal: AbortSignal): Promise<Map<string, InterestStatus>> {
  const keyOf = (id: string) => researchKeys.status(adAccount, id);
  const unknown = items.filter((item) => freshEntry<InterestStatus | null>(client, keyOf(item.id)) === undefined);
  if (unknown.length > 0) {
    const found = await interestsApi.interestStatus({ adAccount, items: unknown, signal });
    for (const item of unknown) keepEntry<InterestStatus | null>(client, keyOf(item.id), found.get(item.id) ?? null);
  }
  const flagged = new Map<string, InterestStatus>();
  for (const item of items) {
    const status = freshEntry<InterestStatus | null>(client, keyOf(item.id));
    if (status) flagged.set(item.id, status);
  }
  return flagged;
}

const NONE: ReadonlyMap<string, InterestStatus> = new Map();

/** The statuses of the rows' interests that the platform is retiring, by row id. A failed check flags nothing. */
export function useInterestStatuses(rows: readonly ResearchRow[]): ReadonlyMap<string, InterestStatus> {
  const { accountId } = useActiveAdAccount();
  const items = useMemo(() => {
    const seen = new Set<string>();
    return rows.filter((row) => row.type !== PAGE_ROW_TYPE && !seen.has(row.id) && seen.add(row.id)).map(({ id, name }) => ({ id, name }));
  }, [rows]);
  const key = researchKeys.statuses(accountId, items.map((item) => item.id));
  const query = useServerQuery(key, (signal) => statusesOf(queryClient, accountId!, items, signal), {
    enabled: accountId !== null && items.length > 0,
    // More rows (Load more, resolved pages): the flags shown stay while the new ones are checked.
    keepPrevious: true,
    ...cacheTimes(key),
    // SPEC §8: a failed status check is swallowed; the rows stay usable.
    retry: false,
  });
  return query.data ?? NONE;
}
