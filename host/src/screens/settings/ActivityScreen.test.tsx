import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, userAtom, type User } from 'shared-graph/host';
import { apiPage, productApiDouble } from 'shared-graph/testing';
import { renderAt } from '../../testing/renderShell';
import type { ActivityRecord } from './activityApi';
import { ActivityScreen } from './ActivityScreen';

const record = (id: number, name: string): ActivityRecord => ({
  id,
  team_id: 4,
  account_id: 'act_1',
  user: { id: 2, name: 'demo' },
  activity: { object_id: String(id), object_type: 'campaign', object_name: name, campaign_name: null, adset_name: null, original: { daily_budget: 100 }, changes: { daily_budget: 150 } },
  rule: null,
  batch_id: null,
  batch_size: 1,
  undoes_activity_id: null,
  undo_refusal: null,
  undone: null,
  created_at: '2025-07-01T10:00:00Z',
});

/** The log's one page of `rows`. */
const activityLog = (rows: ActivityRecord[]) => productApiDouble().on('get', '/api/user/team/{teamId}/activity', apiPage(rows));

jest.setTimeout(20_000);

beforeEach(() => {
  sessionStore.set(userAtom, {
    id: 2,
    login: 'demo',
    ad_accounts: [],
    teams: [
      { id: 0, name: "demo's team", created_by: 2, package: 'Pro', users: [{ id: 2, name: 'demo' }] },
      { id: 4, name: 'Budi Agency', created_by: 1, package: 'Agency', users: [{ id: 1, name: 'budi' }, { id: 2, name: 'demo' }] },
    ],
  } as unknown as User);
});

