import { configureRuntime } from '../runtime';
import { loggedInAtom, sessionStore, userAtom, userErrorAtom } from '../session/atoms';
import { fakeFetch, jsonResponse, makeUser, setupRuntime, type Handler } from '../test-utils';
import { forgetFirstUserView, requestUserEarly } from './firstUserView';
import { loadUser } from './loadUser';
import { login } from './login';
import { logout } from './logout';

/** A page in the browser: the runtime as the host configures it (the browser's own fetch), and that fetch faked. */
function page(handler: Handler, { loggedIn = true } = {}) {
  setupRuntime();
  if (loggedIn) localStorage.setItem('sasar.loggedIn', 'true');
  const navigate = jest.fn();
  configureRuntime({ navigate, getCurrentPath: () => '/search' });
  const network = fakeFetch(handler);
  jest.spyOn(globalThis, 'fetch').mockImplementation(network.fetch);
  return { navigate, calls: network.calls };
}

const userAnswer = (login = 'dewi') => jsonResponse({ data: makeUser({ login }) });

afterEach(() => {
  jest.restoreAllMocks();
  forgetFirstUserView();
});

describe('the first user view of a page', () => {
  it('a logged-in page asks for the user as it starts, and the first user load takes that answer', async () => {
    const browser = page(() => userAnswer());
    expect(requestUserEarly()).toBe(true);
    expect(browser.calls).toHaveLength(1);
    const early = browser.calls[0]!;
    expect(early.method).toBe('GET');
    expect(early.url.href).toBe('http://localhost/api/user');
    expect(early.headers.get('x-device-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{16}$/);

    await expect(loadUser()).resolves.toMatchObject({ kind: 'ready', accountId: 'act_1' });
    expect(sessionStore.get(userAtom)?.login).toBe('dewi');
    expect(browser.calls).toHaveLength(1);
  });

  it('is taken once: a later user load asks the server', async () => {
    const browser = page(() => userAnswer());
    requestUserEarly();
    await loadUser();
    await loadUser();
    expect(browser.calls.map((call) => call.url.pathname)).toEqual(['/api/user', '/api/user']);
  });

  it('a guest page asks for nothing', async () => {
    const browser = page(() => userAnswer(), { loggedIn: false });
    expect(requestUserEarly()).toBe(false);
    localStorage.setItem('sasar.loggedIn', 'false');
    expect(requestUserEarly()).toBe(false);
    expect(browser.calls).toHaveLength(0);
  });

  it('a 401 answer ends the session as a 401 of the load itself would', async () => {
    const browser = page(() => jsonResponse({ error: { code: 'unauthorized', message: 'Login required' } }, 401));
    sessionStore.set(loggedInAtom, true);
    requestUserEarly();
    await expect(loadUser()).resolves.toEqual({ kind: 'unauthorized' });
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(browser.navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fsearch', { replace: true });
    expect(browser.calls).toHaveLength(1);
  });

  it("a server error is the load's error, with the server's message", async () => {
    page(() => jsonResponse({ error: { code: 'internal', message: 'Database is down' } }, 500));
    requestUserEarly();
    await expect(loadUser()).resolves.toEqual({ kind: 'error', status: 500, message: 'Database is down' });
    expect(sessionStore.get(userErrorAtom)).toBe('Database is down');
  });

  it('an early request that got no answer at all is asked again by the load', async () => {
    let calls = 0;
    const browser = page(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return userAnswer();
    });
    requestUserEarly();
    await expect(loadUser()).resolves.toMatchObject({ kind: 'ready' });
    expect(browser.calls.map((call) => call.url.href)).toEqual(['http://localhost/api/user', 'http://localhost/api/user']);
    expect(browser.calls[1]!.headers.get('x-device-id')).toBe(browser.calls[0]!.headers.get('x-device-id'));
  });

  it('a first load asking for something else (skip) asks the server, and the view is gone after it', async () => {
    const browser = page(() => userAnswer());
    requestUserEarly();
    await loadUser({ skip: true });
    await loadUser();
    expect(browser.calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(['/api/user', '/api/user?skip=true', '/api/user']);
  });

  it('a first load with another device id asks the server', async () => {
    const browser = page(() => userAnswer());
    requestUserEarly();
    localStorage.setItem('sasar.device', 'another-device');
    await loadUser();
    expect(browser.calls.map((call) => call.headers.get('x-device-id'))).toEqual([expect.not.stringMatching('another-device'), 'another-device']);
  });

  it('is not used when the host puts the API elsewhere: the load asks its own address', async () => {
    const browser = page(() => userAnswer());
    requestUserEarly();
    configureRuntime({ navigate: jest.fn(), apiBaseUrl: '/v2/api' });
    await loadUser();
    expect(browser.calls.map((call) => call.url.pathname)).toEqual(['/api/user', '/v2/api/user']);
  });

  it('is not used when the runtime sends its calls through a fetch of its own', async () => {
    const browser = page(() => userAnswer());
    requestUserEarly();
    const own = fakeFetch(() => userAnswer('through the embedder'));
    configureRuntime({ navigate: jest.fn(), fetch: own.fetch });
    await loadUser();
    expect(sessionStore.get(userAtom)?.login).toBe('through the embedder');
    expect(browser.calls).toHaveLength(1);
    expect(own.calls).toHaveLength(1);
  });

  it.each([
    ['a login', () => login({ user: 'budi', password: 'secret' })],
    ['a logout', () => logout({ redirect: false })],
  ])("after %s it is another session's, and is not used", async (_case, change) => {
    const browser = page((call) => (call.url.pathname === '/api/user' && browser.calls.length === 1 ? userAnswer('dewi') : userAnswer('budi')));
    requestUserEarly();
    await change();
    localStorage.setItem('sasar.loggedIn', 'true');
    await loadUser({ redirect: false });
    expect(sessionStore.get(userAtom)?.login).toBe('budi');
  });

  it('a load cancelled while the early answer is on its way is cancelled', async () => {
    page(() => new Promise<Response>(() => undefined));
    requestUserEarly();
    const controller = new AbortController();
    const pending = loadUser({ signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    expect(sessionStore.get(userErrorAtom)).toBeNull();
  });
});
