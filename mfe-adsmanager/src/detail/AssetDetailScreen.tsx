// /adsmanager/:account/:type/:id/:page?/:tab? — one campaign, ad set or ad: settings, children, insights by
// breakdown. The URL keeps the page and the breakdown tab.
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { CHILD_LEVEL, deliveryStatusOf, requestErrorText, useFigureFreshness, type Asset } from 'shared-graph';
import { Button, ErrorState, FreshnessStamp, LinkButton, NavTabs, PageHeader, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { presetForObjective } from '../asset-table/columnPresets';
import { DeliveryCell } from '../asset-table/DeliveryCell';
import { StatusToggle } from '../asset-table/StatusToggle';
import { PeriodControl } from '../common/PeriodPicker';
import { isListType, LEVEL_LABEL, LEVEL_OF, TYPE_OF, LIST_LABEL } from '../common/levels';
import { actualLevelOf, isUnknownObject } from '../common/objectRefusals';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { usePeriod } from '../common/usePeriod';
import { AccountHealthNotice } from '../health/AccountHealthNotice';
import { healthOf } from '../health/accountStanding';
import { isBreakdownTab } from './breakdownTabs';
import { ChildrenPage } from './ChildrenPage';
import { InsightsPage } from './InsightsPage';
import { PreviewsPage } from './previews/PreviewsPage';
import { SettingsPage } from './SettingsPage';
import { useAssetNode } from './useAssetNode';
import { AccountUnavailable } from '../health/AccountUnavailable';
import { EditSettingsDialog } from '../edit/EditSettingsDialog';
import type { TargetingSpec } from '../edit/targetingEdits';

type DetailPage = 'settings' | 'children' | 'insights' | 'previews';
const PAGES: readonly DetailPage[] = ['settings', 'children', 'insights', 'previews'];

export function AssetDetailScreen() {
  const { account: urlAccount, type, id } = useParams();
  const state = useAdsAccount(urlAccount);
  if (!isListType(type) || !id || !/^\d{1,24}$/.test(id)) return <ErrorState title="Not found" message="This address does not name a campaign, ad set or ad." />;
  if (state.unknown) return <AccountUnavailable accountId={urlAccount} pickHint={false} />;
  if (!state.account) return <Spinner label="Loading the ad account" />;
  return <AssetDetail key={id} account={state.account} level={LEVEL_OF[type]} id={id} />;
}

function AssetDetail({ account, level, id }: { account: AdsAccount; level: Asset['level']; id: string }) {
  const params = useParams();
  const { search } = useLocation();
  const period = usePeriod(account.timeZone);
  const { node, isLoading, error, refetch } = useAssetNode(id, level, account.currency);
  const [children, setChildren] = useState<{ list: Asset[]; complete: boolean }>({ list: [], complete: false });
  const onChildren = useCallback((list: Asset[], complete: boolean) => setChildren({ list, complete }), []);
  const [editing, setEditing] = useState(false);
  const childLevel = CHILD_LEVEL[level];
  const page: DetailPage = PAGES.includes(params.page as DetailPage) ? (params.page as DetailPage) : 'settings';
  const base = `/adsmanager/${account.id}/${TYPE_OF[level]}/${id}`;
  if (params.page && !PAGES.includes(params.page as DetailPage)) return <Navigate to={`${base}${search}`} replace />;
  if (page === 'children' && !childLevel) return <Navigate to={`${base}${search}`} replace />;
  if (page === 'previews' && level !== 'ad') return <Navigate to={`${base}${search}`} replace />;
  if (isLoading) return <Spinner label={`Loading the ${LEVEL_LABEL[level].one}`} />;
  // An id under the wrong list (an ad set's under /campaigns/): open the object where it belongs.
  const actualLevel = actualLevelOf(error);
  if (actualLevel && actualLevel !== level) return <Navigate to={`/adsmanager/${account.id}/${TYPE_OF[actualLevel]}/${id}${search}`} replace />;
  if (isUnknownObject(error)) {
    return (
      <ErrorState
        title="Not found"
        message={`This ${LEVEL_LABEL[level].one} does not exist, was deleted, or is not in an ad account you can use.`}
        actions={<LinkButton to={`/adsmanager/${account.id}/${TYPE_OF[level]}`}>{`All ${LEVEL_LABEL[level].many}`}</LinkButton>}
      />
    );
  }
  if (error || !node) return <ErrorState message={requestErrorText(error, `The ${LEVEL_LABEL[level].one} could not be loaded.`)} onRetry={() => void refetch()} />;

  const asset = { ...node.asset, delivery_status: deliveryStatusOf(node.asset, children.list, children.complete) };
  const tab = isBreakdownTab(params.tab) ? params.tab : 'age';
  const pages = [
    { to: `${base}${search}`, label: 'Settings', end: true },
    ...(childLevel ? [{ to: `${base}/children${search}`, label: LIST_LABEL[TYPE_OF[childLevel]] }] : []),
    { to: `${base}/insights${search}`, label: 'Insights' },
    ...(level === 'ad' ? [{ to: `${base}/previews${search}`, label: 'Previews' }] : []),
  ];
  return (
    <Page>
      <PageHeader
        breadcrumbs={<Link to={`/adsmanager/${account.id}/${TYPE_OF[level]}${search}`}>← {LIST_LABEL[TYPE_OF[level]]}</Link>}
        title={asset.name}
        description={`${LEVEL_LABEL[level].one.replace(/^./, (c) => c.toUpperCase())} ${asset.id} · ${account.name}`}
        actions={
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit settings
            </Button>
            <StatusToggle asset={asset} />
            <DeliveryCell asset={asset} />
            <Link to={`/adsmanager/timeline/${asset.id}?${timelineQuery(search, account.id, level, presetForObjective(asset.objective))}`}>Daily performance</Link>
          </Actions>
        }
      >
        <NavTabs aria-label={`${LEVEL_LABEL[level].one} pages`} items={pages} />
      </PageHeader>
      {editing && (
        <EditSettingsDialog
          assets={[node.asset]}
          accountId={account.id}
          teamId={account.teamId}
          targeting={level === 'adset' ? new Map([[id, node.targeting as TargetingSpec | null]]) : undefined}
          onClose={() => setEditing(false)}
        />
      )}
      <AccountHealthNotice health={healthOf(account)} accountName={account.name} />
      <DetailFreshness accountId={account.id} />
      {page !== 'settings' && page !== 'previews' && (
        <Period>
          <PeriodControl period={period} />
        </Period>
      )}
      {page === 'settings' && <SettingsPage node={node} currency={account.currency} />}
      {page === 'children' && <ChildrenPage parent={asset} account={account} ranges={period.ranges} onChildren={onChildren} />}
      {page === 'insights' && <InsightsPage asset={asset} currency={account.currency} range={period.range} tab={tab} basePath={`${base}/insights`} search={search} />}
      {page === 'previews' && <PreviewsPage adId={asset.id} adName={asset.name} tab={params.tab} basePath={`${base}/previews`} search={search} />}
    </Page>
  );
}

/** The timeline's query: this page's (its period and the list's filters, for the way back) and what it shows. */
function timelineQuery(search: string, accountId: string, level: Asset['level'], preset: string): string {
  const query = new URLSearchParams(search);
  query.set('account', accountId);
  query.set('level', level);
  query.set('preset', preset);
  return query.toString();
}

/** How fresh this page's figures are (the node, its children or its insights: the queries on screen). */
function DetailFreshness({ accountId }: { accountId: string }) {
  return <FreshnessStamp freshness={useFigureFreshness(accountId)} />;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
