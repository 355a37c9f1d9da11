import { render, screen, within } from '@testing-library/react';
import { parseAsset } from 'shared-graph';
import { SasarThemeProvider } from 'shared-ui';
import { CompareTable, compareRows } from './CompareTable';
import type { AccountAssets } from './useAssetOverview';

const ranges = [
  { since: '2026-11-20', until: '2026-11-26' },
  { since: '2026-11-13', until: '2026-11-19' },
];

function campaign(id: string, name: string, now: Record<string, unknown> | null, before: Record<string, unknown> | null) {
  const data = [now && { ...now, date_start: ranges[0]!.since, date_stop: ranges[0]!.until }, before && { ...before, date_start: ranges[1]!.since, date_stop: ranges[1]!.until }].filter(Boolean);
  return parseAsset({ id, name, insights: { data } }, 'campaign', { timeRanges: ranges });
}

const ASSETS = [
  {
    account: { team: 0, id: 'act_1', name: 'Batik Lestari', currency: 'USD', timeZone: 'UTC' },
    levels: {
      campaign: [campaign('1', 'Clicking', { spend: '20', clicks: '10' }, { spend: '10', clicks: '4' }), campaign('2', 'No clicks yet', { spend: '15', clicks: '0' }, null)],
      adset: [],
      ad: [],
    },
  },
] as unknown as AccountAssets[];

test('a CPC with no clicks reads "—" with the reason (and no change), while its 0 still sorts', () => {
  render(
    <SasarThemeProvider>
      <CompareTable assets={ASSETS} metrics={['cpc']} />
    </SasarThemeProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'Compare campaigns' });
  expect(within(grid).getByRole('row', { name: /^Clicking/ })).toHaveTextContent('Clicking$2.00$2.50-20.0%');
  const empty = within(grid).getByRole('row', { name: /^No clicks yet/ });
  const [now, before] = within(empty).getAllByRole('button', { name: 'No value' });
  expect(now).toHaveAccessibleDescription('No clicks in this period, so no CPC (all)');
  expect(before).toHaveAccessibleDescription('No clicks in this period, so no CPC (all)');
  expect(empty).toHaveTextContent(/-$/);
  expect(empty).not.toHaveTextContent('$0.00');
  expect(compareRows(ASSETS, ['cpc']).map((r) => r.current.cpc)).toEqual([2, 0]);
});
