import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { template } from '../testing/fixtures';
import { renderAdmin, toasts } from '../testing/renderAdmin';
import { apiError, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const draft = { ...template, id: 6, name: 'Scale winners', category: 'Scaling', published: false, position: 1 };

test('the list shows every template with whether users see it, and links to each', async () => {
  productApiDouble()
    .on('get', '/api/admin/rule-templates', [template, draft]);
  renderAdmin('/admin/rule-template');
  const grid = await screen.findByRole('grid', { name: 'Rule templates' });
  const row = await within(grid).findByRole('row', { name: /Scale winners/ });
  expect(row).toHaveTextContent('Draft');
  expect(within(grid).getByRole('row', { name: /Stop expensive/ })).toHaveTextContent('Published');
  expect(within(row).getByRole('link', { name: 'Scale winners' })).toHaveAttribute('href', '/admin/rule-template/6');
  expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/rule-template/create');
  expect(await seriousViolations()).toEqual([]);
});

/** The first template field whose label matches, inside the condition, group or part named. */
const inPart = (name: string | RegExp) => within(screen.getByRole('group', { name }));

/** Puts text in an empty field as one paste (one input event): what is typed matters here, not each keystroke. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

test('create: a template with two conditions and a budget action, built with the users’ fields, reads as a sentence and is sent as the rule', async () => {
  let refuse = true;
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/rule-templates', [])
    .on('post', '/api/admin/rule-templates', ({ body }) => (refuse ? apiError(409, 'template_exists', 'A template with this name exists already. Choose another name.') : { ...template, ...(body as object), id: 9 }));
  renderAdmin('/admin/rule-template/create');
  await fill(await screen.findByRole('textbox', { name: /^Name(?! contains)/ }), 'Scale cheap purchases');
  await fill(screen.getByRole('combobox', { name: /Category/ }), 'Scaling');
  // Condition 1: cost per purchase over the last 3 days below 50,000.
  await userEvent.selectOptions(inPart('Condition 1').getByRole('combobox', { name: 'Comparison 1' }), 'lt');
  await fill(inPart('Condition 1').getByRole('textbox', { name: 'Value 1' }), '50000');
  // Condition 2: spend today at least 100,000.
  await userEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
  const second = inPart('Condition 2');
  await userEvent.selectOptions(second.getByRole('combobox', { name: 'Metric 2' }), 'spend');
  await userEvent.selectOptions(second.getByRole('combobox', { name: 'Over (condition 2)' }), 'today');
  await userEvent.selectOptions(second.getByRole('combobox', { name: 'Comparison 2' }), 'gte');
  await fill(second.getByRole('textbox', { name: 'Value 2' }), '100000');
  // Then: raise the daily budget by 20 %, at most 2,000,000.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'change_budget');
  await fill(screen.getByRole('textbox', { name: /Change \(negative lowers it\)/ }), '20');
  await fill(screen.getByRole('textbox', { name: /Highest value/ }), '2000000');
  await userEvent.click(screen.getByRole('checkbox', { name: /Published/ }));
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent(
    'Raise the daily budget by 20 % (not above 2000000) — active ad sets in the user’s ad account — when cost per purchase over the last 3 days is below 50,000 and amount spent today is at least 100,000, checked every hour.',
  );
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  expect(await screen.findByText('A template with this name exists already. Choose another name.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Name(?! contains)/ })).toHaveValue('Scale cheap purchases');

  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['“Scale cheap purchases” is saved and offered to users.']));
  expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
    name: 'Scale cheap purchases',
    category: 'Scaling',
    description: '',
    published: true,
    definition: {
      name: 'Scale cheap purchases',
      scope: { level: 'adset', statuses: ['ACTIVE'] },
      conditions: {
        match: 'all',
        items: [
          { metric: 'cost_per_purchase', window: 'last_3d', operator: 'lt', value: { value: 50000 } },
          { metric: 'spend', window: 'today', operator: 'gte', value: { value: 100000 } },
        ],
      },
      actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 20, floor: null, ceiling: 2000000 }],
      schedule: { kind: 'hourly' },
      cooldown_hours: 24,
      max_executions_per_object: null,
      enabled: true,
    },
  });
  expect(await screen.findByRole('grid', { name: 'Rule templates' })).toBeInTheDocument();
  // A long story of typing and choosing (and an axe run): it needs more than the file's 20 s on a busy machine.
}, 60_000);

test('missing name and category are named before anything is sent', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/rule-templates', []);
  renderAdmin('/admin/rule-template/create');
  await userEvent.click(await screen.findByRole('button', { name: 'Create template' }));
  expect(screen.getByText('Give the template a name.')).toBeInTheDocument();
  expect(screen.getByText('Choose or type a category.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test('the server’s refusal of a rule field shows beside that field, with the builder’s sentence, and what was typed stays', async () => {
  const message = 'A change of 0 changes nothing: enter an amount.';
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/rule-templates', [template])
    .on('get', '/api/admin/rule-templates/{id}', template)
    .on('patch', '/api/admin/rule-templates/{id}', apiError(400, 'bad_request', message, { field: '/definition/actions/0/amount' }));
  renderAdmin('/admin/rule-template/5');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Action' }), 'change_budget');
  const amount = screen.getByRole('textbox', { name: /Change \(negative lowers it\)/ });
  await userEvent.type(amount, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(amount).toHaveValue('0');
  expect(screen.queryByRole('alert', { name: message })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  expect(await seriousViolations()).toEqual([]);
});

test('every field the server refuses shows its message beside it at once, template and rule fields alike', async () => {
  const fields = [
    { field: '/category', message: 'The category can be at most 40 characters.' },
    { field: '/definition/actions/0/amount', message: 'A change of 0 changes nothing: enter an amount.' },
  ];
  productApiDouble()
    .on('get', '/api/admin/rule-templates', [template])
    .on('get', '/api/admin/rule-templates/{id}', template)
    .on('patch', '/api/admin/rule-templates/{id}', apiError(400, 'bad_request', fields[0]!.message, { field: '/category', fields }));
  renderAdmin('/admin/rule-template/5');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Action' }), 'change_budget');
  const amount = screen.getByRole('textbox', { name: /Change \(negative lowers it\)/ });
  await userEvent.type(amount, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(fields[1]!.message)));
  expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription(expect.stringContaining(fields[0]!.message));
  expect(screen.queryByRole('alert', { name: fields[0]!.message })).not.toBeInTheDocument();
});

test('setting orders the templates and publishes one', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/rule-templates', [template, draft])
    .on('put', '/api/admin/rule-templates/order', [draft, template])
    .on('patch', '/api/admin/rule-templates/{id}', { ...draft, published: true });
  renderAdmin('/admin/rule-template/setting');
  await userEvent.click(await screen.findByRole('button', { name: 'Move Scale winners up' }));
  const order = screen.getByRole('list', { name: 'Template order' });
  expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Scale winners');
  await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [6, 5] }));
  await userEvent.click(screen.getByRole('switch', { name: 'Publish Scale winners' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ published: true }));
});

test('a template id beyond PostgreSQL’s integers names no template, without asking the server', async () => {
  const { requests: calls } = productApiDouble();
  renderAdmin('/admin/rule-template/9999999999');
  expect(await screen.findByRole('heading', { name: 'No such template' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/admin/rule-template');
  expect(calls).toEqual([]);
});

test('a template that does not exist says so and leads back to the list, with no Retry that cannot help', async () => {
  productApiDouble()
    .on('get', '/api/admin/rule-templates/{id}', apiError(404, 'not_found', 'No such rule template'));
  renderAdmin('/admin/rule-template/999999');
  expect(await screen.findByRole('heading', { name: 'No such template' })).toBeInTheDocument();
  expect(screen.getByText('No such rule template')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/admin/rule-template');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('the list shows what users see: the built-in templates, then the published ones, even with none of the admin’s own', async () => {
  productApiDouble()
    .on('get', '/api/admin/rule-templates', []);
  const first = renderAdmin('/admin/rule-template');
  const offered = await screen.findByRole('list', { name: 'Templates users see' });
  expect(within(offered).getAllByRole('listitem')).toHaveLength(4);
  expect(within(offered).getByRole('heading', { name: 'Stop-loss on cost per purchase' })).toBeInTheDocument();
  expect(screen.getByText(/No templates of your own yet: users see the built-in ones above/)).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
  first.unmount();

  productApiDouble()
    .on('get', '/api/admin/rule-templates', [template, draft]);
  renderAdmin('/admin/rule-template');
  const withPublished = await screen.findByRole('list', { name: 'Templates users see' });
  const names = within(withPublished).getAllByRole('heading').map((h) => h.textContent);
  expect(names).toHaveLength(5);
  expect(names.at(-1)).toBe(template.name);
  expect(names).not.toContain('Scale winners');
});
