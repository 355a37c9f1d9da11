import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
import { renderScreen, toasts } from '../testing/render';
import { SaveToGroupModal } from './SaveToGroupModal';

const yoga = { id: '6003', fb_id: '6003', name: 'Yoga', type: 'interests', path: [], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };
const fitness = { id: 1, name: 'Fitness', count: 2, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const taken = (name: string) => apiError(409, 'collection_exists', `A collection named “${name}” already exists. Choose another name.`);

function renderModal() {
  const onClose = jest.fn();
  renderScreen(<SaveToGroupModal open items={[yoga]} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Save to collection' });
  return { dialog, onClose, name: within(dialog).getByRole('textbox', { name: /^Name/ }) };
}

test('a new collection named like one the team has: the server’s sentence beside Name, the name kept to change', async () => {
  let creates = 0;
  const server = productApiDouble()
    .on('get', '/api/group', [])
    .on('post', '/api/group', () => (++creates === 1 ? taken('Stretching') : { ...fitness, id: 2, name: 'Stretching at home', count: 1 }));
  const { dialog, onClose, name } = renderModal();
  await userEvent.type(name, 'stretching');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(name).toHaveAccessibleDescription(/^A collection named “Stretching” already exists\. Choose another name\./));
  expect(name).toHaveValue('stretching');
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).queryByText('Unable to create group')).not.toBeInTheDocument();

  await userEvent.type(name, ' at home');
  expect(name).not.toHaveAttribute('aria-invalid');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const created = server.lastRequestTo('post', '/api/group');
  expect([created.body, created.query]).toEqual([{ name: 'stretching at home', items: [yoga] }, { team: '0' }]);
  expect(toasts().map((t) => t.message)).toContain('Saved 1 item to "Stretching at home"');
});

test('the name of a collection in the list is warned about before saving', async () => {
  productApiDouble().on('get', '/api/group', [fitness]);
  const { dialog, name } = renderModal();
  expect(await within(dialog).findByRole('option', { name: 'Fitness (2)' })).toBeInTheDocument();
  await userEvent.type(name, 'FITNESS');
  expect(name).toHaveAccessibleDescription(/^A collection named “Fitness” already exists\./);
});

test('any other failure is told under the form, not beside the name', async () => {
  productApiDouble().on('get', '/api/group', []).on('post', '/api/group', apiError(400, 'bad_request', 'the field “name” must not be only spaces'));
  const { dialog, name } = renderModal();
  await userEvent.type(name, 'Stretching');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Unable to create group')).toBeInTheDocument();
  expect(name).not.toHaveAttribute('aria-invalid');
});
