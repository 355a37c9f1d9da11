import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adAccountSpanAtom, chooseAdAccounts, selectAdAccount, sessionStore, userAtom } from 'shared-graph/host';
import { account, makeUser, resetSession } from 'shared-graph/testing';
import { useAccountSelection } from './useAccountSelection';

function setup(path: string) {
  resetSession();
  sessionStore.set(userAtom, makeUser({ ad_accounts: [account('act_1', 0), account('act_2', 0), account('act_70', 7)] }));
  selectAdAccount(0, 'act_1');
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/dashboard', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useAccountSelection(), { wrapper });
  return { ...view, router: () => router };
}

const ids = (accounts: Array<{ team: number; id: string }>) => accounts.map((a) => `${a.team}:${a.id}`);

test('without accounts in the URL the dashboard reads what the header picker holds: one account, then all', () => {
  const { result } = setup('/dashboard');
  expect(ids(result.current.selected)).toEqual(['0:act_1']);
  act(() => chooseAdAccounts({ kind: 'all' }));
  expect(ids(result.current.selected)).toEqual(['0:act_1', '0:act_2', '7:act_70']);
});

test("the URL's set becomes the header's choice, and a header choice replaces the URL's set", () => {
  const { result, router } = setup('/dashboard?accounts=0:act_2,7:act_70&date=last_30d');
  expect(ids(result.current.selected)).toEqual(['0:act_2', '7:act_70']);
  expect(sessionStore.get(adAccountSpanAtom)).toEqual([
    { teamId: 0, accountId: 'act_2' },
    { teamId: 7, accountId: 'act_70' },
  ]);
  act(() => chooseAdAccounts({ kind: 'account', teamId: 0, accountId: 'act_1' }));
  expect(router().state.location.search).toBe('?date=last_30d');
  expect(ids(result.current.selected)).toEqual(['0:act_1']);
});

test("the dashboard's own account choice shows in the header picker", () => {
  const { result } = setup('/dashboard');
  act(() => result.current.setSelected([{ team: 0, id: 'act_1' }, { team: 7, id: 'act_70' }]));
  expect(ids(result.current.selected)).toEqual(['0:act_1', '7:act_70']);
  expect(sessionStore.get(adAccountSpanAtom)).toHaveLength(2);
});
