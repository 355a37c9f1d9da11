import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeAdAccountAtom, activeTeamIdAtom, adAccountSpanAtom, chooseAdAccounts, sessionStore, userAtom, type User } from 'shared-graph/host';
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
    sessionStore.set(adAccountSpanAtom, null);
  });
});

test('accounts whose names begin alike are told apart by currency and the id’s tail, in the options and closed', async () => {
  renderAt(<AdAccountPicker />);
  const picker = screen.getByRole('combobox', { name: 'Ad account' });
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'All ad accounts (3)',
    'Batik Lestari Indonesia Official Store — IDR ·0045',
    'Batik Lestari Indonesia Official Store — IDR ·0072',
    'Batik Lestari Indonesia Official Store — USD ·0131, unsettled · Budi Agency',
    'Choose several ad accounts…',
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

test('"All ad accounts" spans every account and keeps the active one for single-account screens', async () => {
  renderAt(<AdAccountPicker />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad account' }), 'all');
  expect(sessionStore.get(adAccountSpanAtom)).toBe('all');
  expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1200450045');
  expect(screen.getByTestId('ad-account-face')).toHaveTextContent('All ad accounts3 · IDR, USD');
  // Back to one account ends it.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad account' }), '0:act_1200450072');
  expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
});

test('several accounts are chosen in a dialog, across teams, and the picker names the set', async () => {
  renderAt(<AdAccountPicker />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad account' }), 'choose-set');
  const dialog = screen.getByRole('dialog', { name: 'Choose ad accounts' });
  // The current account starts ticked; the team's account is under the team's name.
  const boxes = within(dialog).getAllByRole('checkbox');
  expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, false]);
  expect(within(dialog).getByRole('group', { name: 'Budi Agency' })).toBeInTheDocument();
  await userEvent.click(boxes[2]!);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Show 2 accounts' }));
  expect(sessionStore.get(adAccountSpanAtom)).toEqual([
    { teamId: 0, accountId: 'act_1200450045' },
    { teamId: 4, accountId: 'act_9900000131' },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const picker = screen.getByRole('combobox', { name: 'Ad account' });
  expect(picker).toHaveValue('set');
  expect(screen.getByTestId('ad-account-face')).toHaveTextContent('2 ad accountsIDR, USD');
});

test('with nothing ticked the dialog says so and offers nothing to show; Cancel keeps the choice', async () => {
  renderAt(<AdAccountPicker />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad account' }), 'choose-set');
  const dialog = screen.getByRole('dialog', { name: 'Choose ad accounts' });
  await userEvent.click(within(dialog).getAllByRole('checkbox')[0]!);
  expect(within(dialog).getByRole('button', { name: 'Show accounts' })).toBeDisabled();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Tick at least one ad account.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sessionStore.get(adAccountSpanAtom)).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Ad account' })).toHaveValue('0:act_1200450045');
});

test('a choice made elsewhere (an area opening its URL) shows in the picker', () => {
  renderAt(<AdAccountPicker />);
  act(() => chooseAdAccounts({ kind: 'account', teamId: 4, accountId: 'act_9900000131' }));
  expect(screen.getByRole('combobox', { name: 'Ad account' })).toHaveValue('4:act_9900000131');
  act(() => chooseAdAccounts({ kind: 'all' }));
  expect(screen.getByRole('combobox', { name: 'Ad account' })).toHaveValue('all');
});

test('one account only: no "All ad accounts" and no set to choose', () => {
  act(() => sessionStore.set(userAtom, { ...user, ad_accounts: [user.ad_accounts[0]!] }));
  renderAt(<AdAccountPicker />);
  expect(within(screen.getByRole('combobox', { name: 'Ad account' })).getAllByRole('option')).toHaveLength(1);
});
