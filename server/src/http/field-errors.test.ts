import { batchBody } from '../graph-proxy/schema';
import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { closedSchema } from './response-check';

/**
 * A form refused by the schema hears about every field at once (`error.fields`, one problem each; `message` and
 * `field` are the first), and a field the schema does not name is refused in words, never dropped.
 */
describe.each(oneDatabase())('field errors on $name', (tdb) => {
  const server = useTestServer(tdb);
  let admin: Session;

  beforeEach(async () => {
    await server.addUser('root', 'secret123', 'admin');
    admin = await server.login('root', 'secret123');
  });

  const createUser = (payload: object) => server.app.inject({ method: 'POST', url: '/api/admin/user', headers: admin.headers, payload });
  const savePreferences = (payload: object) =>
    server.app.inject({ method: 'PUT', url: '/api/adsmanager/preferences', headers: admin.headers, payload });

  test('a form with three bad fields answers all three, each beside its field, and nothing is saved', async () => {
    const response = await createUser({ login: 'x', password: 'short', role: 'king' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toEqual({
      code: 'bad_request',
      message: error.fields[0].message,
      field: error.fields[0].field,
      fields: expect.arrayContaining([
        { field: '/login', message: 'The user name must be at least 2 characters.' },
        { field: '/password', message: 'The password must be at least 8 characters.' },
        { field: '/role', message: expect.stringMatching(/^The role must be one of: /) },
      ]),
    });
    // One problem per field: the user name is both too short and of the wrong form, and is named once.
    expect(error.fields).toHaveLength(3);
    const users = await server.app.inject({ url: '/api/admin/user?q=x', headers: admin.headers });
    expect(users.json().data.map((u: { login: string }) => u.login)).not.toContain('x');
  });

  test('a field the schema does not name is refused in words, at any depth, beside the other problems', async () => {
    const response = await savePreferences({ preset: 'Sales!', columns: { order: ['name'], hidden: [], pinned: true }, foo: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        { field: '/foo', message: 'The field “foo” is not expected here.' },
        { field: '/columns/pinned', message: 'The field “pinned” is not expected here.' },
        { field: '/preset', message: 'A column preset must be an id such as sales.' },
      ]),
    );
    expect((await server.app.inject({ url: '/api/adsmanager/preferences', headers: admin.headers })).json().data.preset).toBeNull();
  });

  test('a field name with / or ~ is named by its JSON pointer', async () => {
    const response = await savePreferences({ preset: null, columns: { order: [], hidden: [] }, 'a/b~c': 1 });
    expect(response.json().error).toMatchObject({ field: '/a~1b~0c', message: 'The field “a/b~c” is not expected here.' });
  });

  test('a body of thousands of bad entries answers quickly with a short list', async () => {
    const response = await savePreferences({ preset: null, columns: { order: Array.from({ length: 5000 }, () => 1), hidden: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.length).toBeLessThanOrEqual(50);
  });

  test('a list longer than any route takes is refused before validation, in words', async () => {
    const response = await savePreferences({ preset: null, columns: { order: Array.from({ length: 500_000 }, () => 0), hidden: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'bad_request', message: 'A list in the request can have at most 10,000 entries.' });
  });

  test('a form with a NUL byte, a lone surrogate or deep nesting besides bad fields still answers a clean 400 in words', async () => {
    const deep = `{"preset":null,"columns":${'['.repeat(40)}${']'.repeat(40)},"foo":1}`;
    for (const payload of [
      { preset: 'sa\u0000les', columns: { order: [1], hidden: [] }, foo: 1 },
      { preset: '\uD800', columns: { order: [1], hidden: [] }, foo: 1 },
      deep,
    ]) {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/adsmanager/preferences',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'bad_request', message: expect.stringMatching(/cannot be stored|nested too deeply/) });
    }
  });

  test('query strings stay open: an unknown parameter (a cache-buster) is ignored, not refused', async () => {
    expect((await server.app.inject({ url: '/api/admin/user?_=1732712345', headers: admin.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/admin/audit?limit=5&_=1', headers: admin.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/adsmanager/preferences?_=1', headers: admin.headers })).statusCode).toBe(200);
  });
});

test("the graph proxy's batch stays open: Meta's own batch parameters pass as they came", () => {
  const closed = closedSchema(batchBody) as { additionalProperties: unknown; properties: { batch: { items: { additionalProperties: unknown } } } };
  expect(closed.additionalProperties).toBe(true);
  expect(closed.properties.batch.items.additionalProperties).toBe(true);
});
