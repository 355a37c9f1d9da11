import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let account: string;
let clock = FIXED_NOW;
beforeAll(async () => {
  app = testSandbox({ now: () => clock });
  account = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = FIXED_NOW;
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const META_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/;
const post = (path: string, fields: Record<string, unknown>, token = DEWI_TOKEN) => postJson(app, `/v21.0${path}`, { access_token: token, ...fields });
async function remove(path: string, adlabels: unknown): Promise<Json> {
  const query = new URLSearchParams({ access_token: DEWI_TOKEN, adlabels: JSON.stringify(adlabels) });
  const response = await app.inject({ method: 'DELETE', url: `/v21.0${path}?${query}` });
  return { status: response.statusCode, body: response.json() };
}
const labels = async (act = account): Promise<Json[]> => (await graphGet(app, `/${act}/adlabels`, { fields: 'id,name,account,created_time,updated_time', limit: '100' })).body.data;
const campaigns = async (query: Record<string, string> = {}): Promise<Json[]> =>
  (await graphGet(app, `/${account}/campaigns`, { fields: 'id,name,adlabels', limit: '100', ...query })).body.data;

describe('GET /{act}/adlabels and /{adlabel}', () => {
  it('lists the account’s labels in Meta’s shape, and every label an object carries is one of them (one id per name)', async () => {
    const { status, body } = await graphGet(app, `/${account}/adlabels`, { fields: 'id,name,account,created_time,updated_time', limit: '2' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
    expect(body.paging.next).toContain(`/${account}/adlabels`);
    const all = await labels();
    expect(all.map((l) => l.name).sort()).toEqual(['evergreen', 'promo', 'q4', 'retest', 'scale']);
    for (const label of all) {
      expect(label).toEqual({ id: expect.stringMatching(/^\d{17}$/), name: expect.any(String), account: { id: account }, created_time: expect.stringMatching(META_TIME), updated_time: expect.stringMatching(META_TIME) });
    }
    const byId = new Map(all.map((l) => [l.id, l]));
    const carried = [
      ...(await campaigns()),
      ...(await graphGet(app, `/${account}/adsets`, { fields: 'adlabels', limit: '100' })).body.data,
      ...(await graphGet(app, `/${account}/ads`, { fields: 'adlabels', limit: '100' })).body.data,
    ].flatMap((o: Json) => o.adlabels ?? []);
    expect(carried.length).toBeGreaterThan(0);
    for (const label of carried) {
      expect(byId.get(label.id)).toBeDefined();
      expect(label).toEqual({ id: label.id, name: byId.get(label.id).name, created_time: byId.get(label.id).created_time, updated_time: byId.get(label.id).updated_time });
    }
  });

  it('reads one label by id; unknown fields, other users’ labels and unknown ids answer Meta’s errors', async () => {
    const [label] = await labels();
    expect((await graphGet(app, `/${label.id}`, { fields: 'id,name,account{id}' })).body).toEqual({ id: label.id, name: label.name, account: { id: account } });
    const unknown = await graphGet(app, `/${label.id}`, { fields: 'name,color' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 100, message: '(#100) Tried accessing nonexisting field (color) on node type (AdLabel)' });
    const foreign = await graphGet(app, `/${label.id}`, { fields: 'name' }, BUDI_TOKEN);
    expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, '/23859999999999999', { fields: 'name' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graphGet(app, `/${label.id}/campaigns`)).body.error).toMatchObject({ code: 2500, message: 'Unknown path components: /campaigns' });
  });

  it('expands labels inside fields= (adlabels{name,account}) and the account edge (adlabels.limit(1){name})', async () => {
    const labelled = (await campaigns()).find((c) => c.adlabels);
    const node = (await graphGet(app, `/${labelled.id}`, { fields: 'adlabels{name,account}' })).body;
    expect(node.adlabels[0]).toEqual({ name: labelled.adlabels[0].name, account: { id: account } });
    const expanded = (await graphGet(app, `/${account}`, { fields: 'adlabels.limit(1){name}' })).body;
    expect(expanded.adlabels.data).toEqual([{ name: expect.any(String), id: expect.any(String) }]);
    expect(expanded.adlabels.paging.next).toContain('/adlabels');
  });
});

describe('POST /{act}/adlabels', () => {
  it('creates a label ({id}), listed first with the call’s time; a name the account has (any case) is refused', async () => {
    clock = FIXED_NOW + 3_600_000;
    const { status, body } = await post(`/${account}/adlabels`, { name: 'Black Friday' });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(/^\d{17}$/) });
    const [first] = await labels();
    expect(first).toMatchObject({ id: body.id, name: 'Black Friday', created_time: '2025-06-15T11:00:00+0700' });
    const duplicate = await post(`/${account}/adlabels`, { name: 'black friday' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_user_title: 'Duplicate Label Name' });
    expect((await post(`/${account}/adlabels`, { name: 'PROMO' })).body.error.error_user_title).toBe('Duplicate Label Name');
  });

  it('refuses a missing, empty or too long name, and creating on anything but an ad account', async () => {
    expect((await post(`/${account}/adlabels`, {})).body.error.message).toBe('(#100) The parameter name is required');
    expect((await post(`/${account}/adlabels`, { name: '  ' })).body.error.message).toBe('(#100) Param name must be a non-empty string');
    expect((await post(`/${account}/adlabels`, { name: 'x'.repeat(101) })).body.error.code).toBe(100);
    const [label] = await labels();
    expect((await post(`/${label.id}/adlabels`, { name: 'x' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await post(`/${account}/adlabels`, { name: 'validated', execution_options: ['validate_only'] })).body).toEqual({ success: true });
    expect((await labels()).some((l) => l.name === 'validated')).toBe(false);
  });
});

describe('POST and DELETE /{adlabel}', () => {
  it('renames a label (objects read the new name, a taken name is refused) and deletes it from the account and its objects', async () => {
    const campaign = (await campaigns()).find((c) => c.adlabels);
    const [carried] = campaign.adlabels;
    clock += 120_000;
    expect((await post(`/${carried.id}`, { name: 'Q4 2025' })).body).toEqual({ success: true });
    expect((await graphGet(app, `/${campaign.id}`, { fields: 'adlabels{id,name}' })).body.adlabels).toEqual([{ id: carried.id, name: 'Q4 2025' }]);
    expect((await graphGet(app, `/${carried.id}`, { fields: 'updated_time' })).body.updated_time).toBe('2025-06-15T10:02:00+0700');
    const other = (await labels()).find((l) => l.id !== carried.id);
    expect((await post(`/${carried.id}`, { name: other.name.toUpperCase() })).body.error.error_user_title).toBe('Duplicate Label Name');
    expect((await post(`/${carried.id}`, {})).body.error.message).toBe('(#100) The parameter name is required');

    const response = await app.inject({ method: 'DELETE', url: `/v21.0/${carried.id}?access_token=${DEWI_TOKEN}` });
    expect(response.json()).toEqual({ success: true });
    expect((await labels()).some((l) => l.id === carried.id)).toBe(false);
    expect((await graphGet(app, `/${campaign.id}`, { fields: 'adlabels' })).body.adlabels).toBeUndefined();
    expect((await graphGet(app, `/${carried.id}`, { fields: 'name' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('labels on campaigns, ad sets and ads', () => {
  it('attaches by id and by name (a new name becomes a label), detaches, and filters lists by ANY / ALL / NONE', async () => {
    const all = await labels();
    const q4 = all.find((l) => l.name === 'q4');
    const [campaign] = await campaigns();
    clock += 60_000;
    expect((await post(`/${campaign.id}/adlabels`, { adlabels: [{ id: q4.id }, { name: 'Ramadan' }] })).body).toEqual({ success: true });
    const ramadan = (await labels()).find((l) => l.name === 'Ramadan');
    expect(ramadan).toBeDefined();
    const node = (await graphGet(app, `/${campaign.id}`, { fields: 'adlabels{id,name},updated_time' })).body;
    expect(node.adlabels).toEqual(expect.arrayContaining([{ id: q4.id, name: 'q4' }, { id: ramadan.id, name: 'Ramadan' }]));
    expect(node.updated_time).toBe('2025-06-15T10:01:00+0700');

    const filtered = (filter: Json) => campaigns({ filtering: JSON.stringify([filter]) });
    const any = await filtered({ field: 'adlabels', operator: 'ANY', value: [ramadan.id] });
    expect(any.map((c) => c.id)).toEqual([campaign.id]);
    const both = await filtered({ field: 'adlabels', operator: 'ALL', value: [ramadan.id, q4.id] });
    expect(both.map((c) => c.id)).toEqual([campaign.id]);
    const none = await filtered({ field: 'adlabels', operator: 'NONE', value: [ramadan.id] });
    expect(none.map((c) => c.id)).not.toContain(campaign.id);
    expect(none.length).toBe((await campaigns()).length - 1);

    expect((await remove(`/${campaign.id}/adlabels`, [{ id: ramadan.id }, { name: 'never made' }])).body).toEqual({ success: true });
    expect((await graphGet(app, `/${campaign.id}`, { fields: 'adlabels{name}' })).body.adlabels).toEqual(expect.not.arrayContaining([{ name: 'Ramadan' }]));
    expect((await labels()).some((l) => l.name === 'never made')).toBe(false);
    expect(await filtered({ field: 'adlabels', operator: 'ANY', value: [ramadan.id] })).toEqual([]);
  });

  it('sets labels with adlabels on an update and on a create; lists read them in field expansion', async () => {
    const adset = (await graphGet(app, `/${account}/adsets`, { fields: 'id', limit: '1' })).body.data[0];
    expect((await post(`/${adset.id}`, { adlabels: JSON.stringify([{ name: 'scale' }]) })).body).toEqual({ success: true });
    expect((await graphGet(app, `/${adset.id}`, { fields: 'adlabels{name}' })).body.adlabels).toEqual([{ name: 'scale' }]);
    const created = await post(`/${account}/campaigns`, { name: 'Labelled', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [], status: 'PAUSED', adlabels: [{ name: 'evergreen' }] });
    const evergreen = (await labels()).find((l) => l.name === 'evergreen');
    expect((await graphGet(app, `/${created.body.id}`, { fields: 'adlabels{id}' })).body.adlabels).toEqual([{ id: evergreen.id }]);
    const expanded = (await graphGet(app, `/${account}`, { fields: 'campaigns.limit(100){name,adlabels{name}}' })).body.campaigns.data;
    expect(expanded.find((c: Json) => c.name === 'Labelled').adlabels).toEqual([{ name: 'evergreen' }]);
  });

  it('filters insights by the labels of the campaigns, ad sets or ads (campaign.adlabels ANY / NONE)', async () => {
    const labelled = (await campaigns()).filter((c) => c.adlabels);
    const label = labelled[0].adlabels[0];
    const carrying = labelled.filter((c) => c.adlabels.some((l: Json) => l.id === label.id)).map((c) => c.id).sort();
    const rows = async (operator: string) =>
      (await graphGet(app, `/${account}/insights`, { level: 'campaign', date_preset: 'maximum', fields: 'campaign_id,spend', limit: '100', filtering: JSON.stringify([{ field: 'campaign.adlabels', operator, value: [label.id] }]) })).body.data;
    const any = await rows('ANY');
    expect(any.length).toBeGreaterThan(0);
    for (const row of any) expect(carrying).toContain(row.campaign_id);
    const none = await rows('NONE');
    for (const row of none) expect(carrying).not.toContain(row.campaign_id);
    const all = (await graphGet(app, `/${account}/insights`, { level: 'campaign', date_preset: 'maximum', fields: 'campaign_id', limit: '100' })).body.data;
    expect(any.length + none.length).toBe(all.length);
  });

  it('refuses labels of another account, malformed adlabels, a missing parameter, and list operators on other fields', async () => {
    const [campaign] = await campaigns();
    const usd = await activeAccount(app, 'USD');
    const [foreign] = await labels(usd);
    expect((await post(`/${campaign.id}/adlabels`, { adlabels: [{ id: foreign.id }] })).body.error.message).toBe(`(#100) Param adlabels[0][id] must be an ad label of ${account}`);
    expect((await post(`/${campaign.id}/adlabels`, { adlabels: '{"id":1}' })).body.error.message).toBe('(#100) Param adlabels must be an array');
    expect((await post(`/${campaign.id}/adlabels`, { adlabels: [{ colour: 'red' }] })).body.error.message).toBe('(#100) Param adlabels[0] must be an object with an id or a name');
    expect((await post(`/${campaign.id}/adlabels`, {})).body.error.message).toBe('(#100) The parameter adlabels is required');
    expect((await post(`/${campaign.id}/adlabels`, { adlabels: [{ id: foreign.id }] }, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const wrongOperator = await graphGet(app, `/${account}/campaigns`, { filtering: JSON.stringify([{ field: 'adlabels', operator: 'EQUAL', value: 'x' }]) });
    expect(wrongOperator.body.error.message).toBe('(#100) Filtering operator EQUAL is invalid for field adlabels.');
    const onName = await graphGet(app, `/${account}/campaigns`, { filtering: JSON.stringify([{ field: 'name', operator: 'ANY', value: ['x'] }]) });
    expect(onName.body.error.code).toBe(100);
    const notList = await graphGet(app, `/${account}/ads`, { filtering: JSON.stringify([{ field: 'adlabels', operator: 'ANY', value: 'x' }]) });
    expect(notList.body.error.message).toBe('(#100) param filtering[0][value] must be an array');
  });
});
