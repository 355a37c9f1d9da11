import { jsonResponse, setupRuntime } from '../test-utils';
import { ApiError } from './client';
import { apiUrl, productApi } from './typed';

describe('productApi (typed from the OpenAPI document)', () => {
  it('fills path parameters, sends query and body, and answers the envelope’s data', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { id: 7, name: 'Pause' } }));
    document.cookie = 'sasar_csrf=tok; path=/';
    await expect(productApi.patch('/api/rules/{id}', { params: { id: 7 }, query: { team: 3 }, body: { enabled: false } })).resolves.toEqual({ id: 7, name: 'Pause' });
    expect(`${rt.calls[0]!.method} ${rt.calls[0]!.url.pathname}${rt.calls[0]!.url.search}`).toBe('PATCH /api/rules/7?team=3');
    expect(JSON.parse(rt.calls[0]!.body)).toEqual({ enabled: false });
    expect(rt.calls[0]!.headers.get('x-csrf-token')).toBe('tok');
  });

  it('answers {data, has_more} for a page', async () => {
    setupRuntime(() => jsonResponse({ data: [{ id: 1 }], has_more: true }));
    await expect(productApi.page.get('/api/rules/history', { query: { team: 0, page: 2 } })).resolves.toEqual({ data: [{ id: 1 }], has_more: true });
  });

  it('rejects with the ApiError of {error:{code,message}}, as the untyped client does', async () => {
    setupRuntime(() => jsonResponse({ error: { code: 'not_found', message: 'There is no such rule.' } }, 404));
    const error = await productApi.get('/api/rules/{id}', { params: { id: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'There is no such rule.' });
  });

  it('encodes path parameters and refuses a missing one', () => {
    expect(apiUrl('/api/deletion-request/{id}', { id: 'a/b c' })).toBe('deletion-request/a%2Fb%20c');
    expect(() => apiUrl('/api/rules/{id}')).toThrow('the path parameter id is missing');
  });

  it('is checked by the type checker against the route schemas', () => {
    // Compile-time checks (typecheck runs over tests): each line below is a type error.
    const never = () => {
      // @ts-expect-error login needs a password
      void productApi.post('/api/user/login', { body: { user: 'dewi' } });
      // @ts-expect-error the path parameter is required
      void productApi.get('/api/rules/{id}', { query: { team: 1 } });
      // @ts-expect-error no such query parameter
      void productApi.get('/api/rules/{id}', { params: { id: 1 }, query: { nope: 1 } });
      // @ts-expect-error no such path
      void productApi.get('/api/nothing-here');
    };
    expect(typeof never).toBe('function');
  });
});
