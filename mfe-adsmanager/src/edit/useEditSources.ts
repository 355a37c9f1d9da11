// What the settings editor reads: the account's time zone, currency and floor (the list's cached account node), its
// labels and custom audiences, and the targeting of ad sets a list row does not carry (one batch per 50).
import { fromMinorUnits, graph, MAX_BATCH_SIZE, useGraphQuery, useGraphScope, useServerQuery, type Asset } from 'shared-graph';
import { ACCOUNT_NODE_FIELDS } from '../common/useAdsAccount';
import type { EditContext, EditTarget } from './settingsDraft';
import type { TargetingSpec } from './targetingEdits';

const HOUR = 3_600_000;

interface AccountNode {
  currency?: string;
  min_daily_budget?: number | string;
  timezone_name?: string;
}

/** The account's currency, daily floor and time zone (the same read the list made, so usually no request). */
export function useEditContext(accountId: string): { ctx: EditContext | null; error: Error | null } {
  const node = useGraphQuery<AccountNode>(accountId, { fields: ACCOUNT_NODE_FIELDS }, { staleTime: HOUR });
  const currency = node.data?.currency;
  return {
    ctx: currency ? { currency, minDailyBudget: fromMinorUnits(node.data?.min_daily_budget ?? null, currency), timeZone: node.data?.timezone_name ?? null } : null,
    error: node.error,
  };
}

export interface AdLabel {
  id: string;
  name: string;
}

export function useAccountLabels(accountId: string) {
  return useGraphQuery<{ data?: AdLabel[] }>(`${accountId}/adlabels`, { fields: 'id,name', limit: 500 }, { staleTime: 60_000 });
}

export interface CustomAudience {
  id: string;
  name: string;
  subtype?: string;
  approximate_count_lower_bound?: number;
}

export function useAccountAudiences(accountId: string, enabled: boolean) {
  return useGraphQuery<{ data?: CustomAudience[] }>(`${accountId}/customaudiences`, { fields: 'id,name,subtype,approximate_count_lower_bound', limit: 500 }, { enabled, staleTime: 300_000 });
}

/** Makes a label in the account (`POST act_…/adlabels`), answering its id; Meta's refusal (a name it has) is thrown. */
export async function createAdLabel(accountId: string, name: string): Promise<AdLabel> {
  const made = await graph.post<{ id: string }>(`${accountId}/adlabels`, { name: name.trim() }, { transport: 'proxy' });
  return { id: made.id, name: name.trim() };
}

/**
 * The objects with their targeting: given (the detail page read it), or read for ad sets in one batch per 50.
 * An ad set whose read failed has targeting null (its audience is left as it is).
 */
export function useEditTargets(assets: readonly Asset[], given?: ReadonlyMap<string, TargetingSpec | null>) {
  const scope = useGraphScope();
  const ids = assets.filter((a) => a.level === 'adset' && !given?.has(a.id)).map((a) => a.id);
  // Read once per opening: the editor's own writes must not read it again under the open form.
  const read = useServerQuery(
    ['adsmanager', 'edit-targeting', scope.teamId, scope.adAccount, ids],
    async (signal) => {
      const found = new Map<string, TargetingSpec | null>();
      for (let start = 0; start < ids.length; start += MAX_BATCH_SIZE) {
        const chunk = ids.slice(start, start + MAX_BATCH_SIZE);
        const items = await graph.batch<{ targeting?: TargetingSpec }>(chunk.map((id) => ({ method: 'GET', relative_url: `${id}?fields=targeting` })), { signal, transport: 'proxy' });
        chunk.forEach((id, i) => found.set(id, items[i]?.error ? null : (items[i]?.body?.targeting ?? null)));
      }
      return found;
    },
    { enabled: ids.length > 0, staleTime: Infinity, gcTime: 0 },
  );
  const ready = ids.length === 0 || read.data !== undefined;
  const targets: EditTarget[] | null = ready ? assets.map((asset) => ({ asset, targeting: given?.get(asset.id) ?? read.data?.get(asset.id) ?? null })) : null;
  return { targets, error: read.error, retry: () => void read.refetch() };
}
