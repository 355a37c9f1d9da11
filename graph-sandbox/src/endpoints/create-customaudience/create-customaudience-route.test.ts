import type { FastifyInstance } from 'fastify';
import { GraphParams } from '../../graph/params';
import { buildWorld } from '../../world/world';
import { createLookalike } from '../../writes/create-lookalike';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;
let audiences: Json[];

beforeEach(async () => {
  app = testSandbox();
  act = await activeAccount(app, 'IDR');
  audiences = (await graphGet(app, `/${act}/customaudiences`, { fields: 'id,name,subtype,approximate_count_lower_bound', limit: '50' })).body.data;
});
afterEach(() => app.close());

const source = () => audiences.find((a) => a.subtype === 'WEBSITE') as Json;
const create = (fields: Record<string, unknown>, token = DEWI_TOKEN) => postJson(app, `/v21.0/${act}/customaudiences?access_token=${token}`, fields);
const FIELDS = 'id,name,subtype,lookalike_spec,approximate_count_lower_bound,approximate_count_upper_bound,delivery_status,operation_status,data_source,permission_for_actions';

describe('POST /act_…/customaudiences (lookalikes)', () => {
  it('makes a 1% lookalike of a website audience, readable as Meta reads lookalikes, and lists it first', async () => {
    const origin = source();
    const answer = await create({ subtype: 'LOOKALIKE', origin_audience_id: origin.id, lookalike_spec: JSON.stringify({ type: 'similarity', country: 'ID' }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.stringMatching(/^\d{17}$/) });
    const read = (await graphGet(app, `/${answer.body.id}`, { fields: FIELDS })).body;
    expect(read).toMatchObject({
      name: `Lookalike (ID, 1%) - ${origin.name}`,
      subtype: 'LOOKALIKE',
      lookalike_spec: { country: 'ID', ratio: 0.01, starting_ratio: 0, type: 'similarity', origin: [{ id: origin.id, name: origin.name, type: 'custom_audience' }] },
      delivery_status: { code: 200, description: 'This audience is ready for use.' },
      operation_status: { code: 200, description: 'Normal' },
      data_source: { type: 'LOOKALIKE', sub_type: 'LOOKALIKE_DYNAMIC' },
      permission_for_actions: { subtype_supports_lookalike: 'False' },
    });
    // About 1 % of Indonesia's 176 M people.
    expect(read.approximate_count_lower_bound).toBeGreaterThan(1_000_000);
    expect(read.approximate_count_lower_bound).toBeLessThan(1_760_000);
    expect(read.approximate_count_upper_bound).toBe(Math.round(read.approximate_count_lower_bound * 1.176));
    const listed = (await graphGet(app, `/${act}/customaudiences`, { fields: 'id', limit: '1' })).body.data[0];
    expect(listed.id).toBe(answer.body.id);
    const origins = (await graphGet(app, `/${origin.id}`, { fields: 'lookalike_audience_ids' })).body.lookalike_audience_ids;
    expect(origins).toContain(answer.body.id);
  });

  it('takes a 2%–5% band over several countries (location_spec) and sizes it by band and countries', async () => {
    const answer = await create({
      name: 'LAL 2-5% SEA',
      subtype: 'LOOKALIKE',
      origin_audience_id: source().id,
      lookalike_spec: { starting_ratio: 0.02, ratio: 0.05, location_spec: { geo_locations: { countries: ['ID', 'MY', 'SG'] } } },
    });
    const read = (await graphGet(app, `/${answer.body.id}`, { fields: FIELDS })).body;
    expect(read.name).toBe('LAL 2-5% SEA');
    expect(read.lookalike_spec).toMatchObject({ country: 'ID', ratio: 0.05, starting_ratio: 0.02, type: 'custom_ratio', location_spec: { geo_locations: { countries: ['ID', 'MY', 'SG'] } } });
    // 3 % of ~204 M people.
    expect(read.approximate_count_lower_bound).toBeGreaterThan(4_000_000);
  });

  it('can be used in an ad set\'s targeting right away', async () => {
    const answer = await create({ subtype: 'LOOKALIKE', origin_audience_id: source().id, lookalike_spec: { ratio: 0.03, country: 'ID' } });
    const adset = (await graphGet(app, `/${act}/adsets`, { fields: 'id,targeting', limit: '1' })).body.data[0];
    const targeting = { ...adset.targeting, custom_audiences: [{ id: answer.body.id }] };
    const update = await postJson(app, `/v21.0/${adset.id}?access_token=${DEWI_TOKEN}`, { targeting });
    expect(update.body).toEqual({ success: true });
  });

  it.each([
    ['a ratio above 20%', { ratio: 0.25, country: 'ID' }, 1713011, 'Invalid Lookalike Size'],
    ['a ratio below 1%', { ratio: 0.001, country: 'ID' }, 1713011, 'Invalid Lookalike Size'],
    ['a ratio that is not a number', { ratio: 'big', country: 'ID' }, 1713011, 'Invalid Lookalike Size'],
    ['a starting ratio at or above the ratio', { starting_ratio: 0.05, ratio: 0.05, country: 'ID' }, 1713011, 'Invalid Lookalike Size'],
    ['an unknown country', { ratio: 0.01, country: 'XX' }, 1713010, 'Invalid Location'],
    ['no country', { ratio: 0.01 }, 1713010, 'Location Required'],
  ])('refuses %s in Meta\'s words and keeps nothing', async (_case, spec, subcode, title) => {
    const answer = await create({ subtype: 'LOOKALIKE', origin_audience_id: source().id, lookalike_spec: spec });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_subcode: subcode, error_user_title: title, error_user_msg: expect.any(String) });
    expect((await graphGet(app, `/${act}/customaudiences`, { limit: '50' })).body.data).toHaveLength(audiences.length);
  });

  it('refuses a lookalike as the source, an audience of another account, and a missing spec', async () => {
    const lookalike = audiences.find((a) => a.subtype === 'LOOKALIKE') as Json;
    expect((await create({ subtype: 'LOOKALIKE', origin_audience_id: lookalike.id, lookalike_spec: { ratio: 0.01, country: 'ID' } })).body.error).toMatchObject({ error_subcode: 1713015 });
    expect((await create({ subtype: 'LOOKALIKE', origin_audience_id: '23850000000000001', lookalike_spec: { ratio: 0.01, country: 'ID' } })).body.error).toMatchObject({ error_subcode: 1713012, error_user_title: 'Source Audience Not Found' });
    expect((await create({ subtype: 'LOOKALIKE', origin_audience_id: source().id })).body.error.message).toBe('(#100) The parameter lookalike_spec is required');
    expect((await create({ subtype: 'LOOKALIKE', origin_audience_id: source().id, lookalike_spec: { ratio: 0.01, country: 'ID' } }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('createLookalike', () => {
  it('refuses a source with fewer than 100 people', () => {
    const world = buildWorld({ seed: 1, app: { id: '1', secret: 's', name: 'Sasar' }, builtAt: FIXED_NOW });
    const account = world.accounts[0];
    const origin = world.customAudiencesOf(account?.id ?? '').find((a) => a.subtype === 'CUSTOM');
    if (!account || !origin) throw new Error('world without a customer list');
    origin.lowerBound = 60;
    const params = new GraphParams({ subtype: 'LOOKALIKE', origin_audience_id: origin.id, lookalike_spec: { ratio: 0.01, country: 'ID' } });
    expect(() => createLookalike(world, account, params, FIXED_NOW, false)).toThrow(expect.objectContaining({ payload: expect.objectContaining({ error_subcode: 1713007, error_user_title: 'Source Audience Is Too Small' }) }));
  });
});
