// One level's list: toolbar, tabs narrowed by the selection, the grid with totals, Load more and bulk actions.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isThrottled, requestErrorText, useAssetList, useFigureFreshness, useRefreshFigures } from 'shared-graph';
import { Button, EmptyState, ErrorState, FreshnessStamp, NavTabs, PageHeader } from 'shared-ui';
import { DataTable, useDataTable, type ColumnSettings } from 'shared-ui/table';
import styled from 'styled-components';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { countOf, LEVEL_LABEL, LEVEL_OF, LIST_LABEL, levelTabs, type ListType } from '../common/levels';
import type { AdsAccount } from '../common/useAdsAccount';
import { usePeriod } from '../common/usePeriod';
import { useColumnPreferences } from '../preferences/useColumnPreferences';
import { assetColumns } from '../asset-table/assetColumns';
import { PRESET_IDS, presetForObjective, presetSettings, visibleMetrics, type PresetId } from '../asset-table/columnPresets';
import { listQuery, readFilters, writeFilters, type ListFilters } from './listFilters';
import { ListToolbar } from './ListToolbar';
import { formatColumns, objectiveLabel } from '../views/formatColumns';
import { useListView } from '../views/useListView';
import { ViewsMenu } from '../views/ViewsMenu';
import { withConditionalFormats } from '../views/FormattedCell';
import { useFunnelStages } from '../asset-table/useFunnelStages';
import { BreakdownControl } from '../breakdowns/BreakdownControl';
import { withSliceCells } from '../breakdowns/breakdownColumns';
import { readBreakdown, writeBreakdown, type ListBreakdownId } from '../breakdowns/listBreakdowns';
import { useListBreakdown } from '../breakdowns/useListBreakdown';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import { AccountHealthNotice } from '../health/AccountHealthNotice';
import { healthOf } from '../health/accountStanding';
import { HiddenSpendLine } from '../totals/HiddenSpendLine';
import { totalsLabel } from '../totals/totalsLabel';
import { withTotalsLabel } from '../totals/withTotalsLabel';

function presetOf(settings: ColumnSettings): PresetId | null {
  const same = (a: ColumnSettings, b: ColumnSettings) => JSON.stringify(a.order) === JSON.stringify(b.order) && [...a.hidden].sort().join() === [...b.hidden].sort().join();
  return PRESET_IDS.find((id) => same(presetSettings(id), settings)) ?? null;
}

