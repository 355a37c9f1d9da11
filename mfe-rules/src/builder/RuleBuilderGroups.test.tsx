import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleRuleDefinition } from 'shared-graph/rules';
import { apiError, productApiDouble } from 'shared-graph/testing';
import type { Rule } from '../api/rulesApi';
import { seriousViolations } from '../testing/axe';
import { ACCOUNT, renderRules } from '../testing/renderRules';

jest.setTimeout(90_000);
afterEach(() => jest.restoreAllMocks());

const ADSETS = [
  { id: '120238731057265489', name: 'Wanita 25-44 | Fashion', status: 'ACTIVE', effective_status: 'ACTIVE' },
  { id: '120234142964308451', name: 'Broad | Batik', status: 'ACTIVE', effective_status: 'ACTIVE' },
  { id: '120287196071987797', name: 'Batik Cost Cap', status: 'PAUSED', effective_status: 'PAUSED' },
];

/** The product API, and the account's ad sets as the graph answers the picker: `filtering` on the name (CONTAIN) or the ids (IN). */
function platform() {
  const api = productApiDouble();
  api.graph.on('GET', ':node/adsets', ({ query }) => {
    const [filter] = JSON.parse(query.get('filtering') ?? '[]') as { field: string; operator: string; value: unknown }[];
    const data = ADSETS.filter((a) =>
      !filter ? true : filter.field === 'name' ? a.name.toLowerCase().includes(String(filter.value).toLowerCase()) : (filter.value as string[]).includes(a.id),
    );
    return { data };
  });
  // The chosen ad sets' campaigns, for their names: none here.
  api.graph.on('GET', ':node/campaigns', { data: [] });
  return api;
}

const savedRule = (overrides: Partial<Rule> = {}): Rule => ({
  ...sampleRuleDefinition({
    name: 'Watch Wanita',
    scope: { level: 'adset', ids: ['120238731057265489'] },
    conditions: {
      match: 'all',
      items: [
        { metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 100_000 } },
        { match: 'any', conditions: [
          { metric: 'ctr', window: 'last_7d', operator: 'lt', value: { value: 0.8 } },
          { metric: 'frequency', window: 'last_7d', operator: 'gt', value: { value: 4 } },
        ] },
      ],
    },
  }),
  id: 12, team_id: 0, created_by: 1, account_id: ACCOUNT.id, disabled_reason: null, next_run_at: null, last_run: null, created_at: '', updated_at: '',
  ...overrides,
});

test('a nested any-group is added and filled in; the sentence reads it in brackets and the server gets it in order', async () => {
  const { requests: calls } = platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules', savedRule({ name: 'Stop-loss on cost per purchase' }))
    .on('get', '/api/rules/{id}', savedRule());
  renderRules('/rules/create?template=stop-loss-cpa');
  await userEvent.click(await screen.findByRole('button', { name: 'Add a group (all / any)' }));
  const group = screen.getByRole('group', { name: 'Group 3' });
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'In group 3, conditions that must hold' }), 'any');
  await userEvent.type(within(group).getByRole('textbox', { name: 'Value 3.1' }), '200000');
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Metric 3.2' }), 'frequency');
  await userEvent.type(within(group).getByRole('textbox', { name: 'Value 3.2' }), '4');
  // A third condition in the group compares a metric with another metric.
  await userEvent.click(within(group).getByRole('button', { name: 'Add a condition to group 3' }));
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Metric 3.3' }), 'spend');
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Compare with (condition 3.3)' }), 'metric');
  await userEvent.clear(within(group).getByRole('textbox', { name: 'Factor 3.3' }));
  await userEvent.type(within(group).getByRole('textbox', { name: 'Factor 3.3' }), '0.5');
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: '× metric (condition 3.3)' }), 'daily_budget');

  expect(screen.getByTestId('rule-sentence')).toHaveTextContent(
    'Pause and notify me — active ad sets in Batik Lestari ID — when amount spent over the last 3 days is above its daily budget and cost per purchase over the last 3 days is above 1.3 × its cost per purchase over the last 30 days and (cost per purchase over the last 3 days is above IDR 200,000 or frequency over the last 7 days is above 4 or amount spent over the last 3 days is above 0.5 × its daily budget), checked every hour.',
  );
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/rules')).toBe(true));
  expect(calls.find((c) => c.path === '/api/rules')!.body).toMatchObject({
    conditions: {
      match: 'all',
      items: [
        { metric: 'spend' },
        { metric: 'cost_per_purchase' },
        { match: 'any', conditions: [
          { metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', value: { value: 200000 } },
          { metric: 'frequency', operator: 'gt', value: { value: 4 } },
          { metric: 'spend', operator: 'gt', value: { factor: 0.5, metric: 'daily_budget' } },
        ] },
      ],
    },
  });
});

