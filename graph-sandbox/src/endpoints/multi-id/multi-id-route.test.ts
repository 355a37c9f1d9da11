import type { FastifyInstance } from 'fastify';
import { activeAccount, APP_TOKEN, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

async function pageIds(): Promise<string[]> {
  const world = (await app.inject({ url: '/__sandbox/world' })).json();
  return world.pages.map((p: Json) => p.id);
}

describe('GET /?ids=', () => {
  it('returns an object keyed by id with the asked fields', async () => {
    const [a, b] = await pageIds();
    const { status, body } = await graphGet(app, '/', { ids: `${a},${b}`, fields: 'id,name,fan_count,talking_about_count,category' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([a, b]);
    expect(body[a as string]).toEqual({ id: a, name: expect.any(String), fan_count: expect.any(Number), talking_about_count: expect.any(Number), category: expect.any(String) });
    expect(body[a as string].talking_about_count).toBeLessThan(body[a as string].fan_count);
  });

  it('lets an app token read pages', async () => {
    const [a] = await pageIds();
    const { status, body } = await graphGet(app, '/', { ids: a as string, fields: 'name,fan_count' }, APP_TOKEN);
    expect(status).toBe(200);
    expect(body[a as string].fan_count).toEqual(expect.any(Number));
  });

  it('mixes node types and the me alias', async () => {
    const account = await activeAccount(app);
    const { body } = await graphGet(app, '/', { ids: `me,${account}`, fields: 'id,name' });
    expect(body.me).toEqual({ id: '100090000000001', name: 'Dewi Lestari' });
    expect(body[account].id).toBe(account);
  });

  it('fails the whole call with 803 naming every unknown id', async () => {
    const [a] = await pageIds();
    const { status, body } = await graphGet(app, '/', { ids: `${a},999999999999999,ghost_page`, fields: 'name' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 803, type: 'OAuthException', message: '(#803) Some of the aliases you requested do not exist: 999999999999999,ghost_page' });
  });

  it('checks fields on every node', async () => {
    const [a] = await pageIds();
    const { body } = await graphGet(app, '/', { ids: a as string, fields: 'name,nonsense' });
    expect(body.error.message).toBe('(#100) Tried accessing nonexisting field (nonsense) on node type (Page)');
  });
});
