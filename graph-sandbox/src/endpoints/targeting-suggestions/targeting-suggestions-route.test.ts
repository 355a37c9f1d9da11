import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app);
});
afterAll(() => app.close());

const suggest = (query: Record<string, string>, token?: string) => graphGet(app, `/${account}/targetingsuggestions`, query, token);
async function interest(name: string): Promise<Json> {
  return (await graphGet(app, `/${account}/targetingsearch`, { q: name, limit: '1', limit_type: 'interests' })).body.data[0];
}

describe('GET /{act}/targetingsuggestions', () => {
  it('suggests topic-related items in the targetingsearch shape, without the inputs, default 30, max 45', async () => {
    const batik = await interest('Batik');
    const list = JSON.stringify([{ type: 'interests', id: batik.id }]);
    const { status, body } = await suggest({ targeting_list: list });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(30);
    expect(body.data.map((i: Json) => i.id)).not.toContain(batik.id);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      type: 'interests',
      path: expect.any(Array),
      description: null,
      audience_size_lower_bound: expect.any(Number),
      audience_size_upper_bound: expect.any(Number),
    });
    // Siblings under Traditional clothing come first.
    expect(body.data[0].path.slice(0, -1)).toEqual(batik.path.slice(0, -1));
    expect(body.data.every((i: Json) => ['Shopping and fashion', 'Additional interests'].includes(i.path[1]))).toBe(true);
    expect((await suggest({ targeting_list: list, limit: '100' })).body.data).toHaveLength(45);
  });

  it('is deterministic and changes with the inputs', async () => {
    const coffee = await interest('Coffee');
    const list = JSON.stringify([{ type: 'interests', id: coffee.id }]);
    const first = (await suggest({ targeting_list: list })).body;
    expect((await suggest({ targeting_list: list })).body).toEqual(first);
    const next = (await suggest({ targeting_list: JSON.stringify([{ type: 'interests', id: first.data[0].id }]) })).body;
    expect(next.data.map((i: Json) => i.id)).not.toEqual(first.data.map((i: Json) => i.id));
  });

  it('ignores unknown ids and rejects malformed lists', async () => {
    expect((await suggest({ targeting_list: '[{"type":"interests","id":"42"}]' })).body).toEqual({ data: [] });
    for (const bad of ['nope', '{"type":"interests"}', '[{"type":"planets","id":"1"}]', '[{"type":"interests"}]']) {
      const { status, body } = await suggest({ targeting_list: bad });
      expect(status).toBe(400);
      expect(body.error.code).toBe(100);
    }
    expect((await suggest({})).body.error.message).toBe('(#100) The parameter targeting_list is required');
    expect((await suggest({ targeting_list: '[]' }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
