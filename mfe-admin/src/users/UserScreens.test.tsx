import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { adminUser, listRow } from '../testing/fixtures';
import { renderAdmin, toasts } from '../testing/renderAdmin';
import { apiError, apiPage, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(25_000);
afterEach(() => jest.restoreAllMocks());

test('the users list searches and filters on the server, pages, and opens a user', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user', ({ query }) => apiPage([listRow], { has_more: query.page !== '2' }))
    .on('get', '/api/admin/user/{id}', adminUser)
    .on('get', '/api/admin/audit', apiPage([], { has_more: false }));
  renderAdmin('/admin/user?connection=expired');
  const grid = await screen.findByRole('grid', { name: 'Users' });
  const row = await within(grid).findByRole('row', { name: /demo/ });
  expect(row).toHaveTextContent('Expired');
  expect(calls[0]!.query).toEqual({ connection: 'expired', limit: '25' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by user name or e-mail' }), 'dewi');
  await waitFor(() => expect(calls.at(-1)!.query).toEqual({ connection: 'expired', q: 'dewi', limit: '25' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Pro');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(calls.at(-1)!.query).toEqual({ connection: 'expired', q: 'dewi', package: 'Pro', page: '2', limit: '25' }));
  expect(await seriousViolations()).toEqual([]);
  await userEvent.click(within(grid).getByRole('button', { name: 'demo' }));
  expect(await screen.findByRole('heading', { name: 'demo', level: 1 })).toBeInTheDocument();
});

test('a page past the end says which pages there are and leads to the last one, keeping the search and filters', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user', ({ query }) => apiPage(query.page === '3' ? [listRow] : [], { total: 51, has_more: false }));
  renderAdmin('/admin/user?q=de&role=user&page=99999');
  expect(await screen.findByRole('heading', { name: 'No such page' })).toBeInTheDocument();
  expect(screen.getByText('Page 99999 does not exist — there are 3 pages.')).toBeInTheDocument();
  expect(calls[0]!.query).toEqual({ q: 'de', role: 'user', page: '99999', limit: '25' });
  expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/admin/user?q=de&role=user');
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
  await userEvent.click(screen.getByRole('link', { name: 'Go to the last page (3)' }));
  expect(await within(await screen.findByRole('grid', { name: 'Users' })).findByRole('row', { name: /demo/ })).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(calls.at(-1)!.query).toEqual({ q: 'de', role: 'user', page: '3', limit: '25' });
  expect(screen.queryByRole('heading', { name: 'No such page' })).not.toBeInTheDocument();
});

test.each([
  ['a search that matches nobody', 0, 'Page 2 does not exist — no user matches.'],
  ['a list of one page', 7, 'Page 2 does not exist — there is 1 page.'],
])('past the end of %s, the first page is the way back', async (_case, total, message) => {
  productApiDouble()
    .on('get', '/api/admin/user', apiPage([], { total, has_more: false }));
  renderAdmin('/admin/user?q=zz&page=2');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/admin/user?q=zz');
  expect(screen.queryByRole('link', { name: /last page/ })).not.toBeInTheDocument();
});

test.each(['0', '-1', 'abc', '1e9', '1.5', '007', '100000', '99999999999999999999'])('page=%s is not a page: the list shows page 1', async (page) => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user', apiPage([listRow], { total: 1, has_more: false }));
  renderAdmin(`/admin/user?q=de&page=${page}`);
  expect(await within(await screen.findByRole('grid', { name: 'Users' })).findByRole('row', { name: /demo/ })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  expect(calls.map((c) => c.query)).toEqual([{ q: 'de', limit: '25' }]);
});

test("a user's page shows problems, plan, connection, teams, requests, mail and history", async () => {
  productApiDouble()
    .on('get', '/api/admin/user/{id}', adminUser);
  renderAdmin('/admin/user/3');
  expect(await screen.findByText(/Facebook session expired/)).toBeInTheDocument();
  const connection = screen.getByRole('region', { name: 'Facebook connection' });
  expect(connection).toHaveTextContent('Expired');
  expect(connection).toHaveTextContent('Dewi Lestari (100090000000001)');
  expect(screen.getByRole('region', { name: 'Teams' })).toHaveTextContent('Budi Agency (member; owner budi, plan Agency): budi, demo');
  expect(screen.getByRole('region', { name: 'Recent errors' })).toHaveTextContent('The rule “Stop-loss” failed: the ad account is disabled');
  expect(screen.getByRole('button', { name: 'Fulfil Agency' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Mail sent to this user' })).getByText('Reset your Sasar password')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Changed role by root (role: user → cs)');
  expect(await seriousViolations()).toEqual([]);
});

test('the admin changes the role and the plan, and a refusal is shown in words', async () => {
  let refuse = false;
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user/{id}', adminUser)
    .on('patch', '/api/admin/user/{id}', () => (refuse ? apiError(400, 'bad_request', 'You cannot change your own role (ask another administrator).') : { ...adminUser, role: 'cs' as const }));
  renderAdmin('/admin/user/3');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'cs');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Agency');
  await userEvent.clear(screen.getByLabelText('Plan expires (end of day, UTC)'));
  await userEvent.type(screen.getByLabelText('Plan expires (end of day, UTC)'), '2027-01-31');
  await userEvent.click(screen.getByRole('button', { name: 'Save role and plan' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'cs', subscription_package: 'Agency', subscription_expires_at: '2027-01-31T23:59:59Z' }));
  refuse = true;
  await userEvent.click(screen.getByRole('button', { name: 'Save role and plan' }));
  expect(await screen.findByText('You cannot change your own role (ask another administrator).')).toBeInTheDocument();
});

test('disabling asks first, then ends the sessions; the reset mail goes to the confirmed address', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/user/{id}', adminUser)
    .on('post', '/api/admin/user/{id}/disable', { ...adminUser, disabled_at: '2026-11-23T00:00:00Z' })
    .on('post', '/api/admin/user/{id}/password-reset', { sent_to: 'dewi@example.test' });
  renderAdmin('/admin/user/3');
  await userEvent.click(await screen.findByRole('button', { name: 'Disable login' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(/logged out on every device/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Disable login' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/user/3/disable')).toBe(true));
  await userEvent.click(screen.getByRole('button', { name: 'Send password-reset mail' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toContain('A password-reset link was mailed to dewi@example.test.'));
});

test('an admin cannot disable their own login or change their own role from the page', async () => {
  productApiDouble()
    .on('get', '/api/admin/user/{id}', adminUser);
  renderAdmin('/admin/user/3', { id: 3, login: 'demo', role: 'admin' });
  expect(await screen.findByRole('button', { name: 'Disable login' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
});

test('a user id that names no user (beyond PostgreSQL’s integers) says so without asking the server', async () => {
  const { requests: calls } = productApiDouble();
  renderAdmin('/admin/user/9999999999');
  expect(await screen.findByRole('heading', { name: 'No such user' })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a user that does not exist says so, with no Retry that cannot help', async () => {
  productApiDouble()
    .on('get', '/api/admin/user/{id}', apiError(404, 'not_found', 'No user with that id'));
  renderAdmin('/admin/user/999999');
  expect(await screen.findByRole('heading', { name: 'No such user' })).toBeInTheDocument();
  expect(screen.getByText('No user with that id')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/admin/user');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
