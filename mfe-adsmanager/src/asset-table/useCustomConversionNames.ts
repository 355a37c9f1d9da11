// The names of the custom conversions the listed ad sets optimise for (GET /act_…/customconversions), read only
// when a row's result is a custom conversion: its Results column is named after it ("Booked a demo").
import { useMemo } from 'react';
import { graph, queryKeys, useServerQuery, type Asset } from 'shared-graph';
import type { ResultNames } from '../common/resultTypes';

interface CustomConversion {
  id: string;
  name?: string;
}

const STALE_MS = 3_600_000;

/** The ad accounts (`act_…`) whose rows optimise for a custom conversion. */
function accountsNeedingNames(assets: readonly Asset[], fallbackAccount: string): string[] {
  const accounts = new Set<string>();
  for (const asset of assets) {
    if ((asset.optimisations ?? []).some((o) => o.promoted?.custom_conversion_id)) accounts.add(asset.account_id ? `act_${asset.account_id.replace(/^act_/, '')}` : fallbackAccount);
  }
  return [...accounts].sort();
}

/** `teamOf` names the team that reads an account when a list spans teams (default: the active team). */
export function useCustomConversionNames(accountId: string, assets: readonly Asset[], teamOf?: (accountId: string) => number | undefined): ResultNames {
  const accounts = useMemo(() => accountsNeedingNames(assets, accountId), [assets, accountId]);
  const teams = teamOf ? accounts.map(teamOf) : [];
  const query = useServerQuery(
    queryKeys.apiResource('adsmanager/customconversions', { accounts, teams }),
    async (signal) => {
      const pages = await Promise.all(
        accounts.map((account, i) =>
          graph
            .get<{ data?: CustomConversion[] }>(`${account}/customconversions`, { fields: 'id,name', limit: 500 }, { signal, transport: 'proxy', teamId: teams[i] })
            // Without the names the results still count, named by id.
            .catch(() => ({ data: [] as CustomConversion[] })),
        ),
      );
      return pages.flatMap((page) => page?.data ?? []);
    },
    { enabled: accounts.length > 0, staleTime: STALE_MS, keepPrevious: true },
  );
  const data = query.data;
  return useMemo(() => {
    const names = new Map((data ?? []).filter((c) => c.name).map((c) => [String(c.id), c.name!]));
    return { customConversion: (id: string) => names.get(id) };
  }, [data]);
}
