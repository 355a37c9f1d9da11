import { act, screen, waitFor } from '@testing-library/react';
import { languageAtom, sessionStore } from 'shared-graph/host';
import { apiError, makeUser, productApiDouble, type ApiAnswer } from 'shared-graph/testing';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/renderShell';
import { RegistryProvider } from '../../remotes/RegistryContext';
import type { RemoteRegistry } from '../../remotes/registry';
import { LoginScreen } from './LoginScreen';

const challenge = (id: string) => ({ id, image: `data:image/svg+xml;base64,${btoa(`<svg id="${id}"/>`)}`, expires_at: '2030-01-01T00:00:00Z' });
const captchaRefusal = (code: string, message: string, id: string) => apiError(401, code, message, { captcha: challenge(id) });

/** The product API answering each login in turn. */
function loginApi(answers: Array<ApiAnswer<'/api/user/login', 'post'>>) {
  const api = productApiDouble().on('post', '/api/user/login', () => answers.shift() ?? apiError(500, 'internal', 'No more answers'));
  return { api, bodies: () => api.requestsTo('post', '/api/user/login').map((request) => request.body) };
}

function renderLogin(path = '/user/login?redirect=%2Fsetting%2Faccount') {
  return renderRoutes(
    [
      { path: '/user/login', element: <LoginScreen /> },
      { path: '*', element: <p>arrived</p> },
    ],
    path,
  );
}

// The behaviour tests read the English form; the language tests at the end set their own.
beforeEach(() => sessionStore.set(languageAtom, 'en'));
afterAll(() => sessionStore.set(languageAtom, 'id'));

const connectedUser = makeUser({
  id: 1,
  teams: [],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, account_status: 1, min_daily_budget: 15000, facebook_connected: true }],
});

test('shows the captcha the server asks for, keeps what was typed and sends the answer', async () => {
  const login = loginApi([
    captchaRefusal('captcha_required', 'Type the characters shown in the picture to continue.', 'c1'),
    captchaRefusal('captcha_invalid', 'The characters did not match the picture (or it expired). Try this new one.', 'c2'),
    connectedUser,
  ]);
  const { router } = renderLogin();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'dewi');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByText('Type the characters shown in the picture to continue.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Captcha/ })).toHaveAttribute('src', challenge('c1').image);
  expect(screen.getByLabelText('User name')).toHaveValue('dewi');
  expect(screen.getByLabelText('Password')).toHaveValue('secret123');

  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Type the characters shown in the picture.')).toBeInTheDocument();
  expect(login.bodies()).toHaveLength(1);

  await user.type(screen.getByLabelText(/Characters in the picture/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText(/did not match the picture/)).toBeInTheDocument();
  expect(login.bodies()[1]).toMatchObject({ user: 'dewi', password: 'secret123', captcha: { id: 'c1', answer: 'wrong' } });
  expect(screen.getByRole('img', { name: /Captcha/ })).toHaveAttribute('src', challenge('c2').image);
  expect(screen.getByLabelText(/Characters in the picture/)).toHaveValue('');

  await user.type(screen.getByLabelText(/Characters in the picture/), 'k3y7a');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/setting/account'));
  expect(login.bodies()[2]).toMatchObject({ captcha: { id: 'c2', answer: 'k3y7a' }, device: expect.any(String) });
});

test('a plain wrong password shows no captcha', async () => {
  const login = loginApi([apiError(401, 'invalid_credentials', 'Wrong user name or password')]);
  renderLogin();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'dewi');
  await user.type(screen.getByLabelText('Password'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Wrong user name or password')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Captcha/ })).not.toBeInTheDocument();
  expect(login.bodies()[0]).not.toHaveProperty('captcha');
});

test('"Another picture" swaps a hard-to-read captcha for a fresh one, and the answer goes with the new id', async () => {
  const { api, bodies } = loginApi([captchaRefusal('captcha_required', 'Type the characters shown in the picture to continue.', 'c1'), connectedUser]);
  api.on('get', '/api/captcha', challenge('c9'));
  const { router } = renderLogin();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'dewi');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await user.type(await screen.findByLabelText(/Characters in the picture/), 'xx');

  await user.click(screen.getByRole('button', { name: 'Another picture' }));
  await waitFor(() => expect(screen.getByRole('img', { name: /Captcha/ })).toHaveAttribute('src', challenge('c9').image));
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/user/login', 'GET /api/captcha']);
  expect(screen.getByLabelText(/Characters in the picture/)).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveValue('secret123');

  await user.type(screen.getByLabelText(/Characters in the picture/), 'abcde');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/setting/account'));
  expect(bodies()[1]).toMatchObject({ captcha: { id: 'c9', answer: 'abcde' } });
});

test('a user the login answered as not connected goes straight to the Facebook setup, with no second user call', async () => {
  const login = loginApi([{ ...connectedUser, facebook_connected: false }]);
  const { router } = renderLogin();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'dewi');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/setup/facebook'));
  expect(login.api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/user/login']);
});

test('a new user (terms not accepted yet) lands on /welcome, not on the page asked for', async () => {
  loginApi([{ ...connectedUser, agree: false, facebook_connected: false }]);
  const { router } = renderLogin();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'dewi');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
});

test('staff on the way to a staff area (access by roles) go there even without a Facebook connection (SPEC §2 admin- exemption)', async () => {
  const registry = new Map([['admin', { name: 'admin', paths: [{ path: '/setting/cs', access: { roles: ['admin', 'cs'] } }] }]]) as unknown as RemoteRegistry;
  loginApi([{ ...connectedUser, role: 'cs', agree: true, facebook_connected: false, ad_accounts: [] }]);
  const { router } = renderRoutes(
    [
      { path: '/user/login', element: <RegistryProvider registry={registry}><LoginScreen /></RegistryProvider> },
      { path: '*', element: <p>arrived</p> },
    ],
    '/user/login?redirect=%2Fsetting%2Fcs%2Fusers',
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), 'helen');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/setting/cs/users'));
});

test('in Indonesian the form, its messages and the page title are Indonesian; its switch turns all of it English at once', async () => {
  act(() => sessionStore.set(languageAtom, 'id'));
  loginApi([apiError(401, 'invalid_credentials', 'Wrong user name or password')]);
  renderLogin();
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Sasar' });
  expect(form).toHaveAttribute('lang', 'id');
  expect(screen.getByText('Masuk ke Sasar untuk riset audiens, mengelola iklan, dan melihat laporan.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  expect(screen.getByText('Masukkan nama pengguna dan kata sandi Anda.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nama pengguna'), 'dewi');
  await user.type(screen.getByLabelText('Kata sandi'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  expect(await screen.findByText('Nama pengguna atau kata sandi salah.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeInTheDocument();
  expect(form.textContent).not.toMatch(/User name|Password|Log in|Forgot|Wrong/);

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(sessionStore.get(languageAtom)).toBe('en');
  expect(localStorage.getItem('sasar.language')).toBe('en');
  expect(form).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Log in to Sasar for audience research, ad management and reports.')).toBeInTheDocument();
  expect(screen.getByLabelText('User name')).toHaveValue('dewi');
  expect(screen.getByLabelText('Password')).toHaveValue('nope');
  // The failure shown is the same one, now in English (the server's own words).
  expect(screen.getByText('Wrong user name or password')).toBeInTheDocument();
  expect(form.textContent).not.toMatch(/Masuk|Nama pengguna|Kata sandi|Lupa|salah/);
});
