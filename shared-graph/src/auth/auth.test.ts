import { jsonResponse, makeUser, account, setupRuntime } from '../test-utils';
import { queryClient } from '../server-state/queryClient';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  adsTokenAtom,
  loggedInAtom,
  sessionStore,
  userAtom,
  userErrorAtom,
} from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import type { User } from '../session/types';
import { decideSession } from './decideSession';
import { loadUser } from './loadUser';
import { login } from './login';
import { logout } from './logout';

function serveUser(user: unknown, status = 200) {
  return setupRuntime((call) => {
    if (call.url.pathname === '/api/user') return jsonResponse(status < 400 ? { data: user } : user, status, status >= 500 ? 'Internal Server Error' : '');
    return jsonResponse({ data: null });
  });
}

describe('decideSession', () => {
  const user = makeUser();
  it.each<[string, Partial<User>, string | null, object]>([
    ['not connected', { facebook_connected: false }, null, { kind: 'setup-facebook', path: '/setup/facebook' }],
    ['no ad accounts', { ad_accounts: [] }, null, { kind: 'setup-adaccount', path: '/setup/adaccount' }],
    ['only disabled accounts', { ad_accounts: [account('act_2', 0, 2)] }, null, { kind: 'setup-adaccount' }],
    ['stored account', {}, '7:act_70', { kind: 'ready', teamId: 7, accountId: 'act_70', source: 'stored' }],
    ['stored account no longer pickable', {}, '0:act_2', { kind: 'ready', teamId: 0, accountId: 'act_1', source: 'first' }],
    ['stored account under another team', {}, '9:act_70', { kind: 'ready', accountId: 'act_1', source: 'first' }],
    ['nothing stored', {}, null, { kind: 'ready', teamId: 0, accountId: 'act_1', source: 'first' }],
  ])('%s', (_name, patch, stored, expected) => {
    const [teamId, accountId] = stored ? stored.split(':') : [];
    expect(decideSession({ ...user, ...patch }, stored ? { teamId: Number(teamId), accountId: accountId! } : null)).toMatchObject(expected);
  });
});

