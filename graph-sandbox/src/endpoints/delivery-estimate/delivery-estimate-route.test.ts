import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
let ids: Record<string, string>;

beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app);
  ids = {};
  for (const name of ['Fashion', 'Batik', 'Coffee', 'Badminton', 'Sneakers']) {
    const { body } = await graphGet(app, `/${account}/targetingsearch`, { q: name, limit: '1', limit_type: 'interests' });
    ids[name] = body.data[0].id;
  }
});
afterAll(() => app.close());

type Spec = Record<string, unknown>;
const interests = (...names: string[]) => ({ interests: names.map((n) => ({ id: ids[n], name: n })) });
const base = (extra: Spec = {}): Spec => ({ age_min: 18, geo_locations: { countries: ['ID'] }, ...extra });

async function estimate(spec: unknown, goal = 'REACH', token = DEWI_TOKEN) {
  return graphGet(app, `/${account}/delivery_estimate`, { targeting_spec: typeof spec === 'string' ? spec : JSON.stringify(spec), optimization_goal: goal }, token);
}
async function mau(spec: Spec): Promise<number> {
  const { status, body } = await estimate(spec);
  expect(status).toBe(200);
  return body.data[0].estimate_mau_upper_bound;
}

describe('GET /{act}/delivery_estimate', () => {
  it('answers a one-element list in the AdAccountDeliveryEstimate shape, curve spends in minor units', async () => {
    const { status, body } = await estimate(base({ flexible_spec: [interests('Fashion')] }), 'OFFSITE_CONVERSIONS');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [row] = body.data;
    expect(Object.keys(row).sort()).toEqual(['daily_outcomes_curve', 'estimate_dau', 'estimate_mau_lower_bound', 'estimate_mau_upper_bound', 'estimate_ready']);
    expect(row.estimate_ready).toBe(true);
    expect(row.estimate_mau).toBeUndefined();
    expect(Number.isInteger(row.estimate_mau_lower_bound)).toBe(true);
    expect(row.estimate_mau_upper_bound).toBeGreaterThan(row.estimate_mau_lower_bound);
    expect(row.estimate_dau).toBeLessThan(row.estimate_mau_upper_bound);
    expect(row.daily_outcomes_curve[0]).toEqual({ spend: 0, reach: 0, impressions: 0, actions: 0 });
    const spends = row.daily_outcomes_curve.map((p: Json) => p.spend);
    expect(spends[1]).toBe(15000); // the IDR account's minimum daily budget
    for (let i = 1; i < row.daily_outcomes_curve.length; i += 1) {
      const [prev, point] = [row.daily_outcomes_curve[i - 1], row.daily_outcomes_curve[i]];
      expect(Number.isInteger(point.spend)).toBe(true);
      expect(point.reach).toBeGreaterThanOrEqual(prev.reach);
      expect(point.impressions).toBeGreaterThanOrEqual(point.reach);
      expect(point.reach).toBeLessThanOrEqual(row.estimate_dau);
    }
  });

  it('is deterministic', async () => {
    const spec = base({ flexible_spec: [interests('Batik', 'Coffee')] });
    expect((await estimate(spec)).body).toEqual((await estimate(spec)).body);
  });

  it('never lets an intersection exceed its parts, and an OR is at least each item', async () => {
    const fashion = await mau(base({ flexible_spec: [interests('Fashion')] }));
    const batik = await mau(base({ flexible_spec: [interests('Batik')] }));
    const both = await mau(base({ flexible_spec: [interests('Fashion'), interests('Batik')] }));
    const either = await mau(base({ flexible_spec: [interests('Fashion', 'Batik')] }));
    expect(both).toBeLessThanOrEqual(Math.min(fashion, batik));
    expect(both).toBeGreaterThan(0);
    expect(either).toBeGreaterThanOrEqual(Math.max(fashion, batik));
    expect(either).toBeLessThanOrEqual(fashion + batik);
    const three = await mau(base({ flexible_spec: [interests('Fashion'), interests('Batik'), interests('Coffee')] }));
    expect(three).toBeLessThanOrEqual(both);
  });

  it('keeps the intersection at or below each part for many interest pairs and audiences', async () => {
    const { body } = await graphGet(app, `/${account}/targetingsearch`, { q: 'a', limit: '40' });
    const pool: Array<{ id: string; type: string }> = body.data;
    const group = (entry: { id: string; type: string }) => ({ [entry.type]: [{ id: entry.id }] });
    for (let i = 0; i + 1 < pool.length; i += 2) {
      const [a, b] = [pool[i]!, pool[i + 1]!];
      const extra: Spec = i % 4 === 0 ? { genders: [2], age_max: 44 } : { geo_locations: { countries: ['ID', 'US'] } };
      const partA = await mau(base({ ...extra, flexible_spec: [group(a)] }));
      const partB = await mau(base({ ...extra, flexible_spec: [group(b)] }));
      const both = await mau(base({ ...extra, flexible_spec: [group(a), group(b)] }));
      expect(both).toBeLessThanOrEqual(Math.min(partA, partB));
    }
  });

  it('narrows with age, gender, location and relationship', async () => {
    const wide = await mau(base({ flexible_spec: [interests('Badminton')] }));
    const flexible_spec = [interests('Badminton')];
    expect(await mau(base({ age_max: 34, flexible_spec }))).toBeLessThan(wide);
    expect(await mau(base({ age_min: 25, flexible_spec }))).toBeLessThan(wide);
    const male = await mau(base({ genders: [1], flexible_spec }));
    const female = await mau(base({ genders: [2], flexible_spec }));
    expect(male).toBeLessThan(wide);
    expect(female).toBeLessThan(wide);
    expect(await mau(base({ genders: [1, 2], flexible_spec }))).toBe(wide);
    expect(await mau(base({ relationship_statuses: [3], flexible_spec }))).toBeLessThan(wide);
    const withMalaysia = await mau({ age_min: 18, geo_locations: { countries: ['ID', 'MY'] }, flexible_spec });
    expect(withMalaysia).toBeGreaterThan(wide);
    const { body: found } = await graphGet(app, '/search', { type: 'adgeolocation', q: 'Jawa Barat', location_types: '["region"]', limit: '1' });
    const westJava = found.data[0].key as string;
    const region = await mau({ age_min: 18, geo_locations: { regions: [{ key: westJava }] }, flexible_spec });
    expect(region).toBeGreaterThan(0);
    expect(region).toBeLessThan(wide);
    // A region inside an included country adds nobody.
    expect(await mau({ age_min: 18, geo_locations: { countries: ['ID'], regions: [{ key: westJava }] }, flexible_spec })).toBe(wide);
  });

  it('expands country groups and accepts demographics in flexible_spec', async () => {
    const asean = await mau({ age_min: 18, geo_locations: { country_groups: ['asean'] } });
    const indonesia = await mau({ age_min: 18, geo_locations: { countries: ['ID'] } });
    expect(asean).toBeGreaterThan(indonesia);
    const graduates = await mau(base({ flexible_spec: [{ education_statuses: [{ id: '3' }] }] }));
    expect(graduates).toBeLessThan(indonesia);
  });

  it('rejects invalid specs with a Meta-style error 100', async () => {
    const cases: unknown[] = [
      'not json',
      { age_min: 18 },
      base({ age_min: 10 }),
      base({ age_min: 40, age_max: 30 }),
      base({ genders: [3] }),
      { age_min: 18, geo_locations: { countries: ['XX'] } },
      base({ flexible_spec: [{ interests: [{ id: '999' }] }] }),
      base({ flexible_spec: [{ planets: [{ id: '1' }] }] }),
    ];
    for (const spec of cases) {
      const { status, body } = await estimate(spec);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 100, type: 'OAuthException', fbtrace_id: expect.any(String) });
    }
    expect((await estimate(base(), 'SALES')).body.error.code).toBe(100);
    expect((await graphGet(app, `/${account}/delivery_estimate`, { optimization_goal: 'REACH' })).body.error.message).toBe('(#100) The parameter targeting_spec is required');
    expect((await estimate(base(), 'REACH', BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('works inside a batch and counts each operation', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    // Encoded as the shared-graph client does (URLSearchParams: spaces as '+').
    const url = (name: string) =>
      `${account}/delivery_estimate?${new URLSearchParams({ optimization_goal: 'REACH', targeting_spec: JSON.stringify(base({ relationship_statuses: [3], flexible_spec: [{ interests: [{ id: ids[name], name: `${name} lovers` }] }] })) })}`;
    const { body } = await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: ['Fashion', 'Batik'].map((n) => ({ method: 'GET', relative_url: url(n) })) });
    // The world was rebuilt: ids from before the reset are the same because the seed is the same.
    expect(body.map((item: Json) => item.code)).toEqual([200, 200]);
    expect(JSON.parse(body[0].body).data[0].estimate_ready).toBe(true);
    const calls = (await app.inject({ url: '/__sandbox/calls' })).json();
    expect(calls.by_path[`/${account}/delivery_estimate`]).toBe(2);
  });
});

describe('delivery_estimate with fault injection', () => {
  it('fails the faulted batch operation only, with the injected error in its item', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { kind: 'rate_limit', path: 'delivery_estimate', count: 1 } });
    const relative = `${account}/delivery_estimate?${new URLSearchParams({ optimization_goal: 'REACH', targeting_spec: JSON.stringify(base()) })}`;
    const { body } = await postJson(app, '/v21.0/', { access_token: DEWI_TOKEN, batch: [{ method: 'GET', relative_url: relative }, { method: 'GET', relative_url: relative }] });
    expect(body[0].code).toBe(400);
    expect(JSON.parse(body[0].body).error).toMatchObject({ code: 17, error_subcode: 2446079 });
    expect(body[1].code).toBe(200);
  });
});
