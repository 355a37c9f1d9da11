import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { activeAdAccountAtom, activeTeamIdAtom, adAccountSpanAtom, sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { account, makeUser, setupRuntime } from '../test-utils';
import { accountsOf, choiceForAccountId, choiceForSet, choiceKey, parseAccountKeys, type AdAccountChoice } from './accountChoice';
import { chooseAdAccounts } from './useAdAccountChoice';
import { useAccountChoiceInUrl } from './useAccountChoiceInUrl';

const accounts = [account('act_1', 0), account('act_2', 0, 3), account('act_70', 7), account('act_9', 0, 2)];

/** An area whose URL is /area/:account, with `all` for every account. */
function Area() {
  const { account: inUrl } = useParams();
  const location = useLocation();
  const pickable = (sessionStore.get(userAtom)?.ad_accounts ?? []).filter((a) => a.account_status !== 2);
  const urlChoice: AdAccountChoice | null = inUrl === 'all' ? { kind: 'all' } : inUrl ? choiceForAccountId(inUrl, pickable, sessionStore.get(activeTeamIdAtom)) : null;
  useAccountChoiceInUrl(urlChoice, (choice) => `/area/${choice.kind === 'account' ? choice.accountId : 'all'}`);
  return <p data-testid="path">{location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/area/:account" element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('one account choice between the picker and the URL', () => {
  beforeEach(() => {
    setupRuntime();
    sessionStore.set(userAtom, makeUser({ ad_accounts: accounts }));
    selectAdAccount(0, 'act_1');
  });

  it('opening a URL with an account makes it the picked one, with its team', () => {
    renderAt('/area/act_70');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_70');
    expect(sessionStore.get(activeTeamIdAtom)).toBe(7);
  });

  it('choosing in the picker navigates instead of snapping back to the URL account', () => {
    renderAt('/area/act_1');
    act(() => chooseAdAccounts({ kind: 'account', teamId: 0, accountId: 'act_2' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/area/act_2');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_2');
  });

  it('"All ad accounts" in the picker goes to the area URL for all, and the URL for all keeps the choice', () => {
    renderAt('/area/act_1');
    act(() => chooseAdAccounts({ kind: 'all' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/area/all');
    expect(sessionStore.get(adAccountSpanAtom)).toBe('all');
    // Single-account screens keep the account they had.
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');
  });

  it('a URL naming an account the user cannot pick changes nothing', () => {
    renderAt('/area/act_9');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');
  });

  it('a URL naming an account the user cannot pick stays when the user and their choice arrive after it opened', () => {
    setupRuntime();
    renderAt('/area/act_404');
    act(() => {
      sessionStore.set(userAtom, makeUser({ ad_accounts: accounts }));
      selectAdAccount(0, 'act_1');
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/area/act_404');
    act(() => chooseAdAccounts({ kind: 'account', teamId: 0, accountId: 'act_2' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/area/act_2');
  });
});

describe('account choice helpers', () => {
  it('reads team:account keys and drops malformed, duplicate and hostile ones', () => {
    expect(parseAccountKeys('0:act_1,7:act_70,0:act_1,x:act_2,7:act_\u0000,  ,9999999999:act_3')).toEqual([
      { teamId: 0, accountId: 'act_1' },
      { teamId: 7, accountId: 'act_70' },
    ]);
    expect(parseAccountKeys(null)).toEqual([]);
  });

  it('a set with one pickable account is that account; with none it is no choice', () => {
    const pickable = accounts.filter((a) => a.account_status !== 2);
    expect(choiceForSet([{ teamId: 7, accountId: 'act_70' }, { teamId: 0, accountId: 'act_9' }], pickable)).toEqual({ kind: 'account', teamId: 7, accountId: 'act_70' });
    expect(choiceForSet([{ teamId: 0, accountId: 'act_9' }], pickable)).toBeNull();
    const set = choiceForSet([{ teamId: 7, accountId: 'act_70' }, { teamId: 0, accountId: 'act_1' }], pickable)!;
    expect(accountsOf(set, pickable).map((a) => a.id)).toEqual(['act_1', 'act_70']);
  });

  it('equal sets have equal keys whatever their order', () => {
    const a = choiceKey({ kind: 'set', accounts: [{ teamId: 0, accountId: 'act_1' }, { teamId: 7, accountId: 'act_70' }] });
    const b = choiceKey({ kind: 'set', accounts: [{ teamId: 7, accountId: 'act_70' }, { teamId: 0, accountId: 'act_1' }] });
    expect(a).toBe(b);
  });

  it('choosing one account ends an "all" choice', () => {
    setupRuntime();
    sessionStore.set(userAtom, makeUser({ ad_accounts: accounts }));
    chooseAdAccounts({ kind: 'all' });
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');
    chooseAdAccounts({ kind: 'account', teamId: 7, accountId: 'act_70' });
    expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
    expect(sessionStore.get(activeTeamIdAtom)).toBe(7);
  });
});
