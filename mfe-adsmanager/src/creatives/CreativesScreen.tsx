// /adsmanager/:account/creatives — the account's images and videos as Madgicx's creative view shows them: ads that run
// the same image or video grouped across ad sets and campaigns, with summed figures and the best and worst ad set.
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { requestErrorText } from 'shared-graph';
import { EmptyState, ErrorState, Inline, LinkButton, NavTabs, PageHeader, Spinner } from 'shared-ui';
import { DataTable, useDataTable } from 'shared-ui/table';
import styled from 'styled-components';
import { ListFooter, ListPage } from '../common/listPage';
import { PeriodPicker } from '../common/PeriodPicker';
import { ALL_ACCOUNTS_SEGMENT } from '../accounts/adsManagerPathFor';
import { levelTabs } from '../common/levels';
import { useAdsAccount, type AdsAccount } from '../common/useAdsAccount';
import { usePeriod } from '../common/usePeriod';
import { useCustomConversionNames } from '../asset-table/useCustomConversionNames';
import { creativeColumns } from './creativeColumns';
import { groupCreatives } from './groupCreatives';
import { useCreativeAds } from './useCreativeAds';

export function CreativesScreen() {
  const { account: urlAccount } = useParams();
  const state = useAdsAccount(urlAccount === ALL_ACCOUNTS_SEGMENT ? undefined : urlAccount);
  if (urlAccount === ALL_ACCOUNTS_SEGMENT) {
    return (
      <EmptyState
        title="One ad account at a time"
        message="The creative view groups the ads of one ad account. Pick an account in the account picker, or go back to the lists of every account."
        headingLevel={1}
        action={<LinkButton to={`/adsmanager/${ALL_ACCOUNTS_SEGMENT}/ads`}>Ads of every account</LinkButton>}
      />
    );
  }
  if (state.unknown) return <ErrorState title="Ad account not available" message={`${urlAccount} is not one of the ad accounts you can use. Pick another one in the account picker.`} />;
  if (state.error) return <ErrorState message={state.error.message} />;
  if (!state.account) {
    return (
      <>
        <PageHeader title="Ads manager" />
        <Spinner label="Loading the ad account" />
      </>
    );
  }
  return <CreativeList key={state.account.id} account={state.account} />;
}

function CreativeList({ account }: { account: AdsAccount }) {
  const { search } = useLocation();
  const period = usePeriod(account.timeZone);
  const ads = useCreativeAds(account.id, account.currency, period.range);
  const names = useCustomConversionNames(account.id, ads.assets);
  const groups = useMemo(() => groupCreatives(ads.assets, names), [ads.assets, names]);
  const columns = useMemo(() => creativeColumns(account.currency, (group) => `/adsmanager/${account.id}/ads/${group.ads[0]?.id ?? ''}/previews${search}`), [account.currency, account.id, search]);
  const table = useDataTable({ data: groups, columns, getRowId: (g) => g.key, initialSorting: [{ id: 'spend', desc: true }] });
  const shared = groups.filter((g) => g.adsetIds.length > 1).length;

  return (
    <ListPage>
      <PageHeader title="Ads manager" description={`${account.name} · ${account.currency}`}>
        <NavTabs aria-label="Levels" items={levelTabs(account.id, search)} />
      </PageHeader>
      <Inline>
        <PeriodPicker period={period} compare={false} />
      </Inline>
      <Intro>
        Ads that run the same image or video are one row here, across ad sets and campaigns. Best and worst ad set compare cost per result when the ad sets count the same result, else CTR.{' '}
        <Link to={`/adsmanager/${account.id}/ads${search}`}>See each ad</Link>
      </Intro>
      {ads.error && !ads.assets.length ? (
        <ErrorState message={requestErrorText(ads.error, 'The ads could not be loaded.')} onRetry={ads.refetch} />
      ) : !ads.isLoading && !groups.length ? (
        <EmptyState title="No creatives" message="This ad account has no ads (archived and deleted ones are not counted)." />
      ) : (
        <DataTable state={table} label="Creatives" loading={ads.isLoading} rowHeight={52} maxHeight={620} emptyMessage="No creatives." data-testid="creative-grid" />
      )}
      <ListFooter
        status={
          ads.isLoading
            ? ''
            : `${groups.length.toLocaleString('en-US')} images and videos in ${ads.assets.length.toLocaleString('en-US')} ads${shared ? `, ${shared.toLocaleString('en-US')} used in more than one ad set` : ''}${ads.hasMore ? '; more ads to load' : ''}`
        }
        hasMore={ads.hasMore}
        loadingMore={ads.isLoadingMore}
        onLoadMore={ads.loadMore}
        loadMoreLabel="Load more ads"
        failure={ads.error && ads.assets.length > 0 ? requestErrorText(ads.error, 'The next ads could not be loaded.') : null}
      />
    </ListPage>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  a {
    text-decoration: underline;
  }
`;
