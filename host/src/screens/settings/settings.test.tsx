import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphErrorAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { renderRoutes } from '../../testing/renderShell';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { IntegrationsScreen } from './IntegrationsScreen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(answer: (call: { method: string; path: string; body: Record<string, unknown> }) => Response) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname.replace(/^\/api\//, '')}${url.search}`, body: JSON.parse((await request.clone().text()) || '{}') };
    calls.push(call);
    return answer(call);
  });
  return { fetch: fetchFake as unknown as typeof fetch, calls };
}

const settings = {
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
  const fake = api(({ method, path, body }) => {
    if (path === 'user/settings') return json({ data: settings });
    if (path === 'user/email') return json({ data: { email: null, verified_at: null, pending_email: null } });
    if (path === 'user/deletion-request' && method === 'GET') return json({ data: null });
    if (path === 'user/setting/api_version') return json({ data: { ...settings, api_version: body.value } });
    if (path === 'user/notification') return json({ data: { ...settings, notification: { ...settings.notification, ...body } } });
    if (path === 'user/deletion-request' && body.confirm !== 'demo') return json({ error: { code: 'bad_request', message: 'Type your user name exactly to confirm the deletion' } }, 400);
    if (path === 'user/deletion-request') return json({ data: { id: 'x'.repeat(32), status: 'pending', requested_at: '2030-01-01T00:00:00Z', scheduled_for: '2030-01-08T00:00:00Z', completed_at: null } });
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  renderRoutes([{ path: '/setting/account', element: <AccountSettingsScreen /> }], '/setting/account', fake.fetch);
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
  expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    'user/setting/api_version', 'user/notification', 'user/deletion-request', 'user/deletion-request',
  ]);
});

test('integrations: connection details, reconnect, and the global graph error', async () => {
  const fake = api(({ path }) =>
    path === 'user/connection'
      ? json({ data: { platform_user_id: '1', name: 'Dewi Lestari', picture_url: null, token_last4: 'dewi', scopes: ['ads_read'], expires_at: null, status: 'active', connected_at: '2030-01-01T00:00:00Z' } })
      : json({ error: { code: 'not_found', message: 'no' } }, 404),
  );
  renderRoutes([{ path: '/setting/integrations', element: <IntegrationsScreen /> }], '/setting/integrations?connected=1', fake.fetch);
  expect(await screen.findByText('Dewi Lestari')).toBeInTheDocument();
  expect(screen.getByText('…dewi')).toBeInTheDocument();
  expect(screen.getByText('ads_read')).toBeInTheDocument();
  expect(screen.getByText('Facebook is connected again.')).toBeInTheDocument();
  act(() => sessionStore.set(graphErrorAtom, { code: 368, subCode: 1390008, message: 'Temporarily blocked' }));
  expect(screen.getByTestId('graph-error')).toHaveTextContent('Temporarily blocked (code 368, sub-code 1390008)');
});
