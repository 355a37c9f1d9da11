import { applyUser } from '../auth/applyUser';
import { activeAdAccountAtom, adAccountSpanAtom, sessionStore } from '../session/atoms';
import { clearAdAccountSelection } from '../session/selection';
import { account, makeUser, setupRuntime } from '../test-utils';
import { chooseAdAccounts } from './useAdAccountChoice';

const user = makeUser({ ad_accounts: [account('act_1', 0), account('act_2', 0), account('act_70', 7), account('act_9', 0, 2)] });

describe('the header choice across reloads', () => {
  beforeEach(() => setupRuntime());

  it('"All ad accounts" stays chosen when the user is loaded again (a reload)', () => {
    applyUser(user, sessionStore);
    chooseAdAccounts({ kind: 'all' });
    sessionStore.set(adAccountSpanAtom, null);
    applyUser(user, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toBe('all');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');
  });

  it('a set keeps the accounts the user can still pick, and is forgotten with fewer than two', () => {
    applyUser(user, sessionStore);
    chooseAdAccounts({ kind: 'set', accounts: [{ teamId: 0, accountId: 'act_2' }, { teamId: 7, accountId: 'act_70' }] });
    applyUser(user, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toEqual([
      { teamId: 0, accountId: 'act_2' },
      { teamId: 7, accountId: 'act_70' },
    ]);
    applyUser({ ...user, ad_accounts: user.ad_accounts.filter((a) => a.id !== 'act_70') }, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
  });

  it('choosing one account, or clearing the selection, forgets it', () => {
    applyUser(user, sessionStore);
    chooseAdAccounts({ kind: 'all' });
    chooseAdAccounts({ kind: 'account', teamId: 0, accountId: 'act_2' });
    applyUser(user, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
    chooseAdAccounts({ kind: 'all' });
    clearAdAccountSelection();
    applyUser(user, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
  });

  it('a tampered value in storage is ignored', () => {
    localStorage.setItem('sasar.adaccount-span.42', '0:act_1,\u0000,x:act_2,7:act_999');
    applyUser(user, sessionStore);
    expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
  });
});
