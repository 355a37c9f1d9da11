import { configureRuntime } from '../runtime';
import { isCancelled } from '../errors/cancel';
import { loggedInAtom, sessionStore, userAtom, adsTokenAtom } from '../session/atoms';
import { fakeFetch, jsonResponse, makeUser, setupRuntime } from '../test-utils';
import { api, ApiError } from './client';
import { userApi } from './user';

describe('api client', () => {
  it('unwraps the {data} envelope and sends cookies-mode requests under /api', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: [{ id: 1, name: 'Shoes' }] }));
    await expect(api.get('group', { searchParams: { q: 'sh', skip: undefined } })).resolves.toEqual([{ id: 1, name: 'Shoes' }]);
    expect(rt.calls[0]!.url.href).toBe('http://localhost/api/group?q=sh');
  });

  it('returns {data, has_more} for paged lists', async () => {
    setupRuntime(() => jsonResponse({ data: [1, 2], has_more: true }));
    await expect(api.page('POST', 'group/collection', { json: { groups: [1], page: 1 } })).resolves.toEqual({ data: [1, 2], has_more: true });
  });

  it('passes on the total of a counted list, and only a count', async () => {
    setupRuntime(() => jsonResponse({ data: [], total: 4, has_more: false }));
    await expect(api.page('GET', 'admin/user')).resolves.toEqual({ data: [], has_more: false, total: 4 });
    setupRuntime(() => jsonResponse({ data: [], total: '4', has_more: false }));
    await expect(api.page('GET', 'admin/user')).resolves.toEqual({ data: [], has_more: false });
  });

  it('sends X-CSRF-Token from the sasar_csrf cookie on writes only', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { ok: true } }));
    document.cookie = 'sasar_csrf=tok%2B123; path=/';
    await api.post('group', { name: 'A' });
    await api.patch('group/1', { name: 'B' });
    await api.delete('group/1');
    await api.get('group');
    expect(rt.calls.map((c) => [c.method, c.headers.get('x-csrf-token')])).toEqual([
      ['POST', 'tok+123'],
      ['PATCH', 'tok+123'],
      ['DELETE', 'tok+123'],
      ['GET', null],
    ]);
    expect(JSON.parse(rt.calls[0]!.body)).toEqual({ name: 'A' });
  });

  it('throws a typed ApiError from {error:{code,message}}', async () => {
    setupRuntime(() => jsonResponse({ error: { code: 'bad_request', message: 'name is required' } }, 400));
    const error = await api.post('group', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'name is required' });
  });

  it('falls back to the status text when the body has no error object', async () => {
    setupRuntime(() => new Response('<html>', { status: 404, statusText: 'Not Found' }));
    await expect(api.get('group/9')).rejects.toMatchObject({ status: 404, code: 'http_404', message: 'Not Found' });
  });

  it('on 401 clears the login flag, token and user and goes to login with the full path', async () => {
    const rt = setupRuntime(() => jsonResponse({ error: { code: 'unauthorized', message: 'Session expired' } }, 401));
    sessionStore.set(loggedInAtom, true);
    sessionStore.set(userAtom, makeUser());
    sessionStore.set(adsTokenAtom, 'EAA');
    rt.path.current = '/adsmanager/act_1/campaign?sort=spend';
    await expect(api.get('group')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(sessionStore.get(loggedInAtom)).toBe(false);
    expect(localStorage.getItem('sasar.loggedIn')).toBe('false');
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(adsTokenAtom)).toBeNull();
    expect(rt.navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fadsmanager%2Fact_1%2Fcampaign%3Fsort%3Dspend', { replace: true });
  });

  it('reports network failures as ApiError with status 0', async () => {
    setupRuntime(() => Promise.reject(new TypeError('fetch failed')));
    await expect(api.get('user')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network_error' });
  });

  it('rejects a cancelled call with an AbortError and no side effects', async () => {
    const rt = setupRuntime(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = api.get('group', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(rt.navigate).not.toHaveBeenCalled();
  });

  it('uses the configured API base URL', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: 1 }));
    configureRuntime({ navigate: jest.fn(), fetch, apiBaseUrl: 'https://api.example.test/v2' });
    await api.get('user');
    expect(calls[0]!.url.href).toBe('https://api.example.test/v2/user');
  });
});

describe('userApi', () => {
  it('calls the user endpoints of SPEC §7', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: null }));
    await userApi.logout();
    await userApi.get({ skip: true, deviceId: 'dev-1' });
    await userApi.updateToken({ token: 'EAA', id: '100090000000001', connect: true });
    await userApi.disconnectFacebook({ keep_login: true, reason: 'migration' });
    expect(rt.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'POST /api/user/logout',
      'GET /api/user?skip=true',
      'POST /api/user/update-token',
      'POST /api/user/disconnect-facebook',
    ]);
    expect(rt.calls[1]!.headers.get('x-device-id')).toBe('dev-1');
    expect(JSON.parse(rt.calls[2]!.body)).toEqual({ token: 'EAA', id: '100090000000001', connect: true });
    expect(JSON.parse(rt.calls[3]!.body)).toEqual({ keep_login: true, reason: 'migration' });
  });
});
