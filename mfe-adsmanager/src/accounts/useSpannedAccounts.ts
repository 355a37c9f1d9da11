// The accounts /adsmanager/all lists: every pickable one, or the set in `?accounts=team:act_…,…`. The URL's choice is
// the header picker's, and a choice made there navigates (adsManagerPathFor).
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { accountsOf, choiceForSet, parseAccountKeys, useAccountChoiceInUrl, usePickableAdAccounts, type AdAccountChoice } from 'shared-graph';
import { adsManagerPathFor } from './adsManagerPathFor';
import { spannedAccount, type SpannedAccount } from './spannedAccount';

export interface SpannedAccounts {
  accounts: SpannedAccount[];
  /** The URL names a set of which the user can pick none. */
  unknown: boolean;
}

export function useSpannedAccounts(): SpannedAccounts {
  const [params] = useSearchParams();
  const location = useLocation();
  const pickable = usePickableAdAccounts();
  const raw = params.get('accounts');
  const urlChoice = useMemo<AdAccountChoice | null>(() => {
    if (pickable.length === 0) return null;
    const wanted = parseAccountKeys(raw);
    return wanted.length > 0 || raw ? choiceForSet(wanted, pickable) : { kind: 'all' };
  }, [raw, pickable]);
  useAccountChoiceInUrl(urlChoice, (choice) => adsManagerPathFor(choice, location));
  const accounts = useMemo(() => accountsOf(urlChoice, pickable).map(spannedAccount), [urlChoice, pickable]);
  return { accounts, unknown: pickable.length > 0 && urlChoice === null };
}
