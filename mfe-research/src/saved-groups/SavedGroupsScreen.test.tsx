import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderScreen } from '../testing/render';
import { SavedGroupsScreen } from './SavedGroupsScreen';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

const group = { id: 1, name: 'Fitness', count: 2, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

test('a 404 on load shows the empty list', async () => {
  productApiDouble().on('get', '/api/group', apiError(404, 'not_found', 'Not found'));
  renderScreen(<SavedGroupsScreen />);
  expect(await screen.findByText('No collections yet')).toBeInTheDocument();
});

test("another load failure says 'Unable to get group list' with Retry", async () => {
  let loads = 0;
  const server = productApiDouble().on('get', '/api/group', () => (++loads === 1 ? apiError(500, 'internal', 'boom') : [group]));
  renderScreen(<SavedGroupsScreen />);
  expect(await screen.findByText('Unable to get group list')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Fitness' })).toBeInTheDocument();
  expect(server.requestsTo('get', '/api/group')).toHaveLength(2);
});

test("a failed create says 'Unable to create group' and keeps the name", async () => {
  productApiDouble().on('get', '/api/group', []).on('post', '/api/group', apiError(500, 'internal', 'boom'));
  renderScreen(<SavedGroupsScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: 'New collection name' }), 'Runners');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Unable to create group')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'New collection name' })).toHaveValue('Runners');
});

test("a failed rename says 'Unable to create group'", async () => {
  productApiDouble().on('get', '/api/group', [group]).on('patch', '/api/group/{id}', apiError(500, 'internal', 'boom'));
  renderScreen(<SavedGroupsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Unable to create group')).toBeInTheDocument();
});

const taken = (name: string) => apiError(409, 'collection_exists', `A collection named “${name}” already exists. Choose another name.`);

test('a name the team has already: the server’s sentence beside the name field, the name kept to change', async () => {
  let creates = 0;
  const server = productApiDouble()
    .on('get', '/api/group', [])
    .on('post', '/api/group', () => (++creates === 1 ? taken('Runners') : { ...group, id: 2, name: 'Runners 2' }));
  renderScreen(<SavedGroupsScreen />);
  const input = screen.getByRole('textbox', { name: 'New collection name' });
  await userEvent.type(input, 'runners');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(input).toHaveAccessibleDescription(/^A collection named “Runners” already exists\. Choose another name\./));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue('runners');
  expect(screen.queryByText('Unable to create group')).not.toBeInTheDocument();

  await userEvent.type(input, ' 2');
  expect(input).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(input).toHaveValue(''));
  const created = server.lastRequestTo('post', '/api/group');
  expect([created.body, created.query]).toEqual([{ name: 'runners 2', items: [] }, { team: '0' }]);
});

test('the create form warns before saving when the list already has the name (any case, spaces around)', async () => {
  productApiDouble().on('get', '/api/group', [group]);
  renderScreen(<SavedGroupsScreen />);
  await screen.findByRole('button', { name: 'Fitness' });
  const input = screen.getByRole('textbox', { name: 'New collection name' });
  await userEvent.type(input, ' fitness ');
  expect(input).toHaveAccessibleDescription(/^A collection named “Fitness” already exists\./);
  await userEvent.type(input, 'fans');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('a rename to another collection’s name: the server’s sentence beside the field; its own name is no warning', async () => {
  const server = productApiDouble()
    .on('get', '/api/group', [group, { ...group, id: 2, name: 'Food' }])
    .on('patch', '/api/group/{id}', taken('Food'));
  renderScreen(<SavedGroupsScreen />);
  await userEvent.click(within(await screen.findByRole('listitem', { name: 'Fitness' })).getByRole('button', { name: 'Rename' }));
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: /Collection name/ });
  await userEvent.clear(input);
  await userEvent.type(input, 'FITNESS');
  expect(input).not.toHaveAttribute('aria-invalid');
  await userEvent.clear(input);
  await userEvent.type(input, 'Food');
  // Warned from the list before saving; the server, which decides, says the same.
  expect(input).toHaveAccessibleDescription(/^A collection named “Food” already exists\./);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.requestsTo('patch', '/api/group/{id}')).toHaveLength(1));
  expect(input).toHaveAccessibleDescription(/^A collection named “Food” already exists\. Choose another name\./);
  expect(input).toHaveValue('Food');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(within(dialog).queryByText('Unable to create group')).not.toBeInTheDocument();
});

test('batch delete sends the checked ids', async () => {
  const server = productApiDouble()
    .on('get', '/api/group', [group, { ...group, id: 2, name: 'Food' }])
    .on('post', '/api/group/batchdelete', { deleted: [1, 2] } as never);
  renderScreen(<SavedGroupsScreen />);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(server.requestsTo('post', '/api/group/batchdelete')).toHaveLength(1));
  const deleted = server.lastRequestTo('post', '/api/group/batchdelete');
  expect([deleted.body, deleted.query]).toEqual([{ id: [1, 2] }, { team: '0' }]);
});

test("name inputs carry the server's limit (100) and say how much is left; a long name wraps in its row", async () => {
  const long = 'Pecinta kopi susu gula aren dari seluruh penjuru Nusantara yang suka nongkrong sampai larut malam ya';
  productApiDouble().on('get', '/api/group', [{ ...group, name: long }]);
  renderScreen(<SavedGroupsScreen />);
  const input = screen.getByRole('textbox', { name: /New collection name/ });
  expect(input).toHaveAttribute('maxLength', '100');
  expect(screen.getByRole('searchbox', { name: 'Search collections' })).toHaveAttribute('maxLength', '100');
  await userEvent.type(input, long.slice(0, 90));
  expect(screen.getByText('10 of 100 characters left')).toBeInTheDocument();
  const name = await screen.findByRole('button', { name: long });
  expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
  expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Collection name/ })).toHaveAttribute('maxLength', '100');
});

test.each(['/saved-groups?group=999999', '/saved-groups?group=abc'])('%s, a collection the team does not have, says so with a way to the list', async (path) => {
  productApiDouble().on('get', '/api/group', [group]);
  renderScreen(<SavedGroupsScreen />, { path });
  expect(await screen.findByText('Collection not found')).toBeInTheDocument();
  expect(screen.getByText('It may have been deleted, or it belongs to another team.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'All collections' }));
  expect(await screen.findByRole('button', { name: 'Fitness' })).toBeInTheDocument();
});
