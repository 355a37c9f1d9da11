import type { FastifyInstance } from 'fastify';
import { graphGet, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const search = (query: Record<string, string>) => graphGet(app, '/search', query);

describe('GET /search?type=adinterest', () => {
  it('finds interests with bounds, path and topic; default limit 8; adInterest spelling works', async () => {
    const { status, body } = await search({ type: 'adinterest', q: 'coffee' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toEqual({
      id: expect.stringMatching(/^6003\d+$/),
      name: 'Coffee',
      audience_size_lower_bound: expect.any(Number),
      audience_size_upper_bound: expect.any(Number),
      path: ['Interests', 'Food and drink', 'Beverages', 'Coffee'],
      description: null,
      topic: 'Food and drink',
    });
    const one = await search({ type: 'adInterest', q: 'Coffee', limit: '1', locale: 'en' });
    expect(one.body.data.map((i: Json) => i.name)).toEqual(['Coffee']);
  });

  it('needs q and a known type', async () => {
    expect((await search({ type: 'adinterest' })).body.error).toMatchObject({ code: 100, message: '(#100) The parameter q is required' });
    expect((await search({ q: 'x' })).body.error.code).toBe(100);
    const bad = await search({ type: 'planets', q: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(100);
  });
});

describe('GET /search?type=adinterestsuggestion and adinterestvalid', () => {
  it('suggests related interests without the inputs', async () => {
    const { body } = await search({ type: 'adinterestsuggestion', interest_list: '["Badminton"]', limit: '10' });
    expect(body.data).toHaveLength(10);
    expect(body.data.map((i: Json) => i.name)).not.toContain('Badminton');
    expect(body.data.every((i: Json) => i.path[1] === 'Sports and outdoors' || i.topic === 'Sports and outdoors')).toBe(true);
  });

  it('tells valid from invalid names and ids', async () => {
    const { body } = await search({ type: 'adinterestvalid', interest_list: '["Coffee","nonexistantkeyword"]' });
    expect(body.data[0]).toMatchObject({ name: 'Coffee', valid: true, id: expect.any(Number), audience_size_lower_bound: expect.any(Number) });
    expect(body.data[1]).toEqual({ name: 'nonexistantkeyword', valid: false });
    const byId = await search({ type: 'adinterestvalid', interest_fbid_list: JSON.stringify([String(body.data[0].id), '1']) });
    expect(byId.body.data.map((i: Json) => i.valid)).toEqual([true, false]);
    expect((await search({ type: 'adinterestvalid', interest_list: '"Coffee"' })).body.error.code).toBe(100);
  });
});

describe('GET /search?type=adTargetingCategory', () => {
  it('lists a class', async () => {
    const { body } = await search({ type: 'adTargetingCategory', class: 'behaviors' });
    expect(body.data.length).toBeGreaterThan(20);
    expect(body.data.every((i: Json) => i.type === 'behaviors' && i.path[0] === 'Behaviors')).toBe(true);
    const demographics = await search({ type: 'adTargetingCategory', class: 'demographics', q: 'married' });
    expect(demographics.body.data[0]).toMatchObject({ id: '3', name: 'Married', type: 'relationship_statuses' });
    expect((await search({ type: 'adTargetingCategory', class: 'user_os' })).body).toEqual({ data: [] });
    expect((await search({ type: 'adTargetingCategory', class: 'planets' })).body.error.code).toBe(100);
  });
});

describe('GET /search?type=adgeolocation', () => {
  it('finds locations of the asked types, limit 5, names in Indonesian for id_ID', async () => {
    const { body } = await search({ type: 'adgeolocation', q: 'a', limit: '5', location_types: '["country_group","country"]', locale: 'id_ID' });
    expect(body.data).toHaveLength(5);
    expect(body.data.every((l: Json) => l.type === 'country' || l.type === 'country_group')).toBe(true);
    const us = await search({ type: 'adgeolocation', q: 'amerika serikat', location_types: '["country"]', locale: 'id_ID' });
    expect(us.body.data[0]).toMatchObject({ key: 'US', name: 'Amerika Serikat', type: 'country', supports_region: true, supports_city: true });
    const english = await search({ type: 'adgeolocation', q: 'united states', location_types: '["country"]' });
    expect(english.body.data[0].name).toBe('United States');
  });

  it('returns regions and cities with their country, and nothing for types the catalogue lacks', async () => {
    const { body } = await search({ type: 'adgeolocation', q: 'bandung', location_types: '["country_group","country","region","geo_market","city","zip","place"]', limit: '5' });
    expect(body.data[0]).toMatchObject({ name: 'Bandung', type: 'city', country_code: 'ID', country_name: 'Indonesia', region_id: expect.any(Number) });
    expect((await search({ type: 'adgeolocation', q: 'x', location_types: '["place"]' })).body).toEqual({ data: [] });
    expect((await search({ type: 'adgeolocation', q: 'x', location_types: '["planet"]' })).body.error.code).toBe(100);
  });
});

describe('retiring interests: targetingoptionstatus, adinterestvalid, adinterestsuggestion', () => {
  it('reports each option status with its future plan; unknown ids are UNKNOWN', async () => {
    const legacy = (await search({ type: 'adinterest', q: 'Yoga (legacy)', limit: '1' })).body.data[0];
    const gone = (await search({ type: 'adinterest', q: 'Coffee (legacy)', limit: '1' })).body.data[0];
    const yoga = (await search({ type: 'adinterest', q: 'Yoga', limit: '1' })).body.data[0];
    expect(legacy.name).toBe('Yoga (legacy)');
    const { status, body } = await search({ type: 'targetingoptionstatus', targeting_option_list: JSON.stringify([legacy.id, gone.id, yoga.id, '1234']) });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: legacy.id, current_status: 'DEPRECATING', future_plan: [{ key: '2027-01-15T00:00:00+0000', value: 'NON-DELIVERABLE' }] },
      { id: gone.id, current_status: 'NON-DELIVERABLE', future_plan: [] },
      { id: yoga.id, current_status: 'NORMAL', future_plan: [] },
      { id: '1234', current_status: 'UNKNOWN', future_plan: [] },
    ]);
    expect((await search({ type: 'targetingoptionstatus' })).body.error.code).toBe(100);
    expect((await search({ type: 'targetingoptionstatus', targeting_option_list: '"x"' })).body.error.code).toBe(100);
  });

  it('a no-longer-accepted interest is not valid; the successor is the first suggestion', async () => {
    const { body } = await search({ type: 'adinterestvalid', interest_list: '["Coffee (legacy)","Yoga (legacy)"]' });
    expect(body.data.map((i: Json) => [i.name, i.valid])).toEqual([
      ['Coffee (legacy)', false],
      ['Yoga (legacy)', true],
    ]);
    const suggestions = await search({ type: 'adinterestsuggestion', interest_list: '["Yoga (legacy)"]', limit: '3' });
    expect(suggestions.body.data[0].name).toBe('Yoga');
    expect(suggestions.body.data.map((i: Json) => i.name)).not.toContain('Coffee (legacy)');
  });
});
