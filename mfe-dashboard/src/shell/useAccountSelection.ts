// Which ad accounts the dashboard reads: kept in the URL (`accounts=0:act_1,7:act_70`) so a view can be shared and
// reloaded; by default the account chosen in the header. Only the user's pickable accounts (status 1 or 3) count.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActiveAdAccount, usePickableAdAccounts, type UserAdAccount } from 'shared-graph';
import { accountKey, parseAccountKey } from '../data/dashboardAccount';

export function useAccountSelection() {
  const [params, setParams] = useSearchParams();
  const pickable = usePickableAdAccounts();
  const active = useActiveAdAccount();
  const raw = params.get('accounts');

  const selected = useMemo<UserAdAccount[]>(() => {
    const wanted = (raw ?? '').split(',').map(parseAccountKey).filter((k) => k !== null);
    const chosen = pickable.filter((a) => wanted.some((w) => w.id === a.id && w.team === a.team));
    if (chosen.length > 0) return chosen;
    const current = pickable.find((a) => a.id === active.accountId && a.team === active.teamId);
    return current ? [current] : pickable.slice(0, 1);
  }, [raw, pickable, active.accountId, active.teamId]);

  const setSelected = (accounts: readonly { team: number; id: string }[]) => {
    const next = new URLSearchParams(params);
    if (accounts.length === 0) next.delete('accounts');
    else next.set('accounts', accounts.map(accountKey).join(','));
    setParams(next, { replace: true });
  };

  return { pickable, selected, setSelected };
}
