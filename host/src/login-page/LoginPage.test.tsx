import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRuntime, loadUser, sessionStore, userAtom } from 'shared-graph/host';
import { apiError, makeUser, networkError, productApiDouble, type ApiAnswer } from 'shared-graph/testing';
import { LoginPage } from './LoginPage';
import { renderLoginPage } from './prerender';

type LoginAnswer = ApiAnswer<'/api/user/login', 'post'>;

const dewi = makeUser({
  id: 1,
  teams: [],
  ad_accounts: [{ id: 'act_1', account_id: '1', name: 'Toko Dewi', currency: 'IDR', team: 0, account_status: 1, min_daily_budget: 15000, facebook_connected: true }],
});
const captchaRequired = apiError(401, 'captcha_required', 'Type the characters shown in the picture to continue.', {
  captcha: { id: 'c1', image: 'data:image/png;base64,AA', expires_at: '2030-01-01T00:00:00Z' },
});

/** The page against the product API answering each login in turn; `go` records where the page leaves for. */
function renderPage(answers: LoginAnswer[], search = '') {
  const api = productApiDouble().on('post', '/api/user/login', () => answers.shift() ?? apiError(404, 'not_found', 'Not found'));
  configureRuntime({ navigate: jest.fn() });
  const go = jest.fn();
  render(<LoginPage search={search} go={go} />);
  return { go, api };
}

async function logIn(name = 'dewi', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  // The behaviour tests read the English page; the language tests at the end start without a choice.
  localStorage.setItem('sasar.language', 'en');
  sessionStorage.clear();
  sessionStore.set(userAtom, null);
});

test('a login hands the answer over to the app and goes where the visitor was going; the app starts without asking for the user again', async () => {
  const { go, api } = renderPage([dewi], '?redirect=%2Fsetting%2Faccount');
  await logIn();
  await waitFor(() => expect(go).toHaveBeenCalledWith('/setting/account'));
  expect(localStorage.getItem('sasar.loggedIn')).toBe('true');
  expect(api.requests.map((r) => r.path)).toEqual(['/api/user/login']);
  expect(api.lastRequestTo('post', '/api/user/login').body).toMatchObject({ user: 'dewi', password: 'secret123' });

  // The app's first user load (its next document) takes the hand-over: no GET /user.
  await expect(loadUser({ redirect: false })).resolves.toMatchObject({ kind: 'ready', accountId: 'act_1' });
  expect(sessionStore.get(userAtom)?.login).toBe('dewi');
  expect(api.requests.map((r) => r.path)).toEqual(['/api/user/login']);
  // Taken once: a later load asks the server.
  api.on('get', '/api/user', dewi);
  await loadUser({ redirect: false });
  expect(api.requests.map((r) => r.path)).toEqual(['/api/user/login', '/api/user']);
});

test('without a redirect the visitor goes to the research area; a new user goes to /welcome', async () => {
  const first = renderPage([dewi]);
  await logIn();
  await waitFor(() => expect(first.go).toHaveBeenCalledWith('/'));

  document.body.innerHTML = '';
  const second = renderPage([{ ...dewi, agree: false }], '?redirect=%2Fsearch');
  await logIn();
  await waitFor(() => expect(second.go).toHaveBeenCalledWith('/welcome'));
});

test('a redirect to another site is not followed', async () => {
  const { go } = renderPage([dewi], '?redirect=%2F%2Fevil.example%2F');
  await logIn();
  await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
});

