import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeAdAccountAtom, activeTeamIdAtom, sessionStore, userAtom, type User } from 'shared-graph';
import { renderAt } from '../testing/renderShell';
import { AdAccountPicker } from './AdAccountPicker';

const account = (accountId: string, name: string, currency: string, team = 0, status = 1) => ({
  id: `act_${accountId}`, account_id: accountId, name, currency, team, min_daily_budget: 1, account_status: status, facebook_connected: true,
});

const user = {
  id: 9, login: 'demo', role: 'user', agree: true, facebook_connected: true,
  teams: [{ id: 0, name: 'demo', created_by: 9, package: null, users: [] }, { id: 4, name: 'Budi Agency', created_by: 2, package: 'Agency', users: [] }],
  ad_accounts: [
    account('1200450045', 'Batik Lestari Indonesia Official Store', 'IDR'),
    account('1200450072', 'Batik Lestari Indonesia Official Store', 'IDR'),
    account('9900000131', 'Batik Lestari Indonesia Official Store', 'USD', 4, 3),
  ],
} as unknown as User;

beforeEach(() => {
  act(() => {
    sessionStore.set(userAtom, user);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, 'act_1200450045');
  });
});

test('accounts whose names begin alike are told apart by currency and the id’s tail, in the options and closed', async () => {
  renderAt(<AdAccountPicker />);
  const picker = screen.getByRole('combobox', { name: 'Ad account' });
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Batik Lestari Indonesia Official Store — IDR ·0045',
    'Batik Lestari Indonesia Official Store — IDR ·0072',
    'Batik Lestari Indonesia Official Store — USD ·0131, unsettled · Budi Agency',
  ]);

  // Closed, the name may shrink (ellipsis) but the distinguishing part never does.
  const face = screen.getByTestId('ad-account-face');
  expect(face).toHaveAttribute('aria-hidden', 'true');
  const [name, tail] = Array.from(face.children) as HTMLElement[];
  expect(name).toHaveTextContent('Batik Lestari Indonesia Official Store');
  expect(getComputedStyle(name!).textOverflow).toBe('ellipsis');
  expect(getComputedStyle(name!).minWidth).toBe('0');
  expect(tail).toHaveTextContent(/^IDR ·0045$/);
  expect(getComputedStyle(tail!).flexShrink).toBe('0');

  await userEvent.selectOptions(picker, '0:act_1200450072');
  expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1200450072');
  expect(screen.getByTestId('ad-account-face')).toHaveTextContent('Batik Lestari Indonesia Official StoreIDR ·0072');
  await userEvent.selectOptions(picker, '4:act_9900000131');
  expect(screen.getByTestId('ad-account-face')).toHaveTextContent('USD ·0131, unsettled · Budi Agency');
});
