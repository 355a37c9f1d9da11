import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

/** A 400 in words; a refusal about fields names the first and lists every one. */
const refusalIn = (error: { field?: string; message: string }) => ({
  code: 'bad_request',
  message: expect.any(String),
  ...(error.field === undefined ? {} : { field: error.field, fields: expect.arrayContaining([{ field: error.field, message: error.message }]) }),
});

describe.each(oneDatabase())('dashboard preferences on $name', (tdb) => {
  const server = useTestServer(tdb);
  let demo: Session;
  let budi: Session;

  beforeEach(async () => {
    await server.addUser('demo');
    await server.addUser('budi');
    demo = await server.login('demo');
    budi = await server.login('budi');
  });

  const read = (session: Session) => server.app.inject({ method: 'GET', url: '/api/dashboard/preferences', headers: session.headers });
  const save = (session: Session, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: '/api/dashboard/preferences', headers: session.headers, payload: payload as object });

  test('a user who never chose gets no preset, so the dashboard shows its default', async () => {
    const response = await read(demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { preset: null, metrics: [] } });
  });

  test("the choice is remembered per user: saving again replaces it, and another user's stays their own", async () => {
    expect((await save(demo, { preset: 'website_lead', metrics: ['spend', 'website_leads'] })).json()).toEqual({
      data: { preset: 'website_lead', metrics: ['spend', 'website_leads'] },
    });
    await save(demo, { preset: 'revenue', metrics: ['spend', 'roas', 'purchases'] });
    await save(budi, { preset: 'delivery', metrics: ['reach'] });
    expect((await read(demo)).json().data).toEqual({ preset: 'revenue', metrics: ['spend', 'roas', 'purchases'] });
    expect((await read(budi)).json().data).toEqual({ preset: 'delivery', metrics: ['reach'] });
  });

  test.each([
    ['an unknown preset', { preset: 'profit', metrics: ['spend'] }],
    ['no metrics', { preset: 'revenue', metrics: [] }],
    ['a metric id that is not an id', { preset: 'revenue', metrics: ['spend; DROP TABLE users'] }],
    ['the same metric twice', { preset: 'revenue', metrics: ['spend', 'spend'] }],
    ['too many metrics', { preset: 'revenue', metrics: Array.from({ length: 25 }, (_, i) => `m${i}`) }],
    ['no body', undefined],
  ])('%s is refused with 400 and nothing is saved', async (_, payload) => {
    const response = await save(demo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: refusalIn(response.json().error) });
    expect((await read(demo)).json().data).toEqual({ preset: null, metrics: [] });
  });

  test('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dashboard/preferences' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'PUT', url: '/api/dashboard/preferences', payload: { preset: 'revenue', metrics: ['spend'] } })).statusCode).toBe(401);
  });
});
