// Where a choice made in the header's account picker takes the ads manager: the same list type of the new account
// (or of every chosen account), keeping the list's period and filters but not the ids that belong to the old one.
import { formatAccountKeys, type AdAccountChoice } from 'shared-graph';
import { isListType, type ListType } from '../common/levels';

/** `/adsmanager/all/…` lists every chosen account; `?accounts=team:act_…,…` narrows it to a set. */
export const ALL_ACCOUNTS_SEGMENT = 'all';

/** Query parameters that name objects of one account: they mean nothing in another. */
const ACCOUNT_BOUND_PARAMS = ['campaigns', 'adsets', 'accounts', 'account'];

function listTypeOf(pathname: string): ListType {
  const [, area, , type] = pathname.split('/');
  return area === 'adsmanager' && isListType(type) ? type : 'campaigns';
}

export function adsManagerPathFor(choice: AdAccountChoice, location: { pathname: string; search: string }): string | null {
  const params = new URLSearchParams(location.search);
  for (const key of ACCOUNT_BOUND_PARAMS) params.delete(key);
  // The campaign creator stays with one account: a new one there, none when several are chosen.
  if (location.pathname.startsWith('/create/')) return choice.kind === 'account' ? `/create/${choice.accountId}/campaign` : null;
  const type = listTypeOf(location.pathname);
  if (choice.kind === 'set') params.set('accounts', formatAccountKeys(choice.accounts));
  const search = params.toString();
  const account = choice.kind === 'account' ? choice.accountId : ALL_ACCOUNTS_SEGMENT;
  return `/adsmanager/${account}/${type}${search ? `?${search}` : ''}`;
}
