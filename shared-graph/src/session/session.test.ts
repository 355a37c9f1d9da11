import { renderHook, act } from '@testing-library/react';
import { account, makeUser, setupRuntime } from '../test-utils';
import {
  activeTeamIdAtom,
  adSettingsAtom,
  audienceSettingsAtom,
  loggedInAtom,
  ownTeamAtom,
  pickableAdAccountsAtom,
  sessionStore,
  userAtom,
} from './atoms';
import { useActiveAdAccount, useAudienceSettings, useUser } from './hooks';
import { selectAdAccount } from './selection';

describe('session defaults', () => {
  beforeEach(() => setupRuntime());

  it('starts logged out with the Indonesian default audience', () => {
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(sessionStore.get(audienceSettingsAtom)).toMatchObject({
      locations: [{ code: 'ID', type: 'country', name: 'Indonesia' }],
      gender: 0,
      ageStart: 18,
      ageEnd: 65,
      relationship: [],
    });
    expect(sessionStore.get(adSettingsAtom).objective).toBe('CONVERSIONS');
  });

  it('offers only ad accounts with status 1 or 3 in the picker', () => {
    sessionStore.set(userAtom, makeUser({ ad_accounts: [account('act_1', 0, 1), account('act_2', 0, 2), account('act_3', 0, 3), account('act_9', 0, 9)] }));
    expect(sessionStore.get(pickableAdAccountsAtom).map((a) => a.id)).toEqual(['act_1', 'act_3']);
    expect(sessionStore.get(ownTeamAtom)?.name).toBe('Dewi');
  });

  it('remembers the selected team:account per user', () => {
    sessionStore.set(userAtom, makeUser());
    selectAdAccount(7, 'act_70');
    expect(localStorage.getItem('sasar.adaccount.42')).toBe('7:act_70');
    expect(sessionStore.get(activeTeamIdAtom)).toBe(7);
    expect(sessionStore.get(adSettingsAtom)).toMatchObject({ ad_account: 'act_70', currency: 'IDR' });
  });
});

describe('hooks', () => {
  beforeEach(() => setupRuntime());

  it('read and write the shared store', () => {
    const { result } = renderHook(() => ({ user: useUser(), active: useActiveAdAccount(), audience: useAudienceSettings() }));
    expect(result.current.user).toBeNull();
    act(() => sessionStore.set(userAtom, makeUser()));
    expect(result.current.user?.login).toBe('dewi');
    act(() => result.current.active.select(7, 'act_70'));
    expect(result.current.active).toMatchObject({ teamId: 7, accountId: 'act_70', account: { id: 'act_70', team: 7 } });
    act(() => result.current.audience[1]((a) => ({ ...a, gender: 2 })));
    expect(sessionStore.get(audienceSettingsAtom).gender).toBe(2);
  });
});