export function AssetList({ account, listType }: { account: AdsAccount; listType: ListType }) {
  const level = LEVEL_OF[listType];
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const period = usePeriod(account.timeZone);
  const prefs = useColumnPreferences(presetForObjective(filters.objective));
  const metrics = visibleMetrics(prefs.settings);
  // Query keys are compared by value, so a fresh object each render asks for nothing new.
  const query = listQuery(level, account.id, account.currency, filters, period.ranges, metrics);
  const list = useAssetList(prefs.loading ? null : query);
  const funnel = useFunnelStages(account.id, account.teamId, level === 'campaign' ? [] : list.assets);
  const resultNames = useCustomConversionNames(account.id, list.assets);
  const columns = useMemo(
    () =>
      withConditionalFormats(
        withSliceCells(
          withTotalsLabel(assetColumns({ level, accountId: account.id, currency: account.currency, minDailyBudget: account.minDailyBudget, funnel, resultNames }), (rows) =>
            totalsLabel({ level, assets: rows, periodLabel: period.label, partial: list.hasMore }),
          ),
        ),
        prefs.layout.formats,
        account.currency,
      ),
    [level, account, funnel, resultNames, period.label, list.hasMore, prefs.layout.formats],
  );
  const breakdown = readBreakdown(params);
  const slices = useListBreakdown({ accountId: account.id, level, assets: list.assets, breakdown, range: period.range, previous: period.previous, metrics });
  const freshness = useFigureFreshness(account.id);
  const { refresh, refreshing } = useRefreshFigures(account.id);
  // Rows keep their place through in-place updates (a toggle, an edit) until a sort, a re-sort, other filters or a refresh.
  const [refreshes, setRefreshes] = useState({ count: 0, refreshing });
  if (refreshes.refreshing !== refreshing) setRefreshes({ count: refreshes.count + (refreshing ? 0 : 1), refreshing });
  const table = useDataTable({
    data: list.assets,
    columns,
    getRowId: (a) => a.id,
    columnSettings: prefs.settings,
    onColumnSettingsChange: (settings) => prefs.save(settings, presetOf(settings)),
    sorting: prefs.layout.sort,
    onSortingChange: (sort) => prefs.change({ layout: { sort } }),
    columnSizing: prefs.layout.widths,
    onColumnSizingChange: (widths) => prefs.change({ layout: { widths } }),
    getSubRows: breakdown ? slices.subRowsOf : undefined,
    initiallyExpanded: breakdown !== null,
    keepRowOrder: true,
    orderKey: `${JSON.stringify(query)}|${refreshes.count}`,
  });
  const view = useListView({
    prefs,
    objective: filters.objective,
    columnIds: columns.map((c) => c.id ?? ''),
    onParamsApplied: (next) => table.setAllExpanded(readBreakdown(next) !== null),
  });
  const onBreakdown = (id: ListBreakdownId | null) => {
    setParams((current) => writeBreakdown(current, id), { replace: true });
    table.setAllExpanded(id !== null);
  };

  const onFilters = useCallback((change: Partial<ListFilters>) => setParams((current) => writeFilters(current, change), { replace: true }), [setParams]);

  const selectedIds = table.selected.map((a) => a.id);
  const tabLink = (type: ListType) => {
    let next = new URLSearchParams(params);
    if (level === 'campaign' && selectedIds.length) next = writeFilters(next, { campaignIds: selectedIds, adsetIds: [] });
    if (level === 'adset' && selectedIds.length) next = writeFilters(next, { adsetIds: selectedIds });
    const search = next.toString();
    return `/adsmanager/${account.id}/${type}${search ? `?${search}` : ''}`;
  };
  const narrowed = [
    filters.campaignIds.length && level !== 'campaign' ? countOf('campaign', filters.campaignIds.length) : null,
    filters.adsetIds.length && level === 'ad' ? countOf('adset', filters.adsetIds.length) : null,
  ].filter(Boolean);

  return (
    <Page>
      <PageHeader title="Ads manager" description={`${account.name} · ${account.currency}`}>
        <NavTabs aria-label="Levels" items={levelTabs(account.id, params.size ? `?${params}` : '', tabLink)} />
      </PageHeader>
      <AccountHealthNotice health={healthOf(account)} accountName={account.name} />
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
        allNames={list.assets.map((a) => a.name)}
        currency={account.currency}
        minDailyBudget={account.minDailyBudget}
        onDone={table.clearSelection}
        idle={
          <Strip>
            <BreakdownControl
              value={breakdown}
              onChange={onBreakdown}
              expandable={table.expandable}
              allExpanded={table.allExpanded}
              onExpandAll={table.setAllExpanded}
              loading={slices.loading}
              error={slices.error}
              onRetry={slices.retry}
            />
            <Spacer />
            {table.orderChanged && (
              <OrderChanged>
                Order changed{' '}
                <Button size="sm" variant="ghost" onClick={table.resort}>
                  Re-sort
                </Button>
              </OrderChanged>
            )}
            <FreshnessStamp freshness={freshness} onRefresh={refresh} refreshing={refreshing} />
          </Strip>
        }
      />
      {isThrottled(list.error) && !list.assets.length ? (
        // Facebook asks us to wait and the store has nothing yet: the stamp says until when, the list comes then.
        <EmptyState title="Waiting for Facebook" message={requestErrorText(list.error, 'Facebook asks us to wait a few minutes.')} />
      ) : list.error && !list.assets.length ? (
        <ErrorState message={requestErrorText(list.error, `The ${LEVEL_LABEL[level].many} could not be loaded.`)} onRetry={list.refetch} />
      ) : (
        <DataTable
          state={table}
          label={LIST_LABEL[listType]}
          selectable
          rowLabel={(a) => `Select ${a.name}${a.campaign_name ? ` (campaign ${a.campaign_name})` : ''}`}
          expandLabel={(a, open) => `${open ? 'Hide' : 'Show'} the breakdown of ${a.name}`}
          loading={list.isLoading || prefs.loading}
          rowHeight={44}
          maxHeight={620}
          emptyMessage={`No ${LEVEL_LABEL[level].many} match these filters.`}
          data-testid="asset-grid"
        />
      )}
      <HiddenSpendLine accountId={account.id} currency={account.currency} level={level} filters={filters} range={period.range} ready={!list.isLoading} onInclude={() => onFilters({ status: 'all' })} />
      <Footer>
        <span role="status">
          {list.isLoading ? '' : `${countOf(level, list.assets.length)} loaded${list.hasMore ? ', more to load' : ''}`}
        </span>
        {list.hasMore && (
          <Button size="sm" variant="secondary" loading={list.isLoadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        )}
        {list.error && list.assets.length > 0 && !isThrottled(list.error) && <span role="alert">{requestErrorText(list.error, 'The next page could not be loaded.')}</span>}
      </Footer>
    </Page>
  );
}


const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-width: 0;
`;

const Spacer = styled.span`
  flex: 1;
`;

const OrderChanged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Narrowed = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;
