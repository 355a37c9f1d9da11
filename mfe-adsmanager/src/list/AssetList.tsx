// One level's list: toolbar, tabs narrowed by the selection, the grid with totals, Load more and bulk actions.
import { useMemo, type SyntheticEvent } from 'react';
import { isThrottled, requestErrorText, useAssetList, useFigureFreshness, usePrefetchAssetList, useRefreshFigures } from 'shared-graph';
import { Button, EmptyState, ErrorState, NavTabs, PageHeader } from 'shared-ui';
import { DataTable } from 'shared-ui/table';
import styled from 'styled-components';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { countOf, isListType, LEVEL_LABEL, LEVEL_OF, LIST_LABEL, levelTabs, type ListType } from '../common/levels';
import { ListFooter, ListPage } from '../common/listPage';
import type { AdsAccount } from '../common/useAdsAccount';
import { assetColumns } from '../asset-table/assetColumns';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import { AssetRowsProvider } from '../asset-table/assetRows';
import { FunnelStages } from '../asset-table/FunnelCell';
import { funnelEntryOf, useFunnelStages } from '../asset-table/useFunnelStages';
import { ASSET_GRID } from '../asset-table/assetGrid';
import { withSliceCells } from '../breakdowns/breakdownColumns';
import { useListBreakdown } from '../breakdowns/useListBreakdown';
import { AccountHealthNotice } from '../health/AccountHealthNotice';
import { accountHealth } from '../health/accountHealth';
import { HiddenSpendLine } from '../totals/HiddenSpendLine';
import { totalsLabel } from '../totals/totalsLabel';
import { withTotalsLabel } from '../totals/withTotalsLabel';
import { formatColumns, objectiveLabel } from '../views/formatColumns';
import { withConditionalFormats } from '../views/FormattedCell';
import { ViewsMenu } from '../views/ViewsMenu';
import { listQuery, readFilters } from './listFilters';
import { ListStatusStrip } from './ListStatusStrip';
import { ListToolbar } from './ListToolbar';
import { useFirstPageNow } from './useFirstPageNow';
import { useListGrid } from './useListGrid';
import { levelTabLink, useListSettings } from './useListSettings';

