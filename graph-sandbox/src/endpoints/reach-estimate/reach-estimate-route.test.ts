import type { FastifyInstance } from 'fastify';
import { activeAccount, graphGet, testSandbox } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;

beforeAll(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());

const estimate = (spec: unknown) => graphGet(app, `/${act}/reachestimate`, { targeting_spec: JSON.stringify(spec) });

describe('GET /{act}/reachestimate', () => {
  it('answers the audience bounds as one object, matching delivery_estimate', async () => {
    const spec = { age_min: 18, age_max: 65, geo_locations: { countries: ['ID'] } };
    const { status, body } = await estimate(spec);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { users_lower_bound: expect.any(Number), users_upper_bound: expect.any(Number), estimate_ready: true } });
    expect(body.data.users_upper_bound).toBeGreaterThan(body.data.users_lower_bound);
    const delivery = await graphGet(app, `/${act}/delivery_estimate`, { targeting_spec: JSON.stringify(spec), optimization_goal: 'REACH' });
    expect(body.data.users_lower_bound).toBe(delivery.body.data[0].estimate_mau_lower_bound);
    const narrower = await estimate({ ...spec, genders: [2], age_max: 34 });
    expect(narrower.body.data.users_upper_bound).toBeLessThan(body.data.users_upper_bound);
  });

  it('refuses a missing or invalid spec and non-account nodes', async () => {
    expect((await graphGet(app, `/${act}/reachestimate`)).body.error.message).toBe('(#100) The parameter targeting_spec is required');
    expect((await estimate({ age_min: 18 })).body.error.code).toBe(100);
    expect((await graphGet(app, '/me/reachestimate', { targeting_spec: '{}' })).body.error.code).toBe(2500);
  });
});
