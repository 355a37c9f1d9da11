import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiData } from 'shared-graph';
import { graphErrorAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { IntegrationsScreen } from './IntegrationsScreen';

const settings: ApiData<'/api/user/settings'> = {
  login: 'demo', email: null, device_fingerprint: 'fp-123', plan: { package: 'Pro', expires_at: '2030-01-01T00:00:00Z' },
  api_version: 'v21.0', api_versions: ['v21.0', 'v20.0', 'v19.0'],
  notification: { rule_execution_email: true, weekly_report: true, product_news: false },
  language: null, languages: ['en', 'id'],
};
const user = { id: 9, login: 'demo', role: 'user', facebook_connected: true, teams: [], ad_accounts: [] } as unknown as User;

beforeEach(() => act(() => {
  sessionStore.set(userAtom, user);
  sessionStore.set(graphErrorAtom, null);
}));

test('account settings: profile, API version, notifications and the deletion request with confirmation', async () => {
  const api = productApiDouble()
    .on('get', '/api/user/settings', settings)
    .on('get', '/api/user/email', { email: null, verified_at: null, pending_email: null })
    .on('get', '/api/user/deletion-request', null)
    .on('post', '/api/user/setting/api_version', ({ body }) => ({ ...settings, api_version: body.value }))
    .on('post', '/api/user/notification', ({ body }) => ({ ...settings, notification: { ...settings.notification, ...body } }))
    .on('post', '/api/user/deletion-request', ({ body }) =>
      body.confirm === 'demo'
        ? { id: 'x'.repeat(32), status: 'pending' as const, requested_at: '2030-01-01T00:00:00Z', scheduled_for: '2030-01-08T00:00:00Z', completed_at: null }
        : apiError(400, 'bad_request', 'Type your user name exactly to confirm the deletion'),
    );
  renderRoutes([{ path: '/setting/account', element: <AccountSettingsScreen /> }], '/setting/account');
  const u = userEvent.setup();
  expect(await screen.findByText('fp-123')).toBeInTheDocument();
  expect(screen.getByText(/^Pro · until/)).toBeInTheDocument();

  await u.selectOptions(screen.getByLabelText('Graph API version'), 'v20.0');
  expect(await screen.findByDisplayValue('v20.0')).toBeInTheDocument();
  await u.click(screen.getByRole('switch', { name: 'Product news and tips' }));
  expect(await screen.findByRole('switch', { name: 'Product news and tips', checked: true })).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Request account deletion' }));
  const dialog = screen.getByRole('dialog');
  await u.type(within(dialog).getByLabelText('User name to confirm'), 'nope');
  await u.click(within(dialog).getByRole('button', { name: 'Request deletion' }));
  expect(await within(dialog).findByText('Type your user name exactly to confirm the deletion')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('User name to confirm')).toHaveValue('nope');
  await u.clear(within(dialog).getByLabelText('User name to confirm'));
  await u.type(within(dialog).getByLabelText('User name to confirm'), 'demo');
  await u.click(within(dialog).getByRole('button', { name: 'Request deletion' }));
  expect(await screen.findByRole('link', { name: 'Deletion request status' })).toHaveAttribute('href', `/deletion-request/${'x'.repeat(32)}`);
  expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
    ['/api/user/setting/api_version', { value: 'v20.0' }],
    ['/api/user/notification', { product_news: true }],
    ['/api/user/deletion-request', expect.objectContaining({ confirm: 'nope' })],
    ['/api/user/deletion-request', expect.objectContaining({ confirm: 'demo' })],
  ]);
});

test('integrations: connection details, reconnect, and the global graph error', async () => {
  const api = productApiDouble().on('get', '/api/user/connection', {
    platform_user_id: '1', name: 'Dewi Lestari', picture_url: null, token_last4: 'dewi', scopes: ['ads_read'], expires_at: null, status: 'active', connected_at: '2030-01-01T00:00:00Z',
  });
  renderRoutes([{ path: '/setting/integrations', element: <IntegrationsScreen /> }], '/setting/integrations?connected=1');
  expect(await screen.findByText('Dewi Lestari')).toBeInTheDocument();
  expect(screen.getByText('…dewi')).toBeInTheDocument();
  expect(screen.getByText('ads_read')).toBeInTheDocument();
  expect(screen.getByText('Facebook is connected again.')).toBeInTheDocument();
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/user/connection']);
  act(() => sessionStore.set(graphErrorAtom, { code: 368, subCode: 1390008, message: 'Temporarily blocked' }));
  expect(screen.getByTestId('graph-error')).toHaveTextContent('Temporarily blocked (code 368, sub-code 1390008)');
});
