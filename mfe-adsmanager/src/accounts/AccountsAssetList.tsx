// One level's list over several ad accounts (/adsmanager/all/:type): each account read through its own team, in
// parallel, its rows shown as soon as it answers; an Account column; one totals line per currency. Writes go to each
// row's own account and team (the rows carry it, useAssetWrites follows it).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { requestErrorText, useAssetLists, type Asset, type TeamAssetListQuery } from 'shared-graph';
import { Button, EmptyState, NavTabs, PageHeader } from 'shared-ui';
import { DataTable, useDataTable, type ColumnSettings } from 'shared-ui/table';
import styled from 'styled-components';
import { assetColumns } from '../asset-table/assetColumns';
import { presetForObjective, visibleMetrics } from '../asset-table/columnPresets';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { countOf, LEVEL_LABEL, LEVEL_OF, LIST_LABEL, type ListType } from '../common/levels';
import { usePeriod } from '../common/usePeriod';
import { listQuery, readFilters, writeFilters, type ListFilters } from '../list/listFilters';
import { ListToolbar } from '../list/ListToolbar';
import { useColumnPreferences } from '../preferences/useColumnPreferences';
import { totalsLabel } from '../totals/totalsLabel';
import { spanningColumns } from './accountColumns';
import { ALL_ACCOUNTS_SEGMENT } from './adsManagerPathFor';
import { SpannedHiddenSpend } from './SpannedHiddenSpend';
import { currenciesOf, spannedKey, type SpannedAccount } from './spannedAccount';

/** Every account's dates are the same calendar days: today as this browser sees it. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The Account column right after Name, wherever the user's saved order puts the rest. */
function withAccountColumn(settings: ColumnSettings): ColumnSettings {
  if (settings.order.length === 0) return settings;
  const order = settings.order.filter((id) => id !== 'account');
  const at = order.indexOf('name') + 1;
  return { ...settings, order: [...order.slice(0, at), 'account', ...order.slice(at)] };
}

export function AccountsAssetList({ accounts, listType }: { accounts: readonly SpannedAccount[]; listType: ListType }) {
  const level = LEVEL_OF[listType];
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const period = usePeriod(BROWSER_TIME_ZONE);
  const prefs = useColumnPreferences(presetForObjective(filters.objective));
  const metrics = visibleMetrics(prefs.settings);

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

  const columns = useMemo(
    () =>
      spanningColumns({
        accounts,
        accountOf: (asset: Asset) => accountByRow.get(asset.id),
        columnsFor: (account) => assetColumns({ level, accountId: account.id, currency: account.currency, minDailyBudget: account.minDailyBudget }),
        totalsLabel: (rows, currency) => totalsLabel({ level, assets: rows, periodLabel: period.label, currency: currency ?? undefined, partial: lists.hasMore }),
      }),
    [accounts, accountByRow, level, period.label, lists.hasMore],
  );
  const table = useDataTable<Asset>({
    data: lists.assets,
    columns,
    getRowId: (asset) => asset.id,
    columnSettings: withAccountColumn(prefs.settings),
    onColumnSettingsChange: (settings) => prefs.save(settings, null),
  });

  const onFilters = useCallback((change: Partial<ListFilters>) => setParams((current) => writeFilters(current, change), { replace: true }), [setParams]);
  const selectedIds = table.selected.map((a) => a.id);
  const tabLink = (type: ListType) => {
    let next = new URLSearchParams(params);
    if (level === 'campaign' && selectedIds.length) next = writeFilters(next, { campaignIds: selectedIds, adsetIds: [] });
    if (level === 'adset' && selectedIds.length) next = writeFilters(next, { adsetIds: selectedIds });
    const search = next.toString();
    return `/adsmanager/${ALL_ACCOUNTS_SEGMENT}/${type}${search ? `?${search}` : ''}`;
  };

  // A bulk budget is typed in one currency: offered when the selection is in one.
  const selectedAccounts = [...new Set(table.selected.map((asset) => accountByRow.get(asset.id)).filter((a): a is SpannedAccount => Boolean(a)))];
  const selectionCurrency = currenciesOf(selectedAccounts).length === 1 ? selectedAccounts[0] : undefined;
  const failed = lists.lists.filter((list) => list.error);
  const currencies = currenciesOf(accounts);

  return (
    <Page>
      <PageHeader title="Ads manager" description={`${accounts.length} ad accounts · ${currencies.join(', ')}`}>
        <NavTabs aria-label="Levels" items={(['campaigns', 'adsets', 'ads'] as const).map((type) => ({ to: tabLink(type), label: LIST_LABEL[type] }))} />
      </PageHeader>
      <ListToolbar filters={filters} onFilters={onFilters} period={period} table={table} searchLabel={`Search ${LEVEL_LABEL[level].many}`} />
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
        idle={currencies.length > 1 ? <Muted>Money is added up per currency: one totals line each.</Muted> : null}
      />
      {accounts.length === 0 ? (
        <EmptyState title="No ad accounts" message="Choose ad accounts in the account picker." />
      ) : (
        <DataTable
          state={table}
          label={LIST_LABEL[listType]}
          selectable
          rowLabel={(a) => `Select ${a.name}`}
          loading={(lists.isLoading && lists.assets.length === 0) || prefs.loading}
          rowHeight={44}
          maxHeight={620}
          emptyMessage={`No ${LEVEL_LABEL[level].many} match these filters.`}
          data-testid="asset-grid"
        />
      )}
      <SpannedHiddenSpend accounts={accounts} level={level} filters={filters} range={period.range} ready={!lists.isLoading} onInclude={() => onFilters({ status: 'all' })} />
      <Footer>
        <span role="status">
          {lists.isLoading && lists.assets.length === 0
            ? ''
            : `${countOf(level, lists.assets.length)} loaded from ${accounts.length} accounts${lists.isLoading ? ', more accounts answering' : lists.hasMore ? ', more to load' : ''}`}
        </span>
        {lists.hasMore && (
          <Button size="sm" variant="secondary" loading={lists.isLoadingMore} onClick={lists.loadMore}>
            Load more
          </Button>
        )}
        {lists.errors.length > failed.length && <span role="alert">The next page of some accounts could not be loaded. Try Load more again.</span>}
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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.errorText};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;
