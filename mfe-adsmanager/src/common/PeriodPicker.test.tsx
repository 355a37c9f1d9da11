// The ads manager's period across its screens: a custom range and a comparison kept in the URL, asked of the
// platform, and carried list → detail → timeline → back.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphOperation, RecordedRequest } from 'shared-graph/testing';
import { adsetRow, adsServer, campaignRow, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const NOW = { spend: '300000', impressions: '10000' };
const BEFORE = { spend: '200000', impressions: '9000' };

const rangesOf = (call: RecordedRequest | GraphOperation) => JSON.parse(/time_ranges\((\[.*?\])\)/.exec(call.url.searchParams.get('fields') ?? '')?.[1] ?? '[]') as Array<{ since: string; until: string }>;

/** A campaign with its insights for the ranges asked, its ad set, and its daily insights. */
function platform() {
  const api = adsServer();
  api.graph
    .on('GET', 'act_1/campaigns', (call) => {
      const ranges = rangesOf(call);
      // One range asked (nothing compared): one row.
      const insights = ranges.length < 2 ? { data: [{ ...NOW, date_start: ranges[0]!.since, date_stop: ranges[0]!.until }] } : twoRanges(call, NOW, BEFORE);
      return { data: [{ ...campaignRow('1', 'Batik sale'), insights }], paging: { cursors: { after: 'end' } } };
    })
    .on('GET', '1', campaignRow('1', 'Batik sale'))
    .on('GET', '1/adsets', (call) => ({ data: [{ ...adsetRow('11', 'Jakarta women'), insights: twoRanges(call, NOW, BEFORE) }], paging: {} }))
    .on('GET', '1/insights', ({ query }) => {
      const range = JSON.parse(query.get('time_range') ?? 'null') as { since: string } | null;
      return { data: range ? [{ ...NOW, date_start: range.since, date_stop: range.since }] : [] };
    });
  return api;
}

const campaignsCall = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname.endsWith('/act_1/campaigns')).at(-1)!;

/** The campaign's row, awaited by its name as text (cheap to poll while the list loads), then found by its link. */
async function campaignLink(name = 'Batik sale') {
  await screen.findAllByText(name);
  return screen.getByRole('link', { name });
}

/** The date range button (its dialog closed): looked for among the buttons that expand something. */
const periodButton = (name: string | RegExp) => screen.getByRole('button', { name, expanded: false });

/** Opens the date range dialog and gives it. */
async function openPeriod(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Date range:/) {
  await user.click(periodButton(name));
  return within(screen.getByRole('dialog', { name: 'Date range' }));
}

/** Replaces a date field's text in one input, as a paste does (the dates are checked on Apply, not per key). */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

test('a custom range in the URL is what the list asks for, beside the previous period of the same length', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/campaigns?date=custom&since=2026-10-01&until=2026-10-31');
  const link = await campaignLink();
  expect(rangesOf(campaignsCall(calls))).toEqual([
    { since: '2026-10-01', until: '2026-10-31' },
    { since: '2026-08-31', until: '2026-09-30' },
  ]);
  expect(periodButton('Date range: 1 Oct – 31 Oct 2026')).toBeInTheDocument();
  expect(screen.getByText('compared with 31 Aug – 30 Sept 2026 (previous period)')).toBeInTheDocument();
  // +50 % spend against the previous period.
  expect(within(link.closest('[role="row"]') as HTMLElement).getByText('▲50.0%')).toBeInTheDocument();
});

test('comparing with nothing asks for one range and shows no change; a chosen period is asked for instead of the previous one', async () => {
  const { requests: calls } = platform();
  const { router } = renderAds('/adsmanager/act_1/campaigns?date=custom&since=2026-10-01&until=2026-10-31&compare=none');
  const row = (await campaignLink()).closest('[role="row"]') as HTMLElement;
  expect(rangesOf(campaignsCall(calls))).toEqual([{ since: '2026-10-01', until: '2026-10-31' }]);
  expect(within(row).queryByText(/[▲▼]/)).not.toBeInTheDocument();
  expect(screen.getByText('not compared')).toBeInTheDocument();

  const user = userEvent.setup();
  const dialog = await openPeriod(user);
  await user.click(dialog.getByRole('radio', { name: 'A period I choose' }));
  await retype(user, dialog.getByLabelText('Comparison start'), '2025-10-01');
  await retype(user, dialog.getByLabelText('Comparison end'), '2025-10-31');
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(router.state.location.search).toBe('?date=custom&since=2026-10-01&until=2026-10-31&compare=custom&csince=2025-10-01&cuntil=2025-10-31'));
  await waitFor(() => expect(rangesOf(campaignsCall(calls))).toEqual([{ since: '2026-10-01', until: '2026-10-31' }, { since: '2025-10-01', until: '2025-10-31' }]));
  expect(screen.getByText('compared with 1 Oct – 31 Oct 2025')).toBeInTheDocument();
});

