// User-search filters kept in the address (?q=&role=&package=&connection=&page=), so links and Back work.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { planFilterOf, type UserFilters } from '../api/adminApi';

/** The pages the API serves, written as the API takes them: 1 to 99,999 in digits (server/src/admin/requests.ts). */
const PAGE_PATTERN = /^[1-9]\d{0,4}$/;

/** The page an address names; anything the API would refuse (0, -1, abc, 1e9, 1.5, 100000) is page 1. */
export function pageFromAddress(value: string | null): number {
  return value !== null && PAGE_PATTERN.test(value) ? Number(value) : 1;
}

/** The address's query for these filters ('' or '?…'); empty filters and page 1 are left out. */
export function userFiltersSearch(filters: UserFilters): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) out.set(key, String(value));
  }
  const query = out.toString();
  return query ? `?${query}` : '';
}

export function useUserFilters(): [UserFilters, (next: UserFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<UserFilters>(
    () => ({
      q: params.get('q') ?? '',
      role: (params.get('role') ?? '') as UserFilters['role'],
      package: planFilterOf(params.get('package')),
      connection: (params.get('connection') ?? '') as UserFilters['connection'],
      page: pageFromAddress(params.get('page')),
    }),
    [params],
  );
  const setFilters = useCallback((next: UserFilters) => setParams(new URLSearchParams(userFiltersSearch(next)), { replace: true }), [setParams]);

  // A page that is not one (page=abc) is shown as page 1, and the address stops saying otherwise.
  const pageInAddress = params.get('page');
  useEffect(() => {
    if (pageInAddress === null || PAGE_PATTERN.test(pageInAddress)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pageInAddress, setParams]);

  return [filters, setFilters];
}
