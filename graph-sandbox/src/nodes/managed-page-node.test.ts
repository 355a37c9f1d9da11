import type { FastifyInstance } from 'fastify';
import { graphGet, SITI_TOKEN, testSandbox, type Json } from '../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

describe('GET /me/accounts (GRAPH-API §12)', () => {
  it('lists the pages the user manages with Meta’s default fields', async () => {
    const { status, body } = await graphGet(app, '/me/accounts');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const page of body.data) {
      expect(Object.keys(page).sort()).toEqual(['access_token', 'category', 'category_list', 'id', 'name', 'tasks']);
      expect(page.tasks).toContain('ADVERTISE');
      expect(page.category_list[0]).toEqual({ id: expect.any(String), name: page.category });
    }
    const byId = await graphGet(app, '/', { ids: body.data.map((p: Json) => p.id).join(','), fields: 'fan_count' });
    expect(Object.keys(byId.body)).toHaveLength(body.data.length);
  });

  it('takes fields and paging like other edges', async () => {
    const { body } = await graphGet(app, '/me/accounts', { fields: 'name,fan_count', limit: '1' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['fan_count', 'id', 'name']);
    const expanded = await graphGet(app, '/me', { fields: 'accounts.limit(2){name}' });
    expect(expanded.body.accounts.data[0].name).toEqual(expect.any(String));
  });
});

it('lists only the pages of the token’s own user', async () => {
  const dewi = (await graphGet(app, '/me/accounts')).body.data.map((p: Json) => p.id);
  const siti = (await graphGet(app, '/me/accounts', {}, SITI_TOKEN)).body.data.map((p: Json) => p.id);
  expect(siti.length).toBeGreaterThan(0);
  expect(siti.filter((id: string) => dewi.includes(id))).toEqual([]);
});
