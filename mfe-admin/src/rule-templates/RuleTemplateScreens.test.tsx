import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-graph';
import { seriousViolations } from '../testing/axe';
import { template } from '../testing/fixtures';
import { renderAdmin, toasts } from '../testing/renderAdmin';
import { stubApi } from 'shared-graph/testing';
import { STARTER_DEFINITION } from './templateForm';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const draft = { ...template, id: 6, name: 'Scale winners', category: 'Scaling', published: false, position: 1 };

test('the list shows every template with whether users see it, and links to each', async () => {
  stubApi({ 'GET admin/rule-templates': [template, draft] });
  renderAdmin('/admin/rule-template');
  const grid = await screen.findByRole('grid', { name: 'Rule templates' });
  const row = await within(grid).findByRole('row', { name: /Scale winners/ });
  expect(row).toHaveTextContent('Draft');
  expect(within(grid).getByRole('row', { name: /Stop expensive/ })).toHaveTextContent('Published');
  expect(within(row).getByRole('link', { name: 'Scale winners' })).toHaveAttribute('href', '/admin/rule-template/6');
  expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/rule-template/create');
  expect(await seriousViolations()).toEqual([]);
});

test('create sends the template with the starter rule; the server’s sentence is shown and the form kept', async () => {
  let refuse = true;
  const calls = stubApi({
    'GET admin/rule-templates': [],
    'POST admin/rule-templates': (body: unknown) => (refuse ? new ApiError(409, 'template_exists', 'A template with this name exists already. Choose another name.') : { ...template, ...(body as object), id: 9 }),
  });
  renderAdmin('/admin/rule-template/create');
  await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Night pause');
  await userEvent.type(screen.getByRole('combobox', { name: /Category/ }), 'Pausing');
  await userEvent.click(screen.getByRole('checkbox', { name: /Published/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  expect(await screen.findByText('A template with this name exists already. Choose another name.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Night pause');

  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['“Night pause” is saved and offered to users.']));
  expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
    name: 'Night pause',
    category: 'Pausing',
    description: '',
    definition: STARTER_DEFINITION,
    published: true,
  });
  expect(await screen.findByRole('grid', { name: 'Rule templates' })).toBeInTheDocument();
});

test('a rule that is not JSON, or missing fields, are named before anything is sent', async () => {
  const calls = stubApi({ 'GET admin/rule-templates': [] });
  renderAdmin('/admin/rule-template/create');
  const definition = await screen.findByRole('textbox', { name: /Rule definition/ });
  await userEvent.clear(definition);
  await userEvent.type(definition, 'pause everything');
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  expect(screen.getByText('Give the template a name.')).toBeInTheDocument();
  expect(screen.getByText('Choose or type a category.')).toBeInTheDocument();
  expect(screen.getByText(/not valid JSON/)).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test(':id edits a template and deletes it after confirming', async () => {
  const calls = stubApi({
    'GET admin/rule-templates': [template],
    'GET admin/rule-templates/5': template,
    'PATCH admin/rule-templates/5': (body: unknown) => ({ ...template, ...(body as object) }),
    'DELETE admin/rule-templates/5': { deleted: true },
  });
  renderAdmin('/admin/rule-template/5');
  const description = await screen.findByRole('textbox', { name: /Description/ });
  await userEvent.type(description, ' Fast.');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect((calls.find((c) => c.method === 'PATCH')!.body as { description: string }).description).toBe('Pauses ad sets whose purchases cost too much. Fast.');

  renderAdmin('/admin/rule-template/5');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'admin/rule-templates/5')).toBe(true));
});

test('setting orders the templates and publishes one', async () => {
  const calls = stubApi({
    'GET admin/rule-templates': [template, draft],
    'PUT admin/rule-templates/order': [draft, template],
    'PATCH admin/rule-templates/6': { ...draft, published: true },
  });
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
  const calls = stubApi({});
  renderAdmin('/admin/rule-template/9999999999');
  expect(await screen.findByRole('heading', { name: 'No such template' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/admin/rule-template');
  expect(calls).toEqual([]);
});

test('a template that does not exist says so and leads back to the list, with no Retry that cannot help', async () => {
  stubApi({ 'GET admin/rule-templates/999999': new ApiError(404, 'not_found', 'No such rule template') });
  renderAdmin('/admin/rule-template/999999');
  expect(await screen.findByRole('heading', { name: 'No such template' })).toBeInTheDocument();
  expect(screen.getByText('No such rule template')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/admin/rule-template');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('the list shows what users see: the built-in templates, then the published ones, even with none of the admin’s own', async () => {
  stubApi({ 'GET admin/rule-templates': [] });
  const first = renderAdmin('/admin/rule-template');
  const offered = await screen.findByRole('list', { name: 'Templates users see' });
  expect(within(offered).getAllByRole('listitem')).toHaveLength(4);
  expect(within(offered).getByRole('heading', { name: 'Stop-loss on cost per purchase' })).toBeInTheDocument();
  expect(screen.getByText(/No templates of your own yet: users see the built-in ones above/)).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
  first.unmount();

  stubApi({ 'GET admin/rule-templates': [template, draft] });
  renderAdmin('/admin/rule-template');
  const withPublished = await screen.findByRole('list', { name: 'Templates users see' });
  const names = within(withPublished).getAllByRole('heading').map((h) => h.textContent);
  expect(names).toHaveLength(5);
  expect(names.at(-1)).toBe(template.name);
  expect(names).not.toContain('Scale winners');
});
