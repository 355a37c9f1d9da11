import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let clock = FIXED_NOW;
let account: string;
beforeAll(async () => {
  app = testSandbox({ now: () => clock, asyncSessionMs: 2000 });
  account = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());
beforeEach(async () => {
  clock = FIXED_NOW;
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const asyncBatch = (operations: unknown, token = DEWI_TOKEN) => postJson(app, '/v21.0/', { access_token: token, asyncbatch: operations });
const session = async (id: string, token = DEWI_TOKEN) => (await graphGet(app, `/${id}`, { fields: 'id,name,status,percent_completed,result,error_code,exception' }, token)).body;

async function biggestCampaign(): Promise<Json> {
  const campaigns = (await graphGet(app, `/${account}/campaigns`, { fields: 'id,name', limit: '100' })).body.data;
  let best = campaigns[0];
  let most = 0;
  for (const campaign of campaigns) {
    const ads = (await graphGet(app, `/${campaign.id}/ads`, { limit: '100' })).body.data.length;
    if (ads > most) [best, most] = [{ ...campaign, ads }, ads];
  }
  return best;
}

describe('POST / with asyncbatch', () => {
  it('answers async sessions at once; they progress with time and end with the copies in the world', async () => {
    const campaign = await biggestCampaign();
    expect(campaign.ads).toBeGreaterThan(3);
    const { status, body } = await asyncBatch([
      { name: 'copy_1', method: 'POST', relative_url: `${campaign.id}/copies`, body: `deep_copy=true&rename_options=${encodeURIComponent('{"rename_suffix":" - Copy 1"}')}` },
      { name: 'copy_2', method: 'POST', relative_url: `v21.0/${campaign.id}/copies`, body: { deep_copy: true, status_option: 'PAUSED', rename_options: { rename_suffix: ' - Copy 2' } } },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({ async_sessions: [{ id: expect.any(String), name: 'copy_1' }, { id: expect.any(String), name: 'copy_2' }] });
    const [first, second] = body.async_sessions;

    expect(await session(first.id)).toEqual({ id: first.id, name: 'copy_1', status: 'NOT_STARTED', percent_completed: 0 });
    clock += 1250;
    const halfway = await session(first.id);
    expect(halfway.status).toBe('IN_PROGRESS');
    expect(halfway.percent_completed).toBeGreaterThan(0);
    expect(halfway.percent_completed).toBeLessThan(100);
    expect((await graphGet(app, `/${account}/campaigns`, { fields: 'name', limit: '100' })).body.data.map((c: Json) => c.name)).not.toContain(`${campaign.name} - Copy 1`);

    clock += 2000;
    const done = await session(first.id);
    expect(done).toMatchObject({ status: 'COMPLETED', percent_completed: 100 });
    const result = JSON.parse(done.result);
    expect(result.copied_campaign_id).toEqual(expect.any(String));
    expect(result.ad_object_ids.filter((o: Json) => o.ad_object_type === 'ad')).toHaveLength(campaign.ads);
    expect((await session(second.id)).status).toBe('COMPLETED');
    const names = (await graphGet(app, `/${account}/campaigns`, { fields: 'name', limit: '100' })).body.data.map((c: Json) => c.name);
    expect(names).toEqual(expect.arrayContaining([`${campaign.name} - Copy 1`, `${campaign.name} - Copy 2`]));
    // default fields of a session
    expect(Object.keys((await graphGet(app, `/${second.id}`)).body).sort()).toEqual(['id', 'name', 'percent_completed', 'status']);
  });

  it('ends a session FAILED with the error Meta gives when its request is refused', async () => {
    const { body } = await asyncBatch([{ name: 'bad', relative_url: '120200000000000001/copies', body: 'deep_copy=true' }]);
    clock += 5000;
    const failed = await session(body.async_sessions[0].id);
    expect(failed).toMatchObject({ status: 'FAILED', percent_completed: 100, error_code: 100 });
    expect(failed.exception).toContain('Unsupported post request');
    expect(JSON.parse(failed.result).error.code).toBe(100);
  });

  it('requires a name on every request, no dependencies and POST only; sessions belong to their user', async () => {
    expect((await asyncBatch([{ relative_url: 'x/copies' }])).body.error.code).toBe(100);
    expect((await asyncBatch([{ name: 'a', relative_url: 'x/copies', depends_on: 'b' }])).body.error.code).toBe(100);
    expect((await asyncBatch([{ name: 'a', method: 'GET', relative_url: 'me' }])).body.error.code).toBe(100);
    const { body } = await asyncBatch([{ name: 'a', relative_url: 'x/copies' }]);
    expect((await session(body.async_sessions[0].id, BUDI_TOKEN)).error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
