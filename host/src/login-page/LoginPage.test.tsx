import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRuntime, loadUser } from 'shared-graph/host';
import { sessionStore, userAtom } from 'shared-graph';
import { LoginPage } from './LoginPage';
import { renderLoginPage } from './prerender';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const dewi = {
  id: 1,
  login: 'dewi',
  agree: true,
  facebook_connected: true,
  teams: [],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, account_status: 1, min_daily_budget: 15000, facebook_connected: true }],
};

/** The page against a fake product API answering each call in turn; `go` records where the page leaves for. */
function renderPage(answers: Response[], search = '') {
  const requests: { path: string; body: unknown }[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.clone().text();
    requests.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
    return answers.shift() ?? json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  configureRuntime({ navigate: jest.fn(), fetch: fetchFake as unknown as typeof fetch });
  const go = jest.fn();
  render(<LoginPage search={search} go={go} />);
  return { go, requests };
}

async function logIn(name = 'dewi', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set(userAtom, null);
});

test('a login hands the answer over to the app and goes where the visitor was going; the app starts without asking for the user again', async () => {
  const { go, requests } = renderPage([json({ data: dewi })], '?redirect=%2Fsetting%2Faccount');
  await logIn();
  await waitFor(() => expect(go).toHaveBeenCalledWith('/setting/account'));
  expect(localStorage.getItem('sasar.loggedIn')).toBe('true');
  expect(requests.map((r) => r.path)).toEqual(['/api/user/login']);

  // The app's first user load (its next document) takes the hand-over: no GET /user.
  await expect(loadUser({ redirect: false })).resolves.toMatchObject({ kind: 'ready', accountId: 'act_1' });
  expect(sessionStore.get(userAtom)?.login).toBe('dewi');
  expect(requests.map((r) => r.path)).toEqual(['/api/user/login']);
  // Taken once: a later load asks the server.
  await loadUser({ redirect: false });
  expect(requests.map((r) => r.path)).toEqual(['/api/user/login', '/api/user']);
});

test('without a redirect the visitor goes to the research area; a new user goes to /welcome', async () => {
  const first = renderPage([json({ data: dewi })]);
  await logIn();
  await waitFor(() => expect(first.go).toHaveBeenCalledWith('/'));

  document.body.innerHTML = '';
  const second = renderPage([json({ data: { ...dewi, agree: false } })], '?redirect=%2Fsearch');
  await logIn();
  await waitFor(() => expect(second.go).toHaveBeenCalledWith('/welcome'));
});

test('a redirect to another site is not followed', async () => {
  const { go } = renderPage([json({ data: dewi })], '?redirect=%2F%2Fevil.example%2F');
  await logIn();
  await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
});

test('a wrong password keeps the visitor on the page with the server\'s message and what was typed, and hands nothing over', async () => {
  const { go } = renderPage([json({ error: { code: 'invalid_credentials', message: 'Wrong user name or password' } }, 401)]);
  await logIn('dewi', 'nope');
  expect(await screen.findByText('Wrong user name or password')).toBeInTheDocument();
  expect(screen.getByLabelText('User name')).toHaveValue('dewi');
  expect(screen.getByLabelText('Password')).toHaveValue('nope');
  expect(go).not.toHaveBeenCalled();
  expect(localStorage.getItem('sasar.loggedIn')).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('a server that cannot be reached is said in plain words', async () => {
  configureRuntime({ navigate: jest.fn(), fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch });
  const go = jest.fn();
  render(<LoginPage search="" go={go} />);
  await logIn();
  expect(await screen.findByText('Sasar could not reach the server. Check your connection and try again.')).toBeInTheDocument();
  expect(go).not.toHaveBeenCalled();
});

test('what a visitor typed into the prerendered form before the script started is kept, and so is the focus', async () => {
  const prerendered = document.createElement('div');
  prerendered.innerHTML = renderLoginPage().markup;
  document.body.append(prerendered);
  try {
    const user = userEvent.setup();
    await user.type(prerendered.querySelector<HTMLInputElement>('input[name="user"]')!, 'dewi');
    await user.type(prerendered.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret');
    const { go, requests } = renderPage([json({ data: dewi })]);
    prerendered.remove();
    const password = screen.getByLabelText('Password');
    expect(screen.getByLabelText('User name')).toHaveValue('dewi');
    expect(password).toHaveValue('secret');
    expect(password).toHaveFocus();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(requests[0]!.body).toMatchObject({ user: 'dewi', password: 'secret123' });
  } finally {
    prerendered.remove();
  }
});
