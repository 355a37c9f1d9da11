// One level's list over several ad accounts (/adsmanager/all/:type): each account read through its own team, in
// parallel, its rows shown as soon as it answers; an Account column; one totals line per currency. Writes go to each
// row's own account and team (the rows carry it, useAssetWrites follows it).
import { useMemo } from 'react';
import { requestErrorText, useAssetLists, useFigureFreshness, useRefreshFigures, type Asset, type TeamAssetListQuery } from 'shared-graph';
import { Button, EmptyState, NavTabs, PageHeader } from 'shared-ui';
import { DataTable, type ColumnSettings } from 'shared-ui/table';
import styled from 'styled-components';
import { assetColumns } from '../asset-table/assetColumns';
import { AssetRowsProvider } from '../asset-table/assetRows';
import { FunnelStages } from '../asset-table/FunnelCell';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import { funnelEntryOf } from '../asset-table/useFunnelStages';
import { ASSET_GRID } from '../asset-table/assetGrid';
import { withSliceCells } from '../breakdowns/breakdownColumns';
import { isSliceRow } from '../breakdowns/sliceRows';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { countOf, LEVEL_LABEL, LEVEL_OF, LIST_LABEL, type ListType } from '../common/levels';
import { ListFooter, ListNote, ListPage } from '../common/listPage';
import { listQuery } from '../list/listFilters';
import { ListStatusStrip } from '../list/ListStatusStrip';
import { ListToolbar } from '../list/ListToolbar';
import { useListGrid } from '../list/useListGrid';
import { levelTabLink, useListSettings } from '../list/useListSettings';
import { totalsLabel } from '../totals/totalsLabel';
import { formatColumns, objectiveLabel } from '../views/formatColumns';
import { withConditionalFormats } from '../views/FormattedCell';
import { ViewsMenu } from '../views/ViewsMenu';
import { useStandingOf } from '../health/accountStanding';
import { spanningColumns } from './accountColumns';
import { ALL_ACCOUNTS_SEGMENT } from './adsManagerPathFor';
import { SpannedHiddenSpend } from './SpannedHiddenSpend';
import { currenciesOf, spannedKey, type SpannedAccount } from './spannedAccount';
import { useSpannedBreakdown } from './useSpannedBreakdown';
import { useSpannedFunnelStages } from './useSpannedFunnelStages';

/** Every account's dates are the same calendar days: today as this browser sees it. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The Account column right after Name, wherever the user's saved order puts the rest; saved without it. */
const ACCOUNT_COLUMN = {
  toGrid(settings: ColumnSettings): ColumnSettings {
    if (settings.order.length === 0) return settings;
    const order = settings.order.filter((id) => id !== 'account');
    const at = order.indexOf('name') + 1;
    return { ...settings, order: [...order.slice(0, at), 'account', ...order.slice(at)] };
  },
  toSaved: (settings: ColumnSettings): ColumnSettings => ({ ...settings, order: settings.order.filter((id) => id !== 'account') }),
};