test('a range typed on the list goes into the URL as a new history entry; an impossible one is refused and changes nothing', async () => {
  const { requests: calls } = platform();
  const { router } = renderAds('/adsmanager/act_1/campaigns?date=last_30d');
  await campaignLink();
  const user = userEvent.setup();
  const dialog = await openPeriod(user, /^Date range: Last 30 Days/);
  await user.click(dialog.getByRole('radio', { name: 'Custom range' }));
  await retype(user, dialog.getByLabelText('Start date'), '2026-09-31');
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('2026-09-31 is not a day on the calendar: check the month and the day.');
  expect(router.state.location.search).toBe('?date=last_30d');

  await retype(user, dialog.getByLabelText('Start date'), '2026-09-01');
  await retype(user, dialog.getByLabelText('End date'), '2026-09-30');
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(router.state.location.search).toBe('?date=custom&since=2026-09-01&until=2026-09-30'));
  expect(router.state.historyAction).toBe('PUSH');
  await waitFor(() => expect(rangesOf(campaignsCall(calls))[0]).toEqual({ since: '2026-09-01', until: '2026-09-30' }));
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).toBe('?date=last_30d'));
});

test('opening a campaign keeps the whole query: its tabs, its way back and its daily performance keep the range', async () => {
  const { requests: calls } = platform();
  const query = '?date=custom&since=2026-10-01&until=2026-10-31&compare=none&status=active';
  const { router } = renderAds(`/adsmanager/act_1/campaigns${query}`);
  const user = userEvent.setup();
  await user.click(await campaignLink());
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/campaigns/1'));
  expect(router.state.location.search).toBe(query);
  expect(await screen.findByRole('heading', { name: 'Batik sale', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Campaigns' })).toHaveAttribute('href', `/adsmanager/act_1/campaigns${query}`);
  expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', `/adsmanager/act_1/campaigns/1/insights${query}`);
  const daily = new URL(screen.getByRole('link', { name: 'Daily performance' }).getAttribute('href')!, 'http://x');
  expect(Object.fromEntries(daily.searchParams)).toMatchObject({ date: 'custom', since: '2026-10-01', until: '2026-10-31', compare: 'none', account: 'act_1', level: 'campaign' });

  await user.click(screen.getByRole('link', { name: 'Ad sets' }));
  expect(await screen.findByRole('link', { name: 'Jakarta women' })).toHaveAttribute('href', `/adsmanager/act_1/adsets/11${query}`);
  expect(rangesOf(calls.filter((c) => c.url.pathname.endsWith('/1/adsets')).at(-1)!)).toEqual([{ since: '2026-10-01', until: '2026-10-31' }]);
  expect(periodButton('Date range: 1 Oct – 31 Oct 2026')).toBeInTheDocument();
});

test('the timeline follows the comparison: a chosen period is read beside the range, and the way back keeps the period', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/timeline/1?account=act_1&level=campaign&preset=sales&date=custom&since=2026-10-01&until=2026-10-07&compare=custom&csince=2025-10-01&cuntil=2025-10-07');
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getByText('Compared period (2025-10-01 – 2025-10-07)')).toBeInTheDocument();
  const asked = calls.filter((c) => c.url.pathname.endsWith('/1/insights')).map((c) => JSON.parse(c.url.searchParams.get('time_range')!));
  expect(asked).toEqual(expect.arrayContaining([{ since: '2026-10-01', until: '2026-10-07' }, { since: '2025-10-01', until: '2025-10-07' }]));
  expect(screen.getByRole('link', { name: '← Batik sale' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns/1?date=custom&since=2026-10-01&until=2026-10-07&compare=custom&csince=2025-10-01&cuntil=2025-10-07');
});

test('the timeline compared with nothing draws the range alone and has no previous-period row', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/timeline/1?account=act_1&level=campaign&preset=sales&date=custom&since=2026-10-01&until=2026-10-07&compare=none');
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 1);
  expect(within(table).queryByText('Previous period')).not.toBeInTheDocument();
  expect(screen.getByText(/2026-10-01 – 2026-10-07, not compared/)).toBeInTheDocument();
  expect(calls.filter((c) => c.url.pathname.endsWith('/1/insights') && c.url.searchParams.has('time_range'))).toHaveLength(1);
});
