import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportUser } from '../api/adminApi';
import { seriousViolations } from '../testing/axe';
import { adminUser, listRow } from '../testing/fixtures';
import { renderAdmin, toasts } from '../testing/renderAdmin';
import { apiError, apiPage, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(25_000);
afterEach(() => jest.restoreAllMocks());

const { deletion_requests: _d, upgrade_requests: _u, outbox: _o, audit: _a, ...support } = adminUser;
const supportUser: SupportUser = support;

test('customer service finds a user, sees what is wrong and sends a reset mail — and nothing of the admin’s', async () => {
  let sent = 0;
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user', apiPage([listRow], { has_more: false }))
    .on('get', '/api/admin/user/{id}', supportUser)
    .on('post', '/api/admin/user/{id}/password-reset', () =>
      ++sent > 1 ? apiError(409, 'reset_recent', 'A reset mail went to this user less than a minute ago. Wait a minute before sending another.') : { sent_to: 'dewi@example.test' });
  renderAdmin('/setting/cs/users', { id: 2, login: 'helen', role: 'cs' });
  expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by user name or e-mail' }), 'demo');
  await waitFor(() => expect(calls.at(-1)!.query).toEqual({ q: 'demo', limit: '25' }));
  await userEvent.click(await within(screen.getByRole('grid', { name: 'Users' })).findByRole('button', { name: 'demo' }));
  const panel = await screen.findByRole('region', { name: 'User demo' });
  expect(within(panel).getByText(/Facebook session expired/)).toBeInTheDocument();
  expect(within(panel).getByRole('region', { name: 'Plan' })).toHaveTextContent('Pro');
  expect(within(panel).queryByRole('button', { name: /Disable/ })).toBeNull();
  expect(within(panel).queryByRole('region', { name: 'History' })).toBeNull();
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(within(panel).getByRole('button', { name: 'Send password-reset mail' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['A password-reset link was mailed to dewi@example.test.']));
  await userEvent.click(within(panel).getByRole('button', { name: 'Send password-reset mail' }));
  expect(await within(panel).findByText(/less than a minute ago/)).toBeInTheDocument();
});

test('without a confirmed address the reset button is off and says why', async () => {
  productApiDouble()
    .on('get', '/api/admin/user', apiPage([listRow], { has_more: false }))
    .on('get', '/api/admin/user/{id}', { ...supportUser, email: null });
  renderAdmin('/setting/cs/users?q=demo', { id: 2, login: 'helen', role: 'cs' });
  await userEvent.click(await within(await screen.findByRole('grid', { name: 'Users' })).findByRole('button', { name: 'demo' }));
  expect(await screen.findByRole('button', { name: 'Send password-reset mail' })).toBeDisabled();
  expect(screen.getByText(/must add one in Settings › Account first/)).toBeInTheDocument();
});