export function AssetList({ account, listType }: { account: AdsAccount; listType: ListType }) {
  const level = LEVEL_OF[listType];
  const settings = useListSettings(account.timeZone);
  const { params, filters, onFilters, period, prefs, metrics, breakdown } = settings;
  // Query keys are compared by value, so a fresh object each render asks for nothing new.
  const query = listQuery(level, account.id, account.currency, filters, period.ranges, metrics);
  useFirstPageNow(prefs.loading ? null : query);
  const list = useAssetList(prefs.loading ? null : query);
  const funnel = useFunnelStages(account.id, account.teamId, level === 'campaign' ? [] : list.assets);
  const resultNames = useCustomConversionNames(account.id, list.assets);
  const { id: accountId, teamId, currency, minDailyBudget, accountStatus, disableReason } = account;
  // The account's standing, once for every row's delivery cell.
  const standing = useMemo(() => accountHealth(accountStatus, disableReason, accountId), [accountStatus, disableReason, accountId]);
  const columns = useMemo(
    () =>
      withConditionalFormats(
        withSliceCells(
          withTotalsLabel(
            assetColumns({ level, accountId, currency, minDailyBudget, funnelOf: (adsetId) => funnelEntryOf(teamId, accountId, adsetId), standingOf: () => standing, resultNames }),
            (rows) => totalsLabel({ level, assets: rows, periodLabel: period.label, partial: list.hasMore }),
          ),
        ),
        prefs.layout.formats,
        currency,
      ),
    [level, accountId, teamId, currency, minDailyBudget, standing, resultNames, period.label, list.hasMore, prefs.layout.formats],
  );
  const slices = useListBreakdown({ accountId: account.id, level, assets: list.assets, breakdown, range: period.range, previous: period.previous, metrics });
  const freshness = useFigureFreshness(account.id);
  const { refresh, refreshing } = useRefreshFigures(account.id);
  const { table, view, onBreakdown } = useListGrid({ settings, data: list.assets, columns, subRowsOf: slices.subRowsOf, orderKey: JSON.stringify(query), refreshing });

  const allNames = useMemo(() => list.assets.map((a) => a.name), [list.assets]);
  // A level tab pressed starts reading its list at once, not after this screen made way for it.
  const prefetch = usePrefetchAssetList();
  const readAhead = (event: SyntheticEvent) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const url = href ? new URL(href, window.location.origin) : null;
    const type = url?.pathname.split('/').pop();
    if (!url || !isListType(type) || type === listType) return;
    prefetch(listQuery(LEVEL_OF[type], account.id, account.currency, readFilters(url.searchParams), period.ranges, metrics));
  };

  const selectedIds = table.selected.map((a) => a.id);
  const tabLink = (type: ListType) => levelTabLink(`/adsmanager/${account.id}`, params, level, selectedIds, type);
  const narrowed = [
    filters.campaignIds.length && level !== 'campaign' ? countOf('campaign', filters.campaignIds.length) : null,
    filters.adsetIds.length && level === 'ad' ? countOf('adset', filters.adsetIds.length) : null,
  ].filter(Boolean);

  return (
    <ListPage>
      <PageHeader title="Ads manager" description={`${account.name} · ${account.currency}`}>
        <TabPresses onPointerDownCapture={readAhead} onClickCapture={readAhead}>
          <NavTabs aria-label="Levels" items={levelTabs(account.id, params.size ? `?${params}` : '', tabLink)} />
        </TabPresses>
      </PageHeader>
      <AccountHealthNotice health={standing} accountName={account.name} />
      <ListToolbar
        filters={filters}
        onFilters={onFilters}
        period={period}
        table={table}
        searchLabel={`Search ${LEVEL_LABEL[level].many}`}
        views={<ViewsMenu view={view} objectiveLabel={objectiveLabel(filters.objective)} formatColumns={formatColumns(table)} currency={account.currency} />}
      />
      {narrowed.length > 0 && (
        <Narrowed>
          Showing the {LEVEL_LABEL[level].many} of the {narrowed.join(' and ')} you selected.{' '}
          <Button size="sm" variant="ghost" onClick={() => onFilters({ campaignIds: [], adsetIds: [] })}>
            Show all
          </Button>
        </Narrowed>
      )}
      <BulkActionBar
        selected={table.selected}
        allNames={allNames}
        currency={account.currency}
        minDailyBudget={account.minDailyBudget}
        onDone={table.clearSelection}
        idle={<ListStatusStrip table={table} breakdown={breakdown} onBreakdown={onBreakdown} slices={slices} freshness={freshness} onRefresh={refresh} refreshing={refreshing} />}
      />
      {isThrottled(list.error) && !list.assets.length ? (
        // Facebook asks us to wait and the store has nothing yet: the stamp says until when, the list comes then.
        <EmptyState title="Waiting for Facebook" message={requestErrorText(list.error, 'Facebook asks us to wait a few minutes.')} />
      ) : list.error && !list.assets.length ? (
        <ErrorState message={requestErrorText(list.error, `The ${LEVEL_LABEL[level].many} could not be loaded.`)} onRetry={list.refetch} />
      ) : (
        <FunnelStages.Provider value={funnel}>
          <AssetRowsProvider>
            <DataTable
              state={table}
              label={LIST_LABEL[listType]}
              {...ASSET_GRID}
              loading={list.isLoading || prefs.loading}
              emptyMessage={`No ${LEVEL_LABEL[level].many} match these filters.`}
              data-testid="asset-grid"
            />
          </AssetRowsProvider>
        </FunnelStages.Provider>
      )}
      <HiddenSpendLine accountId={account.id} currency={account.currency} level={level} filters={filters} range={period.range} ready={!prefs.loading && !list.isLoading} onInclude={() => onFilters({ status: 'all' })} />
      <ListFooter
        status={list.isLoading ? '' : `${countOf(level, list.assets.length)} loaded${list.hasMore ? ', more to load' : ''}`}
        hasMore={list.hasMore}
        loadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
        failure={list.error && list.assets.length > 0 && !isThrottled(list.error) ? requestErrorText(list.error, 'The next page could not be loaded.') : null}
      />
    </ListPage>
  );
}


/** Catches presses on the level tabs without a box of its own. */
const TabPresses = styled.div`
  display: contents;
`;

const Narrowed = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
