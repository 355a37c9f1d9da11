// The ad account a screen works on: `:account` in the URL becomes the account picker's choice, and a choice made in
// the picker navigates to the same screen of that account (adsManagerPathFor).
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { choiceForAccountId, fromMinorUnits, useAccountChoiceInUrl, useActiveAdAccount, useGraphQuery, usePickableAdAccounts } from 'shared-graph';
import { adsManagerPathFor } from '../accounts/adsManagerPathFor';

export interface AdsAccount {
  /** act_… */
  id: string;
  name: string;
  currency: string;
  /** The platform's floor for a daily budget, in major units of `currency`. */
  minDailyBudget: number | null;
  timeZone: string | null;
  teamId: number;
  /** Meta's `account_status` (1 active, 2 disabled, 3 unsettled, …) and `disable_reason`; see health/accountHealth. */
  accountStatus?: number | null;
  disableReason?: number | null;
}

/** The account node's fields (health/accountStanding reads the same query from the cache). */
export const ACCOUNT_NODE_FIELDS = 'id,name,currency,min_daily_budget,timezone_name,account_status,disable_reason';

interface AccountNode {
  id: string;
  name?: string;
  currency?: string;
  min_daily_budget?: number | string;
  timezone_name?: string;
  account_status?: number;
  disable_reason?: number;
}

export interface AdsAccountState {
  accountId: string | null;
  account: AdsAccount | null;
  /** The URL names an account the user cannot use (not theirs, or not active/unsettled). */
  unknown: boolean;
  loading: boolean;
  error: Error | null;
}

export function useAdsAccount(urlAccount: string | undefined): AdsAccountState {
  const pickable = usePickableAdAccounts();
  const active = useActiveAdAccount();
  const wanted = urlAccount ? pickable.find((a) => a.id === urlAccount) : undefined;
  const unknown = Boolean(urlAccount) && pickable.length > 0 && !wanted;

  // The URL's account becomes the selected one, so the proxy sends its team and the picker shows it.
  const location = useLocation();
  const urlChoice = useMemo(() => (wanted ? choiceForAccountId(wanted.id, pickable, active.teamId) : null), [wanted, pickable, active.teamId]);
  useAccountChoiceInUrl(urlChoice, (choice) => adsManagerPathFor(choice, location));

  const accountId = urlAccount && !unknown ? urlAccount : urlAccount ? null : active.accountId;
  const settled = accountId !== null && active.accountId === accountId;
  const node = useGraphQuery<AccountNode>(accountId ?? 'none', { fields: ACCOUNT_NODE_FIELDS }, { enabled: settled, staleTime: 3_600_000 });
  const info = pickable.find((a) => a.id === accountId) ?? null;
  const currency = node.data?.currency ?? info?.currency ?? null;
  const account: AdsAccount | null =
    accountId && currency
      ? {
          id: accountId,
          name: node.data?.name ?? info?.name ?? accountId,
          currency,
          minDailyBudget: fromMinorUnits(node.data?.min_daily_budget ?? info?.min_daily_budget ?? null, currency),
          timeZone: node.data?.timezone_name ?? null,
          teamId: info?.team ?? active.teamId,
          accountStatus: node.data?.account_status ?? info?.account_status ?? null,
          disableReason: node.data?.disable_reason ?? null,
        }
      : null;
  return { accountId, account: settled && node.data ? account : null, unknown, loading: !unknown && (!settled || node.isLoading), error: node.error };
}