export function AccountsAssetList({ accounts, listType }: { accounts: readonly SpannedAccount[]; listType: ListType }) {
  const level = LEVEL_OF[listType];
  const settings = useListSettings(BROWSER_TIME_ZONE);
  const { params, filters, onFilters, period, prefs, metrics, breakdown } = settings;

  const queryKey = JSON.stringify([accounts.map(spannedKey), level, filters, period.ranges, metrics]);
  const queries = useMemo<TeamAssetListQuery[]>(
    () => accounts.map((account) => ({ teamId: account.teamId, query: listQuery(level, account.id, account.currency, filters, period.ranges, metrics) })),
    // The key says everything the queries depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey],
  );
  const lists = useAssetLists(prefs.loading ? [] : queries);

  const accountByRow = useMemo(() => {
    const byKey = new Map(accounts.map((account) => [spannedKey(account), account]));
    const map = new Map<string, SpannedAccount>();
    for (const list of lists.lists) {
      const account = byKey.get(`${list.teamId}:${list.accountId}`);
      if (account) for (const asset of list.assets) map.set(asset.id, account);
    }
    return map;
  }, [accounts, lists.lists]);
  // A breakdown's slice belongs to its row's account.
  const accountOf = useMemo(() => (asset: Asset) => accountByRow.get(isSliceRow(asset) ? asset.slice.parentId : asset.id), [accountByRow]);

  const funnel = useSpannedFunnelStages(accounts, accountOf, level === 'campaign' ? [] : lists.assets);
  const teamOf = useMemo(() => (accountId: string) => accounts.find((a) => a.id === accountId)?.teamId, [accounts]);
  const resultNames = useCustomConversionNames(accounts[0]?.id ?? '', lists.assets, teamOf);
  const formats = prefs.layout.formats;
  // Each account's standing once, for every row's delivery cell.
  const standingOf = useStandingOf();
  const columns = useMemo(
    () =>
      withSliceCells(
        spanningColumns({
          accounts,
          accountOf,
          columnsFor: (account) =>
            withConditionalFormats(
              assetColumns({
                level,
                accountId: account.id,
                currency: account.currency,
                minDailyBudget: account.minDailyBudget,
                funnelOf: (adsetId) => funnelEntryOf(account.teamId, account.id, adsetId),
                standingOf,
                resultNames,
              }),
              formats,
              account.currency,
            ),
          totalsLabel: (rows, currency) => totalsLabel({ level, assets: rows, periodLabel: period.label, currency: currency ?? undefined, partial: lists.hasMore }),
        }),
      ),
    [accounts, accountOf, level, standingOf, resultNames, formats, period.label, lists.hasMore],
  );
  const slices = useSpannedBreakdown({ accounts, accountOf, level, assets: lists.assets, breakdown, range: period.range, previous: period.previous, metrics });
  const accountIds = useMemo(() => [...new Set(accounts.map((a) => a.id))], [accounts]);
  const freshness = useFigureFreshness(accountIds);
  const { refresh, refreshing } = useRefreshFigures(accountIds);
  const { table, view, onBreakdown } = useListGrid({ settings, data: lists.assets, columns, subRowsOf: slices.subRowsOf, orderKey: queryKey, refreshing, shownColumns: ACCOUNT_COLUMN });

  const selectedIds = table.selected.map((a) => a.id);
  const tabLink = (type: ListType) => levelTabLink(`/adsmanager/${ALL_ACCOUNTS_SEGMENT}`, params, level, selectedIds, type);

  // A bulk budget is typed in one currency: offered when the selection is in one.
  const selectedAccounts = [...new Set(table.selected.map((asset) => accountByRow.get(asset.id)).filter((a): a is SpannedAccount => Boolean(a)))];
  const selectionCurrency = currenciesOf(selectedAccounts).length === 1 ? selectedAccounts[0] : undefined;
  const failed = lists.lists.filter((list) => list.error);
  const currencies = currenciesOf(accounts);

  return (
    <ListPage>
      <PageHeader title="Ads manager" description={`${accounts.length} ad accounts · ${currencies.join(', ')}`}>
        <NavTabs aria-label="Levels" items={(['campaigns', 'adsets', 'ads'] as const).map((type) => ({ to: tabLink(type), label: LIST_LABEL[type] }))} />
      </PageHeader>
      <ListToolbar
        filters={filters}
        onFilters={onFilters}
        period={period}
        table={table}
        searchLabel={`Search ${LEVEL_LABEL[level].many}`}
        views={<ViewsMenu view={view} objectiveLabel={objectiveLabel(filters.objective)} formatColumns={formatColumns(table)} currency={currencies.length === 1 ? currencies[0]! : ''} />}
      />
      {failed.length > 0 && (
        <Failed role="alert">
          {failed.map((list) => {
            const account = accounts.find((a) => a.id === list.accountId && a.teamId === list.teamId);
            return <span key={`${list.teamId}:${list.accountId}`}>{`${account?.name ?? list.accountId}: ${requestErrorText(list.error, `its ${LEVEL_LABEL[level].many} could not be loaded`)}`}</span>;
          })}
          <Button size="sm" variant="secondary" onClick={lists.refetch}>
            Retry
          </Button>
        </Failed>
      )}
      <BulkActionBar
        selected={table.selected}
        allNames={lists.assets.map((a) => a.name)}
        currency={selectionCurrency?.currency ?? ''}
        minDailyBudget={selectionCurrency?.minDailyBudget ?? null}
        hide={selectionCurrency ? ['duplicate'] : ['duplicate', 'budget']}
        onDone={table.clearSelection}
        idle={
          <ListStatusStrip
            table={table}
            breakdown={breakdown}
            onBreakdown={onBreakdown}
            slices={slices}
            freshness={freshness}
            onRefresh={refresh}
            refreshing={refreshing}
            note={currencies.length > 1 ? <ListNote>Money is added up per currency: one totals line each.</ListNote> : null}
          />
        }
      />
      {accounts.length === 0 ? (
        <EmptyState title="No ad accounts" message="Choose ad accounts in the account picker." />
      ) : (
        <FunnelStages.Provider value={funnel}>
          <AssetRowsProvider>
            <DataTable
              state={table}
              label={LIST_LABEL[listType]}
              {...ASSET_GRID}
              loading={(lists.isLoading && lists.assets.length === 0) || prefs.loading}
              emptyMessage={`No ${LEVEL_LABEL[level].many} match these filters.`}
              data-testid="asset-grid"
            />
          </AssetRowsProvider>
        </FunnelStages.Provider>
      )}
      <SpannedHiddenSpend accounts={accounts} level={level} filters={filters} range={period.range} ready={!lists.isLoading} onInclude={() => onFilters({ status: 'all' })} />
      <ListFooter
        status={
          lists.isLoading && lists.assets.length === 0
            ? ''
            : `${countOf(level, lists.assets.length)} loaded from ${accounts.length} accounts${lists.isLoading ? ', more accounts answering' : lists.hasMore ? ', more to load' : ''}`
        }
        hasMore={lists.hasMore}
        loadingMore={lists.isLoadingMore}
        onLoadMore={lists.loadMore}
        failure={lists.errors.length > failed.length ? 'The next page of some accounts could not be loaded. Try Load more again.' : null}
      />
    </ListPage>
  );
}

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.errorText};
`;
