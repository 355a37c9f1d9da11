import { screen } from '@testing-library/react';
import { renderRoutes } from '../../testing/renderShell';
import { DeletionRequestScreen } from './DeletionRequestScreen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchWith = (response: Response) => jest.fn(async () => response.clone()) as unknown as typeof fetch;
const render = (response: Response) =>
  renderRoutes([{ path: '/deletion-request/:id', element: <DeletionRequestScreen /> }], `/deletion-request/${'a'.repeat(32)}`, fetchWith(response));

test('a pending request shows when the deletion is scheduled', async () => {
  render(json({ data: { id: 'a'.repeat(32), status: 'pending', requested_at: '2030-01-01T10:00:00Z', scheduled_for: '2030-01-08T10:00:00Z', completed_at: null } }));
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.getByText(/8 January 2030/)).toBeInTheDocument();
});

test('a completed request says the account is gone', async () => {
  render(json({ data: { id: 'a'.repeat(32), status: 'completed', requested_at: '2030-01-01T10:00:00Z', scheduled_for: '2030-01-08T10:00:00Z', completed_at: '2030-01-08T11:00:00Z' } }));
  expect(await screen.findByText('Completed')).toBeInTheDocument();
  expect(screen.getByText(/the account, its Facebook connection and its data are gone/)).toBeInTheDocument();
});

test('an unknown id says so', async () => {
  render(json({ error: { code: 'not_found', message: 'No deletion request with this id' } }, 404));
  expect(await screen.findByText('There is no deletion request with this id.')).toBeInTheDocument();
});
