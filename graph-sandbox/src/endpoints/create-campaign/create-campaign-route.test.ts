import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, activeAccount, graphGet, postForm, postJson, testSandbox } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
beforeAll(async () => {
  app = testSandbox();
  account = await activeAccount(app, 'USD');
});
afterAll(() => app.close());

const create = (fields: Record<string, unknown>, token = DEWI_TOKEN) => postJson(app, `/v21.0/${account}/campaigns`, { access_token: token, ...fields });

describe('POST /{act}/campaigns', () => {
  it('creates an ODAX campaign and answers {id}; it reads back and lists first', async () => {
    const { status, body } = await create({ name: 'Spring sale', objective: 'OUTCOME_SALES', status: 'PAUSED', special_ad_categories: [], daily_budget: '5000' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['id']);
    expect(body.id).toMatch(/^\d{18}$/);
    const node = (await graphGet(app, `/${body.id}`, { fields: 'name,objective,status,effective_status,daily_budget,lifetime_budget,bid_strategy,special_ad_categories,buying_type,account_id' })).body;
    expect(node).toEqual({
      name: 'Spring sale',
      objective: 'OUTCOME_SALES',
      status: 'PAUSED',
      effective_status: 'PAUSED',
      daily_budget: '5000',
      lifetime_budget: '0',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      special_ad_categories: [],
      buying_type: 'AUCTION',
      account_id: account.replace('act_', ''),
      id: body.id,
    });
    const list = (await graphGet(app, `/${account}/campaigns`, { fields: 'id' })).body.data;
    expect(list[0].id).toBe(body.id);
  });

  it('accepts the SDKs’ form encoding and returns the node with fields=', async () => {
    const response = await postForm(app, `/v21.0/${account}/campaigns`, {
      access_token: DEWI_TOKEN,
      name: 'Traffic test',
      objective: 'OUTCOME_TRAFFIC',
      special_ad_categories: '["NONE"]',
      fields: 'name,objective',
    });
    expect(response.json()).toEqual({ name: 'Traffic test', objective: 'OUTCOME_TRAFFIC', id: expect.any(String) });
  });

  it('refuses legacy objectives with Meta’s error naming the ODAX ones', async () => {
    const { status, body } = await create({ name: 'Old style', objective: 'CONVERSIONS', special_ad_categories: [] });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, type: 'OAuthException', message: 'Invalid parameter', error_user_title: 'Objective Not Available' });
    expect(body.error.error_user_msg).toContain('OUTCOME_SALES');
  });

  it('requires special_ad_categories, name and objective', async () => {
    expect((await create({ name: 'x', objective: 'OUTCOME_LEADS' })).body.error.message).toBe('(#100) The parameter special_ad_categories is required');
    expect((await create({ objective: 'OUTCOME_LEADS', special_ad_categories: [] })).body.error.message).toBe('(#100) The parameter name is required');
    expect((await create({ name: 'x', special_ad_categories: [] })).body.error.message).toBe('(#100) The parameter objective is required');
    expect((await create({ name: 'x', objective: 'SELL_STUFF', special_ad_categories: [] })).body.error.message).toMatch(/^\(#100\) Param objective must be one of \{OUTCOME_APP_PROMOTION, /);
    expect((await create({ name: 'x', objective: 'OUTCOME_LEADS', special_ad_categories: ['GAMBLING'] })).body.error.code).toBe(100);
  });

  it('checks the budget floor (1885272) and that a lifetime budget has a stop_time', async () => {
    const low = await create({ name: 'Cheap', objective: 'OUTCOME_SALES', special_ad_categories: [], daily_budget: '99' });
    expect(low.body.error).toMatchObject({ code: 100, error_subcode: 1885272, error_user_msg: 'Your campaign budget must be more than USD1.00 or your ads may not be delivered.' });
    const lifetime = await create({ name: 'Flight', objective: 'OUTCOME_SALES', special_ad_categories: [], lifetime_budget: '100000' });
    expect(lifetime.body.error.error_user_title).toBe('End Time Required');
  });

  it('creates only in accounts the token can use (100/33 otherwise)', async () => {
    const { body } = await create({ name: 'Not mine', objective: 'OUTCOME_SALES', special_ad_categories: [] }, BUDI_TOKEN);
    expect(body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
