import { screen } from '@testing-library/react';
import { apiError, productApiDouble, type ApiAnswer } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { DeletionRequestScreen } from './DeletionRequestScreen';

const ID = 'a'.repeat(32);
const request = { id: ID, requested_at: '2030-01-01T10:00:00Z', scheduled_for: '2030-01-08T10:00:00Z' };

function render(answer: ApiAnswer<'/api/deletion-request/{id}', 'get'>) {
  const api = productApiDouble().on('get', '/api/deletion-request/{id}', answer);
  renderRoutes([{ path: '/deletion-request/:id', element: <DeletionRequestScreen /> }], `/deletion-request/${ID}`);
  return api;
}

test('a pending request shows when the deletion is scheduled', async () => {
  const api = render({ ...request, status: 'pending', completed_at: null });
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.getByText(/8 January 2030/)).toBeInTheDocument();
  expect(api.requests.map((r) => r.path)).toEqual([`/api/deletion-request/${ID}`]);
});

test('a completed request says the account is gone', async () => {
  render({ ...request, status: 'completed', completed_at: '2030-01-08T11:00:00Z' });
  expect(await screen.findByText('Completed')).toBeInTheDocument();
  expect(screen.getByText(/the account, its Facebook connection and its data are gone/)).toBeInTheDocument();
});

test('an unknown id says so', async () => {
  render(apiError(404, 'not_found', 'No deletion request with this id'));
  expect(await screen.findByText('There is no deletion request with this id.')).toBeInTheDocument();
});
