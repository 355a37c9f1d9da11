// The ad sets of a campaign or the ads of an ad set, with the same columns as the lists.
import { useEffect, useMemo } from 'react';
import { CHILD_LEVEL, requestErrorText, useAssetList, type Asset, type AssetLevel, type DateRange } from 'shared-graph';
import { Button, ErrorState } from 'shared-ui';
import { DataTable, useDataTable } from 'shared-ui/table';
import { assetColumns } from '../asset-table/assetColumns';
import { AssetRowsProvider } from '../asset-table/assetRows';
import { presetForObjective, presetSettings, visibleMetrics } from '../asset-table/columnPresets';
import { useFunnelStages } from '../asset-table/useFunnelStages';
import { LEVEL_LABEL } from '../common/levels';
import type { AdsAccount } from '../common/useAdsAccount';

export interface ChildrenPageProps {
  parent: Asset;
  account: AdsAccount;
  ranges: readonly DateRange[];
  /** Told when every child is loaded, so the parent's delivery can follow its first child (SPEC §4). */
  onChildren: (children: Asset[], complete: boolean) => void;
}

export function ChildrenPage({ parent, account, ranges, onChildren }: ChildrenPageProps) {
  const level = CHILD_LEVEL[parent.level] as AssetLevel;
  const settings = presetSettings(presetForObjective(parent.objective));
  const list = useAssetList({ accountId: account.id, level, parentId: parent.id, currency: account.currency, timeRanges: ranges, metrics: visibleMetrics(settings) });
  const funnel = useFunnelStages(account.id, account.teamId, level === 'ad' || level === 'adset' ? list.assets : []);
  const columns = useMemo(() => assetColumns({ level, accountId: account.id, currency: account.currency, minDailyBudget: account.minDailyBudget, funnel }), [level, account, funnel]);
  const table = useDataTable({ data: list.assets, columns, getRowId: (a) => a.id, columnSettings: settings });
  const { assets, isComplete } = list;
  useEffect(() => onChildren(assets, isComplete), [assets, isComplete, onChildren]);
  if (list.error && !list.assets.length) return <ErrorState message={requestErrorText(list.error, `The ${LEVEL_LABEL[level].many} could not be loaded.`)} onRetry={list.refetch} />;
  return (
    <>
      <AssetRowsProvider>
        <DataTable state={table} label={LEVEL_LABEL[level].many.replace(/^./, (c) => c.toUpperCase())} loading={list.isLoading} rowHeight={44} emptyMessage={`No ${LEVEL_LABEL[level].many} yet.`} />
      </AssetRowsProvider>
      {list.hasMore && (
        <Button size="sm" variant="secondary" loading={list.isLoadingMore} onClick={list.loadMore}>
          Load more
        </Button>
      )}
    </>
  );
}
