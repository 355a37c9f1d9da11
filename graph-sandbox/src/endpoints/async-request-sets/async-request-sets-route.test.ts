import type { FastifyInstance } from 'fastify';
import { BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, activeAccount, graphGet, postJson, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let clock = FIXED_NOW;
let account: string;
let adsets: Json[];
beforeAll(async () => {
  app = testSandbox({ now: () => clock, asyncSessionMs: 1000 });
  account = await activeAccount(app, 'USD');
  adsets = (await graphGet(app, `/${account}/adsets`, { fields: 'id,name', limit: '3' })).body.data;
});
afterAll(() => app.close());

const SET_FIELDS = 'id,name,total_count,initial_count,in_progress_count,success_count,error_count,canceled_count,is_completed,notification_mode,owner_id';

describe('POST /{act}/async_batch_requests', () => {
  it('answers {id}; the set counts its requests as they run, and requests carry status, input and result maps', async () => {
    const { status, body } = await postJson(app, `/v21.0/${account}/async_batch_requests`, {
      access_token: DEWI_TOKEN,
      name: 'Pause and copy',
      adbatch: [
        { name: 'pause', relative_url: adsets[0].id, body: 'status=PAUSED' },
        { name: 'copy', relative_url: `${adsets[1].id}/copies`, body: 'status_option=PAUSED' },
        { name: 'bad', relative_url: adsets[2].id, body: 'status=STOPPED' },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(String) });
    const set = async () => (await graphGet(app, `/${body.id}`, { fields: SET_FIELDS })).body;
    expect(await set()).toEqual({
      id: body.id,
      name: 'Pause and copy',
      total_count: 3,
      initial_count: 3,
      in_progress_count: 0,
      success_count: 0,
      error_count: 0,
      canceled_count: 0,
      is_completed: false,
      notification_mode: 'OFF',
      owner_id: account.replace('act_', ''),
    });
    clock += 5000;
    expect(await set()).toMatchObject({ success_count: 2, error_count: 1, initial_count: 0, is_completed: true });
    expect((await graphGet(app, `/${adsets[0].id}`, { fields: 'status' })).body.status).toBe('PAUSED');

    const requests = (await graphGet(app, `/${body.id}/requests`, { fields: 'id,status,input,result' })).body.data;
    expect(requests.map((r: Json) => r.status).sort()).toEqual(['ERROR', 'SUCCESS', 'SUCCESS']);
    const copy = requests.find((r: Json) => r.input.name === 'copy');
    expect(copy.result.copied_adset_id).toEqual(expect.any(String));
    expect(copy.input).toEqual({ name: 'copy', relative_url: `${adsets[1].id}/copies`, body: 'status_option=PAUSED' });
    const errors = (await graphGet(app, `/${body.id}/requests`, { fields: 'status,result', statuses: '["ERROR"]' })).body.data;
    expect(errors).toHaveLength(1);
    expect(errors[0].result.error.code).toBe(100);
  });

  it('requires name and adbatch, and only in the caller’s accounts', async () => {
    expect((await postJson(app, `/v21.0/${account}/async_batch_requests`, { access_token: DEWI_TOKEN, adbatch: [] })).body.error.message).toBe('(#100) The parameter name is required');
    expect((await postJson(app, `/v21.0/${account}/async_batch_requests`, { access_token: DEWI_TOKEN, name: 'x' })).body.error.message).toBe('(#100) The parameter adbatch is required');
    const foreign = await postJson(app, `/v21.0/${account}/async_batch_requests`, { access_token: BUDI_TOKEN, name: 'x', adbatch: [{ relative_url: 'x' }] });
    expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