test('lists the team log, filters by team, member and object, and pages with has_more', async () => {
  const api = productApiDouble().on('get', '/api/user/team/{teamId}/activity', ({ query }) => {
    const page = Number(query.page);
    return query.object_type === 'ad' ? apiPage([]) : apiPage([record(page, `Campaign p${page}`)], { has_more: page === 1 });
  });
  const lastRead = () => api.requestsTo('get', '/api/user/team/{teamId}/activity').at(-1)!;
  renderAt(<ActivityScreen />, '/setting/activity');
  expect(await screen.findByText('campaign · Campaign p1')).toBeInTheDocument();
  expect(lastRead().path).toBe('/api/user/team/0/activity');

  await userEvent.selectOptions(screen.getByLabelText('Team', { selector: 'select' }), 'Budi Agency');
  await userEvent.selectOptions(screen.getByLabelText('Member'), 'budi');
  await waitFor(() => expect(lastRead().query).toEqual({ page: '1', member: '1' }));
  expect(lastRead().params.teamId).toBe('4');
  expect(within(await screen.findByRole('table', { name: 'Activity' })).getByText('daily_budget: 100 → 150')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('campaign · Campaign p2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByLabelText('Object'), 'ad');
  expect(await screen.findByText('No activity')).toBeInTheDocument();
  expect(lastRead().query).toEqual({ page: '1', member: '1', object_type: 'ad' });
});

test('a change a rule made names the rule, links where the server says (the run that made it) and says for whom', async () => {
  const byRule: ActivityRecord = { ...record(7, 'Wanita 25-44'), activity: { object_id: '7', object_type: 'adset', object_name: 'Wanita 25-44', campaign_name: 'Koleksi Baru | Sales', adset_name: null, original: { status: 'ACTIVE' }, changes: { status: 'PAUSED' } } };
  const rows = [
    { ...byRule, rule: { id: 12, name: 'Stop Wanita', run_id: 345, link: '/rules/12/history?run=345' } },
    { ...byRule, id: 8, rule: { id: null, name: 'Old rule', run_id: null, link: null } },
    record(9, 'By hand'),
  ];
  activityLog(rows);
  renderAt(<ActivityScreen />, '/setting/activity');
  const table = await screen.findByRole('table', { name: 'Activity' });
  const [, first, second, third] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('link', { name: 'Rule “Stop Wanita”' })).toHaveAttribute('href', '/rules/12/history?run=345');
  expect(first).toHaveTextContent('for demo');
  expect(first).toHaveTextContent('status: ACTIVE → PAUSED');
  expect(second).toHaveTextContent('Rule “Old rule” (deleted)');
  expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
  expect(third).not.toHaveTextContent('Rule');
  expect(within(third!).getAllByRole('cell')[1]).toHaveTextContent(/^demo$/);
  // Same-named ad sets are told apart by their campaign; an object without parents names none.
  expect(within(first!).getAllByRole('cell')[2]).toHaveTextContent('adset · Wanita 25-44in campaign Koleksi Baru | Sales');
  expect(within(third!).getAllByRole('cell')[2]).toHaveTextContent(/^campaign · By hand$/);
});

test('Undo takes back one change or its whole bulk change and names each object’s result; undone and refused entries say so', async () => {
  const base: ActivityRecord = { ...record(21, 'Wanita 25-44'), activity: { ...record(21, 'Wanita 25-44').activity, object_type: 'adset', original: { daily_budget: '370000' }, changes: { daily_budget: '407000' } } };
  const rows: ActivityRecord[] = [
    { ...base, batch_id: 'b1', batch_size: 2 },
    { ...base, id: 22, activity: { ...base.activity, object_name: 'Broad' }, batch_id: 'b1', batch_size: 2, undo_refusal: 'A deleted object cannot be brought back: Meta does not undo a delete.' },
    {
      ...base,
      id: 23,
      activity: { ...base.activity, object_name: 'Retargeting' },
      batch_id: 'b0',
      undone: { user: { id: 2, name: 'demo' }, at: '2025-07-01T11:00:00Z', result: { activity_id: 23, object_id: '23', object_type: 'adset', object_name: 'Retargeting', result: 'restored', message: 'Status back to active.', earlier: false } },
    },
  ];
  const results = [
    { activity_id: 21, object_id: '21', object_type: 'adset', object_name: 'Wanita 25-44', result: 'restored' as const, message: 'Daily budget back to IDR 370,000.', earlier: false },
    { activity_id: 22, object_id: '22', object_type: 'adset', object_name: 'Broad', result: 'conflict' as const, message: 'Daily budget is now IDR 300,000, not the IDR 407,000 this change set: left as it is.', earlier: false },
  ];
  const api = activityLog(rows)
    .on('post', '/api/user/team/{teamId}/activity/batches/{batchId}/undo', { batch_id: 'u1', results })
    .on('post', '/api/user/team/{teamId}/activity/{id}/undo', { batch_id: 'u2', results: [results[0]!] });
  const posted = () => api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
  renderAt(<ActivityScreen />, '/setting/activity');
  const table = await screen.findByRole('table', { name: 'Activity' });
  const [, first, second, third] = within(table).getAllByRole('row');
  expect(second).toHaveTextContent('A deleted object cannot be brought back: Meta does not undo a delete.');
  expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  expect(third).toHaveTextContent('Undone by demo at');
  expect(third).toHaveTextContent('Restored: Status back to active.');

  await userEvent.click(within(first!).getByRole('button', { name: 'Undo all 2 changes of the bulk change with daily budget on Wanita 25-44' }));
  expect(posted()).toEqual(['/api/user/team/4/activity/batches/b1/undo']);
  const report = await screen.findByText(/Undo finished for 2 objects/);
  expect(report).toHaveTextContent('Wanita 25-44 — Restored: Daily budget back to IDR 370,000.');
  expect(report).toHaveTextContent('Broad — Left as it is: Daily budget is now IDR 300,000, not the IDR 407,000 this change set: left as it is.');

  await userEvent.click(within(first!).getByRole('button', { name: 'Undo daily budget on Wanita 25-44' }));
  await waitFor(() => expect(posted().at(-1)).toBe('/api/user/team/4/activity/21/undo'));
});

test('the log says an audience, label, bid, schedule change and a copy in words, with the names the record holds', async () => {
  const adset = (id: number, original: object, changes: object, names: Partial<Record<'campaign_name' | 'adset_name', string>> = {}): ActivityRecord => ({
    ...record(id, 'Winners'),
    account_id: 'act_9',
    batch_id: `b${id}`,
    activity: { object_id: String(id), object_type: 'adset', object_name: 'Winners', campaign_name: null, adset_name: null, ...names, original, changes },
  });
  const rows = [
    adset(
      31,
      { targeting: { age_min: 25, age_max: 44, geo_locations: { cities: [{ key: '1', name: 'Jakarta' }] } }, adlabels: [{ id: 'L1', name: 'Test' }] },
      { targeting: JSON.stringify({ age_min: 18, age_max: 65, geo_locations: { cities: [{ key: '1' }, { key: '2', name: 'Bandung' }] } }), adlabels: JSON.stringify([{ id: 'L2', name: 'Winter' }]) },
    ),
    adset(32, { bid_strategy: 'LOWEST_COST_WITHOUT_CAP' }, { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: '250', end_time: '2026-12-31T23:59:00+0700' }),
    adset(33, { copy_of: '32', copy_number: 1 }, { copies: { campaign_id: '77', status_option: 'PAUSED', deep_copy: 'true', rename_options: JSON.stringify({ rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' – copy' }) }, async_session_id: '555' }, { campaign_name: 'Summer sale' }),
  ];
  sessionStore.set(userAtom, { ...sessionStore.get(userAtom)!, ad_accounts: [{ id: 'act_9', currency: 'USD' }] } as unknown as User);
  activityLog(rows);
  renderAt(<ActivityScreen />, '/setting/activity');
  const table = await screen.findByRole('table', { name: 'Activity' });
  const [, audience, bid, copy] = within(table).getAllByRole('row');
  const change = (row: HTMLElement) => within(row).getAllByRole('cell')[4]!;
  expect(change(audience!)).toHaveTextContent('Audience: ages 25–44 → 18–65; locations Jakarta → Jakarta, Bandung; Labels: +Winter, −Test');
  expect(change(bid!)).toHaveTextContent(/^Bid strategy: Highest volume → Bid cap \(\$2\.50\); Schedule: ends 31 Dec 2026, 23:59$/);
  expect(change(copy!)).toHaveTextContent('Copied into campaign “Summer sale” as “Winners – copy” (paused, with its ads)');
  expect(table).not.toHaveTextContent(/[{}]|targeting|adlabels|campaign_id/);
  expect(within(audience!).getByRole('button', { name: 'Undo audience, labels on Winners' })).toBeInTheDocument();
  expect(within(copy!).getByRole('button', { name: 'Undo copy on Winners' })).toBeInTheDocument();
});
