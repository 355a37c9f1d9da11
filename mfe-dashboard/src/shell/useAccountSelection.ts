// Which ad accounts the dashboard reads: kept in the URL (`accounts=0:act_1,7:act_70`) so a view can be shared and
// reloaded; by default the header picker's choice (one account, "All ad accounts" or a set). The URL's set is the
// picker's too (shared-graph useAccountChoiceInUrl): choosing in the header drops the URL's set for the new choice.
// Only the user's pickable accounts (status 1 or 3) count.
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { choiceForSet, parseAccountKeys, useAccountChoiceInUrl, useAdAccountChoice, usePickableAdAccounts, type UserAdAccount } from 'shared-graph';
import { accountKey } from '../data/dashboardAccount';

export function useAccountSelection() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pickable = usePickableAdAccounts();
  const picked = useAdAccountChoice();
  const raw = params.get('accounts');

  const urlChoice = useMemo(() => (raw ? choiceForSet(parseAccountKeys(raw), pickable) : null), [raw, pickable]);
  useAccountChoiceInUrl(urlChoice, () => {
    const next = new URLSearchParams(params);
    next.delete('accounts');
    const search = next.toString();
    return `${pathname}${search ? `?${search}` : ''}`;
  });

  const selected = useMemo<UserAdAccount[]>(() => {
    const wanted = parseAccountKeys(raw);
    const chosen = pickable.filter((a) => wanted.some((w) => w.accountId === a.id && w.teamId === a.team));
    if (chosen.length > 0) return chosen;
    return picked.accounts.length > 0 ? picked.accounts : pickable.slice(0, 1);
  }, [raw, pickable, picked.accounts]);

  const setSelected = (accounts: readonly { team: number; id: string }[]) => {
    const next = new URLSearchParams(params);
    if (accounts.length === 0) next.delete('accounts');
    else next.set('accounts', accounts.map(accountKey).join(','));
    setParams(next, { replace: true });
  };

  return { pickable, selected, setSelected };
}
