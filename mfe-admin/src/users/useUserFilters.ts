// User-search filters kept in the address (?q=&role=&package=&connection=&page=), so links and Back work.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserFilters } from '../api/adminApi';

export function useUserFilters(): [UserFilters, (next: UserFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<UserFilters>(
    () => ({
      q: params.get('q') ?? '',
      role: (params.get('role') ?? '') as UserFilters['role'],
      package: params.get('package') ?? '',
      connection: (params.get('connection') ?? '') as UserFilters['connection'],
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );
  const setFilters = useCallback(
    (next: UserFilters) => {
      const out = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) out.set(key, String(value));
      }
      setParams(out, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}
