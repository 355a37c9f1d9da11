import type { FastifyInstance } from 'fastify';
import { activeAccount, BUDI_TOKEN, DEWI_TOKEN, FIXED_NOW, graphGet, postForm, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
let act: string;
let clock = FIXED_NOW;

beforeAll(async () => {
  app = testSandbox({ now: () => clock, reportRunMs: 1000 });
  act = await activeAccount(app, 'IDR');
});
afterAll(() => app.close());

const QUERY = { level: 'ad', date_preset: 'last_30d', time_increment: '1', fields: 'ad_id,spend,impressions' };

describe('async insights reports (GRAPH-API §7.4)', () => {
  it('POST …/insights answers a report_run_id whose status progresses over time, then pages the rows', async () => {
    const posted = await postForm(app, `/v21.0/${act}/insights`, { ...QUERY, access_token: DEWI_TOKEN });
    expect(posted.statusCode).toBe(200);
    const { report_run_id: id } = posted.json();
    expect(id).toMatch(/^\d{13}$/);

    const at = async (ms: number): Promise<Json> => {
      clock = FIXED_NOW + ms;
      return (await graphGet(app, `/${id}`)).body;
    };
    expect(await at(0)).toMatchObject({ id, account_id: act.replace('act_', ''), async_status: 'Job Not Started', async_percent_completion: 0, time_ref: Math.floor(FIXED_NOW / 1000) });
    expect((await at(150)).async_status).toBe('Job Started');
    const running = await at(600);
    expect(running).toMatchObject({ async_status: 'Job Running' });
    expect(running.async_percent_completion).toBeGreaterThan(0);
    expect(running.async_percent_completion).toBeLessThan(100);
    expect(running.time_completed).toBeUndefined();
    expect((await graphGet(app, `/${id}/insights`)).body.error.code).toBe(100);

    const done = await at(1000);
    expect(done).toMatchObject({ async_status: 'Job Completed', async_percent_completion: 100, time_completed: Math.floor((FIXED_NOW + 1000) / 1000), date_start: '2025-05-16', date_stop: '2025-06-14' });
    const page = await graphGet(app, `/${id}/insights`, { limit: '50' });
    const sync = await graphGet(app, `/${act}/insights`, { ...QUERY, limit: '50' });
    expect(page.body.data).toEqual(sync.body.data);
    expect(page.body.paging.next).toContain(`/${id}/insights`);
  });

  it('checks the parameters when the report is asked for, and keeps runs private to their user', async () => {
    clock = FIXED_NOW;
    const bad = await postForm(app, `/v21.0/${act}/insights`, { breakdowns: 'age,country', access_token: DEWI_TOKEN });
    expect(bad.json().error.error_subcode).toBe(1504041);
    const { report_run_id: id } = (await postForm(app, `/v21.0/${act}/insights`, { access_token: DEWI_TOKEN })).json();
    expect((await graphGet(app, `/${id}`, {}, BUDI_TOKEN)).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});
