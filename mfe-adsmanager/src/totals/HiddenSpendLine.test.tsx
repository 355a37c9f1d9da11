import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphError, type GraphOperation } from 'shared-graph/testing';
import { adsServer, campaignRow } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

/** The account's campaigns as Meta lists them: deleted ones only when the status filter asks for them. */
function campaigns({ query }: GraphOperation) {
  const statuses = JSON.parse(query.get('effective_status') ?? '[]') as string[];
  const rows = [campaignRow('1', 'Batik sale'), campaignRow('2', 'Paused sale', { status: 'PAUSED', effective_status: 'PAUSED' })];
  if (statuses.includes('DELETED')) rows.push(campaignRow('3', 'Old sale', { status: 'DELETED', effective_status: 'DELETED' }));
  return { data: rows, paging: { cursors: { after: 'end' } } };
}

/** The list's campaigns, and what the hidden-spend read answers. */
function platform(hidden: object) {
  const api = adsServer();
  api.graph.on('GET', 'act_1/campaigns', campaigns).on('GET', 'act_1/insights', hidden);
  return api;
}

test('a deleted campaign that spent in the range gets a line with its spend and a button that includes it', async () => {
  const { requests: calls } = platform({ data: [{ campaign_id: '3', spend: '142100', date_start: '2026-11-01', date_stop: '2026-11-07' }] });
  renderAds('/adsmanager/act_1/campaigns');
  const note = await screen.findByRole('note', { name: 'Spend not in these totals' });
  expect(note).toHaveTextContent('IDR 142,100 was spent by 1 deleted or archived campaign in this period — not in these totals.');
  // The read asks for the spend of what the list leaves out, at the list's level, in its range.
  const read = calls.find((c) => c.url.pathname.endsWith('/act_1/insights'))!;
  expect(read.url.searchParams.get('level')).toBe('campaign');
  expect(JSON.parse(read.url.searchParams.get('filtering')!)).toEqual([{ field: 'campaign.effective_status', operator: 'IN', value: ['DELETED', 'ARCHIVED'] }]);

  await userEvent.click(within(note).getByRole('button', { name: 'Include deleted and archived' }));
  await screen.findByRole('link', { name: 'Old sale' });
  expect(screen.getByText('Totals of 3 campaigns (active, paused, deleted) · Last 7 Days')).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: 'Spend not in these totals' })).not.toBeInTheDocument();
});

test('the line follows the list’s filters and says nothing when the hidden objects spent nothing', async () => {
  const { requests: calls } = platform({ data: [{ campaign_id: '3', spend: '0', date_start: '2026-11-01', date_stop: '2026-11-07' }] });
  renderAds('/adsmanager/act_1/campaigns?status=archived&objective=OUTCOME_LEADS&q=sale');
  await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/act_1/insights'))).toBe(true));
  const read = calls.find((c) => c.url.pathname.endsWith('/act_1/insights'))!;
  expect(JSON.parse(read.url.searchParams.get('filtering')!)).toEqual([
    { field: 'campaign.effective_status', operator: 'IN', value: ['DELETED'] },
    { field: 'campaign.name', operator: 'CONTAIN', value: 'sale' },
    { field: 'campaign.objective', operator: 'IN', value: ['OUTCOME_LEADS', 'LEAD_GENERATION'] },
  ]);
  expect(screen.queryByRole('note', { name: 'Spend not in these totals' })).not.toBeInTheDocument();
});

test('the list stands when the hidden-spend read fails, without the line', async () => {
  platform(graphError({ message: 'An unknown error occurred', type: 'OAuthException', code: 1 }, 500));
  renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('link', { name: 'Batik sale' });
  expect(screen.queryByRole('note', { name: 'Spend not in these totals' })).not.toBeInTheDocument();
  expect(screen.getByText('Totals of 2 campaigns (active, paused) · Last 7 Days')).toBeInTheDocument();
});
