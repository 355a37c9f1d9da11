import { testDatabases } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

describe.each(testDatabases())('ads manager column preferences on $name', (tdb) => {
  const server = useTestServer(tdb);
  let demo: Session;
  let budi: Session;

  beforeEach(async () => {
    await server.addUser('demo');
    await server.addUser('budi');
    demo = await server.login('demo');
    budi = await server.login('budi');
  });

  const read = (session: Session) => server.app.inject({ method: 'GET', url: '/api/adsmanager/preferences', headers: session.headers });
  const save = (session: Session, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: '/api/adsmanager/preferences', headers: session.headers, payload: payload as object });

  test('a user who never chose gets nothing saved, so the list shows the objective preset', async () => {
    expect((await read(demo)).json()).toEqual({ data: { preset: null, columns: null } });
  });

  test("the columns are remembered per user; saving again replaces them and another user's stay their own", async () => {
    const sales = { preset: 'sales', columns: { order: ['name', 'spend', 'roas'], hidden: ['cpm'] } };
    expect((await save(demo, sales)).json()).toEqual({ data: sales });
    const custom = { preset: null, columns: { order: ['spend', 'name'], hidden: [] } };
    await save(demo, custom);
    await save(budi, { preset: 'traffic', columns: { order: [], hidden: ['reach'] } });
    expect((await read(demo)).json().data).toEqual(custom);
    expect((await read(budi)).json().data).toEqual({ preset: 'traffic', columns: { order: [], hidden: ['reach'] } });
  });

  test.each([
    ['a column id that is not an id', { preset: null, columns: { order: ['spend; DROP TABLE users'], hidden: [] } }],
    ['the same column twice', { preset: null, columns: { order: ['spend', 'spend'], hidden: [] } }],
    ['too many columns', { preset: null, columns: { order: Array.from({ length: 161 }, (_, i) => `m${i}`), hidden: [] } }],
    ['a preset that is not an id', { preset: 'Sales!', columns: { order: [], hidden: [] } }],
    ['no columns', { preset: 'sales' }],
    ['no body', undefined],
  ])('%s is refused with 400 and nothing is saved', async (_, payload) => {
    const response = await save(demo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    expect((await read(demo)).json().data).toEqual({ preset: null, columns: null });
  });

  test('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/adsmanager/preferences' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'PUT', url: '/api/adsmanager/preferences', payload: { preset: null, columns: { order: [], hidden: [] } } })).statusCode).toBe(401);
  });
});
