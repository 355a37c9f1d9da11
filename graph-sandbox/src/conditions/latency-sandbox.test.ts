import type { FastifyInstance } from 'fastify';
import { activeAccount, DEWI_TOKEN, FIXED_NOW, graphGet, postForm, postJson, testSandbox, type Json } from '../test-support/sandbox-harness';
import type { SandboxOptions } from '../sandbox/options';
import { LatencyProfile } from './latency-profile';

/** A sandbox whose latency delays are recorded instead of waited out. */
function recordingSandbox(options: SandboxOptions = {}): { app: FastifyInstance; slept: number[] } {
  const slept: number[] = [];
  const app = testSandbox({
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...options,
  });
  return { app, slept };
}

let app: FastifyInstance;
afterEach(() => app.close());

describe('latency in the sandbox', () => {
  it('is off by default: nothing waits', async () => {
    const run = recordingSandbox();
    app = run.app;
    await graphGet(app, '/me');
    await graphGet(app, '/me/adaccounts');
    expect(run.slept).toEqual([]);
  });

  it('delays each graph call, the same delays for the same calls and seed, never the control API or the dialog', async () => {
    const calls = async (seed: number): Promise<number[]> => {
      const run = recordingSandbox({ latency: 'realistic', seed });
      app = run.app;
      const account = await activeAccount(app);
      await graphGet(app, `/${account}/campaigns`, { fields: 'name', limit: '50' });
      await graphGet(app, `/${account}/insights`, { breakdowns: 'age' });
      await graphGet(app, '/me', { fields: 'bogus' });
      await app.inject({ url: '/__sandbox/calls' });
      await app.inject({ url: `/v21.0/dialog/oauth?client_id=1234567890&redirect_uri=${encodeURIComponent('http://localhost/cb')}` });
      await app.close();
      return run.slept;
    };
    const first = await calls(1);
    expect(first).toHaveLength(4);
    expect(first[3]).toBeLessThanOrEqual(250); // an error answers quickly
    expect(await calls(1)).toEqual(first);
    expect(await calls(2)).not.toEqual(first);
  });

  it('answers a batch after its slowest operation plus an overhead; a dependency chain adds up', async () => {
    const run = recordingSandbox({ latency: 'realistic', seed: 3 });
    app = run.app;
    const account = await activeAccount(app);
    const mirror = new LatencyProfile('realistic', 3);
    // Reset so the sandbox's call sequence starts where the mirror's does.
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    run.slept.length = 0;

    const { body } = await postJson(app, '/v21.0/', {
      access_token: DEWI_TOKEN,
      batch: [
        { method: 'GET', relative_url: 'me', name: 'who' },
        { method: 'GET', relative_url: `${account}/campaigns?fields=name`, depends_on: 'who' },
        { method: 'GET', relative_url: `${account}/insights?breakdowns=age` },
      ],
    });
    expect(body.map((item: Json) => item?.code ?? null)).toEqual([null, 200, 200]);
    const me = mirror.delayOf({ method: 'GET', segments: ['me'], params: [], status: 200 });
    const campaigns = mirror.delayOf({ method: 'GET', segments: [account, 'campaigns'], params: [['fields', 'name']], nodeKind: 'ad_account', status: 200 });
    const insights = mirror.delayOf({ method: 'GET', segments: [account, 'insights'], params: [['breakdowns', 'age']], nodeKind: 'ad_account', status: 200 });
    const overhead = mirror.batchOverhead();
    expect(overhead).toBeGreaterThanOrEqual(80);
    expect(overhead).toBeLessThanOrEqual(150);
    // One wait for the whole batch: operations are not waited one by one.
    expect(run.slept).toEqual([Math.max(me + campaigns, insights) + overhead]);
  });

  it('under realistic latency an async report runs a few seconds, through Job Running with rising percentages', async () => {
    let clock = FIXED_NOW;
    const run = recordingSandbox({ latency: 'realistic', now: () => clock });
    app = run.app;
    const account = await activeAccount(app);
    const posted = await postForm(app, `/v21.0/${account}/insights`, { level: 'ad', date_preset: 'last_30d', time_increment: '1', breakdowns: 'age', fields: 'spend', access_token: DEWI_TOKEN });
    const id = posted.json().report_run_id as string;
    const seen: Array<{ status: string; percent: number }> = [];
    let completedAfter = 0;
    for (let ms = 0; ms <= 40_000; ms += 250) {
      clock = FIXED_NOW + ms;
      const report = (await graphGet(app, `/${id}`)).body;
      seen.push({ status: report.async_status, percent: report.async_percent_completion });
      if (report.async_status === 'Job Completed') {
        completedAfter = ms;
        break;
      }
    }
    expect(completedAfter).toBeGreaterThanOrEqual(2000);
    expect(completedAfter).toBeLessThanOrEqual(30_000);
    const running = seen.filter((s) => s.status === 'Job Running').map((s) => s.percent);
    expect(running.length).toBeGreaterThan(3);
    for (let i = 1; i < running.length; i += 1) expect(running[i]).toBeGreaterThanOrEqual(running[i - 1] as number);
    expect(running[running.length - 1]).toBeGreaterThan(running[0] as number);
    expect(seen[0]?.status).toBe('Job Not Started');
    expect(seen[seen.length - 1]).toEqual({ status: 'Job Completed', percent: 100 });

    // A small request (one row, no breakdown, no days) is done no later than the big one.
    clock = FIXED_NOW;
    const small = (await postForm(app, `/v21.0/${account}/insights`, { fields: 'spend', access_token: DEWI_TOKEN })).json().report_run_id as string;
    clock = FIXED_NOW + completedAfter;
    expect((await graphGet(app, `/${small}`)).body.async_status).toBe('Job Completed');
  });

  it('keeps an explicit reportRunMs under realistic latency', async () => {
    let clock = FIXED_NOW;
    const run = recordingSandbox({ latency: 'realistic', reportRunMs: 1000, now: () => clock });
    app = run.app;
    const account = await activeAccount(app);
    const id = (await postForm(app, `/v21.0/${account}/insights`, { level: 'ad', time_increment: '1', access_token: DEWI_TOKEN })).json().report_run_id as string;
    clock = FIXED_NOW + 1000;
    expect((await graphGet(app, `/${id}`)).body.async_status).toBe('Job Completed');
  });

  it('cuts a real delay short when the sandbox closes', async () => {
    app = testSandbox({ latency: 'realistic' });
    const started = Date.now();
    const pending = graphGet(app, '/me');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    await pending.catch(() => undefined);
    expect(Date.now() - started).toBeLessThan(180);
  });
});
