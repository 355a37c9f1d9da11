import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app);
});
afterAll(() => app.close());

const search = (query: Record<string, string>, token?: string) => graphGet(app, `/${account}/targetingsearch`, query, token);

describe('GET /{act}/targetingsearch', () => {
  it('finds items by name in the AdAccountTargetingUnified shape, bounds as integers', async () => {
    const { status, body } = await search({ q: 'fashion' });
    expect(status).toBe(200);
    expect(body.paging).toBeUndefined();
    const [first] = body.data;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Fashion',
      type: 'interests',
      path: ['Interests', 'Shopping and fashion', 'Fashion'],
      description: null,
      audience_size_lower_bound: expect.any(Number),
      audience_size_upper_bound: expect.any(Number),
    });
    for (const item of body.data) {
      expect(Number.isInteger(item.audience_size_lower_bound)).toBe(true);
      expect(item.audience_size_upper_bound).toBeGreaterThan(item.audience_size_lower_bound);
      expect(item.name.toLowerCase()).toContain('fashion');
    }
  });

  it('respects limit (default 25)', async () => {
    expect((await search({ q: 'a' })).body.data).toHaveLength(25);
    expect((await search({ q: 'a', limit: '1000' })).body.data.length).toBeGreaterThan(500);
    expect((await search({ q: 'travel', limit: '3' })).body.data).toHaveLength(3);
  });

  it('narrows by limit_type and rejects unknown types', async () => {
    const behaviors = await search({ q: 'travel', limit_type: 'behaviors' });
    expect(behaviors.body.data.length).toBeGreaterThan(0);
    expect(behaviors.body.data.every((i: Json) => i.type === 'behaviors' && typeof i.description === 'string')).toBe(true);
    const statuses = await search({ q: 'married', limit_type: 'relationship_statuses' });
    expect(statuses.body.data[0]).toMatchObject({ id: '3', name: 'Married', path: ['Demographics', 'Relationship', 'Relationship Status', 'Married'] });
    expect((await search({ q: 'x', limit_type: 'countries' })).body).toEqual({ data: [] });
    const bad = await search({ q: 'x', limit_type: 'planets' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(100);
  });

  it('localizes for locale=id_ID', async () => {
    const { body } = await search({ q: 'sepak bola', locale: 'id_ID', limit: '1' });
    expect(body.data[0]).toMatchObject({ name: 'Sepak bola', path: ['Minat', 'Olahraga dan aktivitas luar ruangan', 'Olahraga', 'Sepak bola'] });
  });

  it('projects fields', async () => {
    const { body } = await search({ q: 'batik', fields: 'name,audience_size_upper_bound', limit: '2' });
    expect(Object.keys(body.data[0])).toEqual(['name', 'audience_size_upper_bound', 'id']);
  });

  it('needs q and an account the caller can see', async () => {
    expect((await search({})).body.error).toMatchObject({ code: 100, message: '(#100) The parameter q is required' });
    expect((await search({ q: 'fashion' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