test('a wrong password keeps the visitor on the page with the server\'s message and what was typed, and hands nothing over', async () => {
  const { go } = renderPage([apiError(401, 'invalid_credentials', 'Wrong user name or password')]);
  await logIn('dewi', 'nope');
  expect(await screen.findByText('Wrong user name or password')).toBeInTheDocument();
  expect(screen.getByLabelText('User name')).toHaveValue('dewi');
  expect(screen.getByLabelText('Password')).toHaveValue('nope');
  expect(go).not.toHaveBeenCalled();
  expect(localStorage.getItem('sasar.loggedIn')).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('a server that cannot be reached is said in plain words', async () => {
  // No answer to the login nor to the client's one retry of it.
  const { go, api } = renderPage([networkError(), networkError()]);
  await logIn();
  expect(await screen.findByText('Sasar could not reach the server. Check your connection and try again.')).toBeInTheDocument();
  expect(go).not.toHaveBeenCalled();
  const [first, retry] = api.requestsTo('post', '/api/user/login');
  expect(retry!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
});

test('what a visitor typed into the prerendered form before the script started is kept, and so is the focus', async () => {
  const prerendered = document.createElement('div');
  prerendered.innerHTML = renderLoginPage().markup;
  document.body.append(prerendered);
  try {
    const user = userEvent.setup();
    await user.type(prerendered.querySelector<HTMLInputElement>('input[name="user"]')!, 'dewi');
    await user.type(prerendered.querySelector<HTMLInputElement>('input[name="password"]')!, 'secret');
    const { go, api } = renderPage([dewi]);
    prerendered.remove();
    const password = screen.getByLabelText('Password');
    expect(screen.getByLabelText('User name')).toHaveValue('dewi');
    expect(password).toHaveValue('secret');
    expect(password).toHaveFocus();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(api.lastRequestTo('post', '/api/user/login').body).toMatchObject({ user: 'dewi', password: 'secret123' });
  } finally {
    prerendered.remove();
  }
});

/** Every word the page shows or names (text, labels, alternative texts), to tell which language it is in. */
function wordsOnPage(): string {
  const named = [...document.querySelectorAll('[aria-label], [alt], [placeholder]')].map((el) =>
    ['aria-label', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join(' '),
  );
  return `${document.body.textContent ?? ''} ${named.join(' ')}`;
}

test('a first visit gets the page wholly in Indonesian (SPEC §1 default): title, description, subtitle, labels and messages', async () => {
  localStorage.removeItem('sasar.language');
  renderPage([captchaRequired]);
  expect(document.title).toBe('Masuk — Sasar');
  expect(screen.getByText('Masuk ke Sasar untuk riset audiens, mengelola iklan, dan melihat laporan.')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nama pengguna'), 'dewi');
  await user.type(screen.getByLabelText('Kata sandi'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  expect(await screen.findByText('Ketik karakter yang terlihat pada gambar untuk melanjutkan.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Karakter pada gambar/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gambar lain' })).toBeInTheDocument();
  const words = wordsOnPage().replace('English', '');
  expect(words).not.toMatch(/User name|Password|Log in|Forgot|Characters|picture|Another|Show password|Language/);
});

test('the switch turns the whole page English, head included, and remembers the choice for the next visit and the app', async () => {
  localStorage.removeItem('sasar.language');
  const head = document.createElement('meta');
  head.name = 'description';
  document.head.append(head);
  renderPage([]);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nama pengguna'), 'dewi');
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(localStorage.getItem('sasar.language')).toBe('en');
  expect(document.title).toBe('Log in — Sasar');
  expect(head.content).toBe('Log in to Sasar for audience research, ad management and reports.');
  expect(screen.getByLabelText('User name')).toHaveValue('dewi');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Enter your user name and password.')).toBeInTheDocument();
  const words = wordsOnPage().replace('Bahasa Indonesia', '');
  expect(words).not.toMatch(/Masuk|Nama pengguna|Kata sandi|Lupa|Bahasa|Tampilkan/);

  await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
  expect(document.title).toBe('Masuk — Sasar');
  expect(screen.getByText('Masukkan nama pengguna dan kata sandi Anda.')).toBeInTheDocument();
  head.remove();
});

test('a stored choice that is not a language is ignored (the default, Indonesian)', () => {
  localStorage.setItem('sasar.language', '"fr"');
  renderPage([]);
  expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
});
