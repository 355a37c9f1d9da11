// Whether the ad account of a row can deliver, so its rows never claim "Active" when it cannot. The account node the
// screen already read (useAdsAccount) answers from the query cache — no request per row; without it, the user view's
// `account_status`.
import { useMemo } from 'react';
import { queryClient, queryKeys, useGraphQuery, useGraphScope, useUser } from 'shared-graph';
import { ACCOUNT_NODE_FIELDS, type AdsAccount } from '../common/useAdsAccount';
import { accountHealth, type AccountHealth } from './accountHealth';

interface AccountStatusNode {
  account_status?: number;
  disable_reason?: number;
}

const actId = (accountId: string) => (accountId.startsWith('act_') ? accountId : `act_${accountId}`);

/** The standing of the ad account `accountId` (act_… or the bare number an asset carries); null when it is active. */
export function useAccountStanding(accountId: string | null | undefined): AccountHealth | null {
  const id = accountId ? actId(accountId) : 'none';
  const node = useGraphQuery<AccountStatusNode>(id, { fields: ACCOUNT_NODE_FIELDS }, { enabled: false });
  const user = useUser();
  if (!accountId) return null;
  if (node.data?.account_status !== undefined) return accountHealth(node.data.account_status, node.data.disable_reason ?? null, id);
  const entry = user?.ad_accounts.find((a) => a.id === id);
  return entry ? accountHealth(entry.account_status, null, id) : null;
}

/**
 * The standing of any of the user's ad accounts, for a list whose rows span accounts: worked out once per account for
 * the list (not a query subscription per row), from the account node a screen read before when the cache has it,
 * else the user view. It follows the user view; a node read later shows from the list's next render of its columns.
 */
export function useStandingOf(): (accountId: string) => AccountHealth | null {
  const user = useUser();
  const scope = useGraphScope();
  return useMemo(() => {
    const standings = new Map(
      (user?.ad_accounts ?? []).map((entry) => {
        const node = queryClient.getQueryData<AccountStatusNode>(queryKeys.graphRead(scope, entry.id, { fields: ACCOUNT_NODE_FIELDS }));
        return [entry.id, node?.account_status !== undefined ? accountHealth(node.account_status, node.disable_reason ?? null, entry.id) : accountHealth(entry.account_status, null, entry.id)];
      }),
    );
    return (accountId: string) => standings.get(actId(accountId)) ?? null;
  }, [user, scope]);
}

/** The standing of the screen's account, from what useAdsAccount read. */
export function healthOf(account: AdsAccount): AccountHealth | null {
  return accountHealth(account.accountStatus, account.disableReason, account.id);
}