describe('loadUser', () => {
  it('loads the user with a stable X-Device-ID and selects the stored team:account', async () => {
    const rt = serveUser(makeUser());
    localStorage.setItem('sasar.adaccount.42', '7:act_70');
    const result = await loadUser();
    expect(result).toEqual({ kind: 'ready', teamId: 7, accountId: 'act_70', source: 'stored' });
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_70');
    expect(sessionStore.get(activeTeamIdAtom)).toBe(7);
    // The product server never sends a platform token: the direct transport gets one only from its embedder.
    expect(sessionStore.get(adsTokenAtom)).toBeNull();
    expect(sessionStore.get(loggedInAtom)).toBe(true);
    const device = rt.calls[0]!.headers.get('x-device-id');
    expect(device).toMatch(/^[0-9a-f]{8}-[0-9a-f]{16}$/);
    await loadUser();
    expect(rt.calls[1]!.headers.get('x-device-id')).toBe(device);
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('selects the first pickable account when nothing is stored', async () => {
    serveUser(makeUser({ ad_accounts: [account('act_2', 0, 2), account('act_3', 0, 3), account('act_1', 0, 1)] }));
    await expect(loadUser()).resolves.toMatchObject({ kind: 'ready', accountId: 'act_3', source: 'first' });
    expect(localStorage.getItem('sasar.adaccount.42')).toBe('0:act_3');
  });

  it('goes to setup-facebook when the platform is not connected', async () => {
    const rt = serveUser(makeUser({ facebook_connected: false }));
    await expect(loadUser()).resolves.toMatchObject({ kind: 'setup-facebook' });
    expect(rt.navigate).toHaveBeenCalledWith('/setup/facebook');
    expect(sessionStore.get(userAtom)?.login).toBe('dewi');
  });

  it('goes to setup-adaccount when there are no ad accounts', async () => {
    const rt = serveUser(makeUser({ ad_accounts: [] }));
    await expect(loadUser()).resolves.toMatchObject({ kind: 'setup-adaccount' });
    expect(rt.navigate).toHaveBeenCalledWith('/setup/adaccount');
  });

  it('leaves admin- routes and redirect:false callers where they are', async () => {
    const rt = serveUser(makeUser({ facebook_connected: false }));
    await loadUser({ routeName: 'admin-user' });
    await loadUser({ redirect: false });
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it("stores the server's message on a 500", async () => {
    serveUser({ error: { code: 'internal', message: 'Database is down' } }, 500);
    await expect(loadUser()).resolves.toEqual({ kind: 'error', status: 500, message: 'Database is down' });
    expect(sessionStore.get(userErrorAtom)).toBe('Database is down');
  });

  it('falls back to the status text when the 500 has no message', async () => {
    setupRuntime(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await loadUser();
    expect(sessionStore.get(userErrorAtom)).toBe('Bad Gateway');
  });

  it("sets 'Empty User Data' for an empty answer", async () => {
    serveUser(null);
    await expect(loadUser()).resolves.toMatchObject({ kind: 'error', message: 'Empty User Data' });
    expect(sessionStore.get(userErrorAtom)).toBe('Empty User Data');
    expect(sessionStore.get(userAtom)).toBeNull();
  });

  it('on 401 clears the login flag and goes to login with the current path', async () => {
    const rt = serveUser({ error: { code: 'unauthorized', message: 'Login required' } }, 401);
    sessionStore.set(loggedInAtom, true);
    await expect(loadUser()).resolves.toEqual({ kind: 'unauthorized' });
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(localStorage.getItem('sasar.loggedIn')).toBe('false');
    expect(rt.navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fsearch%3Fq%3Dshoes', { replace: true });
  });

  it('on 401 while on the login page stays there', async () => {
    const rt = serveUser({ error: { code: 'unauthorized', message: 'Login required' } }, 401);
    rt.path.current = '/user/login?redirect=%2F';
    await loadUser();
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('returns cancelled without touching the error when aborted', async () => {
    setupRuntime(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = loadUser({ signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    expect(sessionStore.get(userErrorAtom)).toBeNull();
  });
});

describe('login and logout', () => {
  it('login posts the credentials with the device and sets the flag', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: makeUser() }));
    await login({ user: 'dewi', password: 'secret' });
    expect(rt.calls[0]!.url.pathname).toBe('/api/user/login');
    expect(JSON.parse(rt.calls[0]!.body)).toMatchObject({ user: 'dewi', password: 'secret', device: expect.any(String) });
    expect(sessionStore.get(loggedInAtom)).toBe(true);
    expect(localStorage.getItem('sasar.loggedIn')).toBe('true');
  });

  it('login applies the user view it answered with: no second GET /user, and the ad-account decision runs', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: makeUser() }));
    sessionStore.set(userAtom, makeUser({ login: 'someone-before' }));
    localStorage.setItem('sasar.adaccount.42', '7:act_70');
    const decision = await login({ user: 'dewi', password: 'secret' });
    expect(decision).toEqual({ kind: 'ready', teamId: 7, accountId: 'act_70', source: 'stored' });
    expect(sessionStore.get(userAtom)?.login).toBe('dewi');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_70');
    expect(rt.calls.map((c) => c.url.pathname)).toEqual(['/api/user/login']);
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('login answers a setup decision for the caller to follow', async () => {
    setupRuntime(() => jsonResponse({ data: makeUser({ facebook_connected: false }) }));
    await expect(login({ user: 'dewi', password: 'secret' })).resolves.toEqual({ kind: 'setup-facebook', path: '/setup/facebook' });
    expect(sessionStore.get(loggedInAtom)).toBe(true);
  });

  it('login without a user in the answer leaves the user to the shell\'s loadUser', async () => {
    setupRuntime(() => jsonResponse({ data: null }));
    sessionStore.set(userAtom, makeUser({ login: 'someone-before' }));
    await expect(login({ user: 'dewi', password: 'secret' })).resolves.toBeNull();
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(loggedInAtom)).toBe(true);
  });

  it('login and logout drop the cached server state of the earlier session', async () => {
    setupRuntime(() => jsonResponse({ data: makeUser() }));
    queryClient.setQueryData(['api', 'team', {}], { teams: ['of someone before'] });
    await login({ user: 'dewi', password: 'secret' });
    expect(queryClient.getQueryData(['api', 'team', {}])).toBeUndefined();
    queryClient.setQueryData(['api', 'team', {}], { teams: ['of dewi'] });
    await logout({ redirect: false });
    expect(queryClient.getQueryData(['api', 'team', {}])).toBeUndefined();
  });

  it('a failed login rejects with the server message and does not redirect', async () => {
    const rt = setupRuntime(() => jsonResponse({ error: { code: 'unauthorized', message: 'Wrong login or password' } }, 401));
    rt.path.current = '/user/login';
    await expect(login({ user: 'dewi', password: 'x' })).rejects.toMatchObject({ status: 401, message: 'Wrong login or password' });
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('logout resets the session and goes to login, even if the call fails', async () => {
    const rt = setupRuntime(() => jsonResponse({ error: { code: 'x', message: 'x' } }, 500));
    sessionStore.set(loggedInAtom, true);
    sessionStore.set(userAtom, makeUser());
    selectAdAccount(0, 'act_1');
    await logout();
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(activeAdAccountAtom)).toBeNull();
    expect(localStorage.getItem('sasar.adaccount.42')).toBe('0:act_1');
    expect(rt.navigate).toHaveBeenCalledWith('/user/login', { replace: true });
  });
});

