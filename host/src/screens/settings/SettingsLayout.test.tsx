import { act, screen, within } from '@testing-library/react';
import { sessionStore, userAtom, type User } from 'shared-graph/host';
import { renderRoutes } from '../../testing/renderShell';
import { SettingsLayout } from './SettingsLayout';

const asRole = (role: string) => act(() => sessionStore.set(userAtom, { id: 9, login: 'demo', role, teams: [], ad_accounts: [] } as unknown as User));

const routes = [
  {
    path: '/setting',
    element: <SettingsLayout />,
    children: ['account', 'team', 'subscription', 'integrations', 'activity'].map((path) => ({ path, element: <p>{`${path} page`}</p> })),
  },
];

test.each([
  ['/setting/account', 'Account'],
  ['/setting/team', 'Team'],
  ['/setting/subscription', 'Subscription'],
  ['/setting/integrations', 'Integrations'],
  ['/setting/activity', 'Activity log'],
])('%s has the page title %s, the tabs to every settings page, and its own content', (path, title) => {
  asRole('user');
  renderRoutes(routes, path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const tabs = within(screen.getByRole('navigation', { name: 'Settings' }));
  expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Account', 'Team', 'Subscription', 'Integrations', 'Activity']);
  expect(tabs.getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  expect(screen.getByText(`${path.split('/')[2]} page`)).toBeInTheDocument();
});

test.each(['admin', 'cs'])('a %s user also gets the customer-service tab', (role) => {
  asRole(role);
  renderRoutes(routes, '/setting/account');
  const tabs = within(screen.getByRole('navigation', { name: 'Settings' }));
  expect(tabs.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/setting/cs/users');
});

test('a plain user is not offered the customer-service tab', () => {
  asRole('user');
  renderRoutes(routes, '/setting/team');
  expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
});
