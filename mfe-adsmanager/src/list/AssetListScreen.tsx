// /adsmanager/:account?/:type? — campaigns, ad sets and ads of the selected ad account.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useActiveAdAccount } from 'shared-graph';
import { EmptyState, ErrorState, PageHeader, Spinner } from 'shared-ui';
import { isListType } from '../common/levels';
import { useAdsAccount } from '../common/useAdsAccount';
import { AssetList } from './AssetList';

export function AssetListScreen() {
  const { account: urlAccount, type } = useParams();
  const active = useActiveAdAccount();
  const { search } = useLocation();
  const state = useAdsAccount(urlAccount);

  if (!urlAccount) {
    if (!active.accountId) return <EmptyState title="No ad account selected" message="Choose an ad account in the account picker to see its campaigns." />;
    return <Navigate to={`/adsmanager/${active.accountId}/campaigns${search}`} replace />;
  }
  if (!isListType(type)) return <Navigate to={`/adsmanager/${urlAccount}/campaigns${search}`} replace />;
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
  return <AssetList key={`${state.account.id}:${type}`} account={state.account} listType={type} />;
}
