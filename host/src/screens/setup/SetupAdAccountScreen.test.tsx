import { act, screen } from '@testing-library/react';
import { activeAdAccountAtom, sessionStore, userAtom, type User } from 'shared-graph/host';
import { apiError, makeUser, productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { pendingRetryDelay } from '../../shell/usePendingAdAccounts';
import { SetupAdAccountScreen } from './SetupAdAccountScreen';

const acc = (id: string, name: string, team: number, status = 1, currency = 'IDR') => ({
  id, account_id: id.slice(4), name, currency, team, min_daily_budget: 1, account_status: status, facebook_connected: true,
});
const pendingUser = makeUser({
  id: 9, login: 'demo', suite_id: 'S-9',
  subscription: { package: null, expires_at: null },
  teams: [{ id: 0, name: 'demo', created_by: 9, package: null, users: [] }],
  ad_accounts: [], ad_accounts_pending: true,
});
const filledUser: User = { ...pendingUser, ad_accounts_pending: false, ad_accounts: [acc('act_1', 'Dewi IDR', 0), acc('act_2', 'Dewi USD', 0, 1, 'USD')] };

/** GET /api/user answers each of `answers` in turn (the last one from then on); null = the platform call failed (502). */
function userAnswers(answers: Array<User | null>) {
  const api = productApiDouble().on('get', '/api/user', () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer ?? apiError(502, 'bad_gateway', 'Bad gateway');
  });
  return { calls: () => api.requests.map((request) => request.path) };
}

const NONE = /no active ad account/i;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  act(() => sessionStore.set(userAtom, pendingUser));
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test('ad accounts still being fetched: says so (never "none"), reads the user again with backoff, then lists them', async () => {
  // First answer (the request made on arrival): still pending; a failure; then the accounts.
  const api = userAnswers([pendingUser, null, filledUser]);
  renderRoutes([{ path: '/setup/adaccount', element: <SetupAdAccountScreen /> }], '/setup/adaccount');

  expect(screen.getByTestId('ad-accounts-pending')).toHaveTextContent('Fetching your ad accounts');
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  await advance(0);
  expect(api.calls()).toEqual(['/api/user']);
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();

  // Backoff: nothing before the first delay runs out.
  await advance(pendingRetryDelay(1) - 100);
  expect(api.calls()).toHaveLength(1);
  await advance(100);
  expect(api.calls()).toHaveLength(2);
  // The failed read is no reason to give up or to claim there are none.
  await advance(50);
  expect(screen.getByTestId('ad-accounts-pending')).toHaveTextContent('trying again');
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();

  await advance(pendingRetryDelay(2));
  expect(api.calls()).toHaveLength(3);
  await advance(50);
  expect(screen.getByRole('button', { name: 'Dewi IDR · IDR · Your account' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dewi USD · USD · Your account' })).toBeInTheDocument();
  expect(screen.queryByTestId('ad-accounts-pending')).not.toBeInTheDocument();
  expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  // The answer went into the session: the first account is selected, as after a load.
  expect(sessionStore.get(activeAdAccountAtom)).toBe('act_1');

  // Done: no more reads.
  await advance(120_000);
  expect(api.calls()).toHaveLength(3);
});

test('fetched and truly empty (not pending): the screen says there is no active ad account, and reads nothing', async () => {
  act(() => sessionStore.set(userAtom, { ...pendingUser, ad_accounts_pending: false }));
  const api = userAnswers([filledUser]);
  renderRoutes([{ path: '/setup/adaccount', element: <SetupAdAccountScreen /> }], '/setup/adaccount');
  expect(screen.getByText(NONE)).toBeInTheDocument();
  expect(screen.queryByTestId('ad-accounts-pending')).not.toBeInTheDocument();
  await advance(60_000);
  expect(api.calls()).toEqual([]);
});

test('each account button is named by its visible text (WCAG 2.5.3 label in name)', () => {
  act(() => sessionStore.set(userAtom, filledUser));
  renderRoutes([{ path: '/setup/adaccount', element: <SetupAdAccountScreen /> }], '/setup/adaccount');
  for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAttribute('aria-label');
});

test('the backoff grows from 2 s to a 30 s ceiling', () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(pendingRetryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});
