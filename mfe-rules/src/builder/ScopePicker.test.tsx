import { screen, within } from '@testing-library/react';
import { productApiDouble } from 'shared-graph/testing';
import { renderRules } from '../testing/renderRules';

jest.setTimeout(30_000);

const CAMPAIGNS = [
  { id: 'c1', name: 'Ramadan sale' },
  { id: 'c2', name: 'Evergreen' },
];
const ADSETS = [
  { id: 'a1', name: 'Broad 25-34', status: 'ACTIVE', effective_status: 'ACTIVE', campaign_id: 'c1' },
  { id: 'a2', name: 'Broad 25-34', status: 'ACTIVE', effective_status: 'ACTIVE', campaign_id: 'c2' },
];

test('same-named ad sets are told apart in the scope picker by their campaign', async () => {
  const api = productApiDouble().on('get', '/api/rules/templates', []);
  api.graph
    .on('GET', ':node/campaigns', ({ query }) => {
      const [filter] = JSON.parse(query.get('filtering') ?? '[]') as { field: string; value: unknown }[];
      return { data: CAMPAIGNS.filter((c) => !filter || (filter.value as string[]).includes(c.id)) };
    })
    .on('GET', ':node/adsets', { data: ADSETS });
  renderRules('/rules/create');
  const list = await screen.findByRole('list', { name: 'Matching ad sets' });
  expect(await within(list).findByText(/Campaign “Ramadan sale” · Active · ID a1/)).toBeInTheDocument();
  expect(within(list).getByText(/Campaign “Evergreen” · Active · ID a2/)).toBeInTheDocument();
});
