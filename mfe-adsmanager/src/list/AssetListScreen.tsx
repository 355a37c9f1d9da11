// /adsmanager/:account?/:type? — campaigns, ad sets and ads of the selected ad account, or of several
// (/adsmanager/all/:type, optionally ?accounts=team:act_…,…).
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAdAccountChoice } from 'shared-graph';
import { EmptyState, ErrorState, PageHeader, Spinner } from 'shared-ui';
import { AccountsAssetList } from '../accounts/AccountsAssetList';
import { adsManagerPathFor, ALL_ACCOUNTS_SEGMENT } from '../accounts/adsManagerPathFor';
import { useSpannedAccounts } from '../accounts/useSpannedAccounts';
import { isListType } from '../common/levels';
import { useAdsAccount } from '../common/useAdsAccount';
import { AssetList } from './AssetList';
import { AccountUnavailable } from '../health/AccountUnavailable';
import { presetForObjective } from '../asset-table/columnPresets';
import { useColumnPreferences } from '../preferences/useColumnPreferences';

export function AssetListScreen() {
  const { account: urlAccount, type } = useParams();
  const location = useLocation();
  const { choice } = useAdAccountChoice();

  if (!urlAccount) {
    if (!choice) return <EmptyState title="No ad account selected" message="Choose an ad account in the account picker to see its campaigns." />;
    return <Navigate to={adsManagerPathFor(choice, { pathname: '/adsmanager', search: location.search }) ?? '/adsmanager'} replace />;
  }
  if (!isListType(type)) return <Navigate to={`/adsmanager/${urlAccount}/campaigns${location.search}`} replace />;
  if (urlAccount === ALL_ACCOUNTS_SEGMENT) return <SpannedListScreen key={type} listType={type} />;
  return <OneAccountListScreen urlAccount={urlAccount} listType={type} />;
}

function OneAccountListScreen({ urlAccount, listType }: { urlAccount: string; listType: 'campaigns' | 'adsets' | 'ads' }) {
  const state = useAdsAccount(urlAccount);
  // The saved layout says which figures the list asks for: read it while the account loads, not after.
  useColumnPreferences(presetForObjective(null));
  if (state.unknown) return <AccountUnavailable accountId={urlAccount} />;
  if (state.error) return <ErrorState message={state.error.message} />;
  if (!state.account) {
    return (
      <>
        <PageHeader title="Ads manager" />
        <Spinner label="Loading the ad account" />
      </>
    );
  }
  return <AssetList key={`${state.account.id}:${listType}`} account={state.account} listType={listType} />;
}

function SpannedListScreen({ listType }: { listType: 'campaigns' | 'adsets' | 'ads' }) {
  const { accounts, unknown } = useSpannedAccounts();
  if (unknown) return <ErrorState title="Ad accounts not available" message="None of the ad accounts in this link is one you can use. Pick accounts in the account picker." />;
  return <AccountsAssetList accounts={accounts} listType={listType} />;
}
