import { act, screen, within } from '@testing-library/react';
import { activeAdAccountAtom, activeTeamIdAtom, extensionInstalledAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { renderRoutes } from '../../testing/renderShell';
import { WelcomeScreen } from './WelcomeScreen';

const account = { id: 'act_1', account_id: '1', name: 'Toko', currency: 'IDR', team: 0, account_status: 1, min_daily_budget: 1, facebook_connected: true };
const setUser = (fields: Partial<User>, selected: string | null) =>
  act(() => {
    sessionStore.set(userAtom, { id: 5, login: 'sari', role: 'user', agree: false, facebook_connected: false, teams: [], ad_accounts: [], ...fields } as unknown as User);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, selected);
    sessionStore.set(extensionInstalledAtom, false);
  });

const render = () => renderRoutes([{ path: '/welcome', element: <WelcomeScreen /> }], '/welcome');

test('a brand-new user sees what Sasar does and the steps ahead, the first one offered next', () => {
  setUser({}, null);
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sasar, sari' })).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
    'Accept the terms', 'Connect Facebook', 'Choose an ad account', 'Add the browser extensionOptional',
  ]);
  expect(screen.getByRole('link', { name: 'Connect Facebook' })).toHaveAttribute('href', '/setup/facebook');
  expect(screen.getByRole('link', { name: 'Choose an ad account' })).toHaveAttribute('href', '/setup/adaccount');
  expect(screen.getByRole('link', { name: 'Next: accept the terms' })).toHaveAttribute('href', '/setup');
  expect(screen.getByRole('link', { name: 'Audience research' })).toHaveAttribute('href', '/search');
  expect(screen.getByRole('link', { name: 'Ads manager' })).toHaveAttribute('href', '/adsmanager');
});

test('connected, but no account chosen yet: the next step is the ad account', () => {
  setUser({ agree: true, facebook_connected: true, ad_accounts: [account] } as Partial<User>, null);
  render();
  expect(screen.getAllByText('Done')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Next: choose an ad account' })).toHaveAttribute('href', '/setup/adaccount');
});

test('once set up, the way in is research or the ads manager', () => {
  setUser({ agree: true, facebook_connected: true, ad_accounts: [account] } as Partial<User>, 'act_1');
  render();
  expect(screen.getAllByText('Done')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Start researching' })).toHaveAttribute('href', '/search');
  expect(screen.getByRole('link', { name: 'Open the ads manager' })).toHaveAttribute('href', '/adsmanager');
});
