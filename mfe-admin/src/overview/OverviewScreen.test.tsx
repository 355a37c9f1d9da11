import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { auditRecord, figures } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { apiError, apiPage, productApiDouble } from 'shared-graph/testing';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());

const tile = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;

test('shows the figures with links into the lists, rule runs with failures, and the audit log', async () => {
  productApiDouble()
    .on('get', '/api/admin/overview', figures)
    .on('get', '/api/admin/audit', apiPage([auditRecord], { has_more: false }));
  renderAdmin('/admin');
  expect(within(await tile('Users')).getByText('1,234')).toBeInTheDocument();
  expect(within(await tile('Connected accounts')).getByRole('link', { name: '12 expired' })).toHaveAttribute('href', '/admin/user?connection=expired');
  expect(within(await tile('Active subscriptions')).getByRole('link', { name: 'Pro 80' })).toHaveAttribute('href', '/admin/user?package=Pro');
  expect(within(await tile('Rules')).getByText('12 on · 230 runs in 24 h, 3 with failures')).toBeInTheDocument();
  expect(within(await tile('Pending requests')).getByText('3 upgrades · 1 deletions')).toBeInTheDocument();
  const log = screen.getByRole('grid', { name: 'Audit log' });
  const row = await within(log).findByRole('row', { name: /Changed role/ });
  expect(row).toHaveTextContent('root (admin)');
  expect(row).toHaveTextContent('role: user → cs');
  expect(within(row).getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/admin/user/3');
  expect(await seriousViolations()).toEqual([]);
});

test('a failed load says so with Retry, and the retry shows the figures', async () => {
  let fail = true;
  productApiDouble()
    .on('get', '/api/admin/overview', () => (fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : figures))
    .on('get', '/api/admin/audit', apiPage([], { has_more: false }));
  renderAdmin('/admin/overview');
  expect(await screen.findByText('Something went wrong on our side. Please try again.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(within(await tile('Teams')).getByText('45')).toBeInTheDocument();
});
