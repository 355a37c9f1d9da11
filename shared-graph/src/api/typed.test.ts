import { apiError, apiPage, productApiDouble } from '../testing/productApiDouble';
import { startSession } from '../testing/session';
import { ApiError } from './client';
import { apiUrl, productApi } from './typed';

beforeEach(() => {
  startSession();
});

describe('productApi (typed from the OpenAPI document)', () => {
  it('fills path parameters, sends query and body, and answers the envelope’s data', async () => {
    const server = productApiDouble().on('patch', '/api/rules/{id}', { id: 7, name: 'Pause' } as never);
    document.cookie = 'sasar_csrf=tok; path=/';
    await expect(productApi.patch('/api/rules/{id}', { params: { id: 7 }, query: { team: 3 }, body: { enabled: false } })).resolves.toEqual({ id: 7, name: 'Pause' });
    const sent = server.requests[0]!;
    expect(`${sent.method} ${sent.path}${sent.url.search}`).toBe('PATCH /api/rules/7?team=3');
    expect(sent.body).toEqual({ enabled: false });
    expect(sent.headers.get('x-csrf-token')).toBe('tok');
  });

  it('answers {data, has_more} for a page', async () => {
    productApiDouble().on('get', '/api/rules/history', apiPage([{ id: 1 }] as never, { has_more: true }));
    await expect(productApi.page.get('/api/rules/history', { query: { team: 0, page: 2 } })).resolves.toEqual({ data: [{ id: 1 }], has_more: true });
  });

  it('rejects with the ApiError of {error:{code,message}}, as the untyped client does', async () => {
    productApiDouble().on('get', '/api/rules/{id}', apiError(404, 'not_found', 'There is no such rule.'));
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