test('a saved rule’s group is edited in place; the server’s error inside it shows beside that field; a group can be removed', async () => {
  let refuse = true;
  const { requests: calls } = platform()
    .on('get', '/api/rules/templates', [])
    .on('get', '/api/rules/{id}', savedRule())
    .on('put', '/api/rules/{id}', () =>
      refuse
        ? apiError(400, 'bad_request', 'Enter the value to compare with.', { field: '/conditions/items/1/conditions/1/value/value' })
        : savedRule());
  renderRules('/rules/create?edit=12');
  const group = await screen.findByRole('group', { name: 'Group 2' });
  expect(within(group).getByRole('combobox', { name: 'In group 2, conditions that must hold' })).toHaveValue('any');
  expect(within(group).getByRole('textbox', { name: 'Value 2.1' })).toHaveValue('0.8');
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('when amount spent over the last 3 days is above IDR 100,000 and (ctr (all) over the last 7 days is below 0.80 or frequency over the last 7 days is above 4), checked every hour.');

  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'In group 2, conditions that must hold' }), 'all');
  await userEvent.clear(within(group).getByRole('textbox', { name: 'Value 2.2' }));
  await userEvent.type(within(group).getByRole('textbox', { name: 'Value 2.2' }), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await within(group).findByText('Enter the value to compare with.')).toBeInTheDocument();
  expect(within(group).getByRole('textbox', { name: 'Value 2.2' })).toHaveAttribute('aria-invalid', 'true');
  expect(within(group).getByRole('textbox', { name: 'Value 2.2' })).toHaveValue('x');
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('(ctr (all) over the last 7 days is below 0.80 and frequency over the last 7 days is above …)');

  // One condition left in the group reads without brackets; then the group goes.
  await userEvent.click(within(group).getByRole('button', { name: 'Remove condition 2.2' }));
  expect(within(group).queryByRole('button', { name: /Remove condition 2\./ })).not.toBeInTheDocument();
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('when amount spent over the last 3 days is above IDR 100,000 and ctr (all) over the last 7 days is below 0.80,');
  await userEvent.click(within(group).getByRole('button', { name: 'Remove group 2' }));
  expect(screen.queryByRole('group', { name: 'Group 2' })).not.toBeInTheDocument();
  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
  expect((calls.filter((c) => c.method === 'PUT').at(-1)!.body as { conditions: unknown }).conditions).toEqual({
    match: 'all',
    items: [{ metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 100000 } }],
  });
});

test('chosen objects: the picker searches the account’s ad sets, a choice becomes a chip, a chip is removed by keyboard', async () => {
  const { requests: calls, graph } = platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules', savedRule({ name: 'x' }))
    .on('get', '/api/rules/{id}', savedRule());
  renderRules('/rules/create?template=stop-loss-cpa');
  const picker = await screen.findByRole('group', { name: 'Only these ad sets' });
  expect(await within(picker).findByRole('checkbox', { name: /Batik Cost Cap/ })).toBeInTheDocument();
  expect(graph.operations.every((op) => op.path === `${ACCOUNT.id}/adsets`)).toBe(true);

  await userEvent.type(within(picker).getByRole('searchbox', { name: 'Find ad sets by name' }), 'wanita');
  await waitFor(() => expect(within(picker).getAllByRole('checkbox')).toHaveLength(1));
  const wanita = within(picker).getByRole('checkbox', { name: /Wanita 25-44 \| Fashion/ });
  wanita.focus();
  await userEvent.keyboard(' ');
  expect(within(within(picker).getByRole('list', { name: 'Chosen ad sets' })).getByText('Wanita 25-44 | Fashion')).toBeInTheDocument();
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('— active ad sets (1 chosen) in Batik Lestari ID —');

  await userEvent.clear(within(picker).getByRole('searchbox', { name: 'Find ad sets by name' }));
  await userEvent.type(within(picker).getByRole('searchbox', { name: 'Find ad sets by name' }), 'batik');
  await userEvent.click(await within(picker).findByRole('checkbox', { name: /Broad \| Batik/ }));
  expect(await seriousViolations()).toEqual([]);

  within(picker).getByRole('button', { name: 'Remove Wanita 25-44 | Fashion' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(within(picker).queryByRole('button', { name: 'Remove Wanita 25-44 | Fashion' })).not.toBeInTheDocument();

  // Another level: the choice (ad set ids) no longer applies; back to ad sets and choose again.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Objects' }), 'campaign');
  expect(screen.getByRole('group', { name: 'Only these campaigns' })).toHaveTextContent('None chosen');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Objects' }), 'adset');
  await userEvent.click(await screen.findByRole('checkbox', { name: /Broad \| Batik/ }));

  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/rules')).toBe(true));
  expect(calls.find((c) => c.path === '/api/rules')!.body).toMatchObject({ scope: { level: 'adset', ids: ['120234142964308451'] } });
});

test('a saved rule’s chosen ids show by name once the graph has named them', async () => {
  platform()
    .on('get', '/api/rules/templates', [])
    .on('get', '/api/rules/{id}', savedRule());
  renderRules('/rules/create?edit=12');
  const chips = await screen.findByRole('list', { name: 'Chosen ad sets' });
  expect(await within(chips).findByText('Wanita 25-44 | Fashion')).toBeInTheDocument();
});
