import { isCancelled } from 'shared-graph';
import { graphError, graphReply } from 'shared-graph/testing';
import { adsServer } from '../testing/adsServer';
import type { Clock } from './clock';
import { copyNames, copyPatternProblem, nextCopySuffixes } from './copyNames';
import { copyRequests, duplicateAssets, DUPLICATION_TIMEOUT_MESSAGE, type DuplicationProgress } from './duplicateAssets';

const sales = { id: '1203', level: 'campaign' as const, name: 'Sales', account_id: 'act_70' };
const leads = { id: '1204', level: 'campaign' as const, name: 'Leads', account_id: 'act_70' };

/** A clock whose sleeps resolve at once and are recorded. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps };
}

/**
 * The sandbox's asyncbatch (`POST /` with `asyncbatch`): sessions that move `step` percent per poll (a batch of
 * session reads); `fail` names one that fails; `activity` is the activity batch the server logs the start in.
 */
function asyncPlatform(step: number, { fail, activity }: { fail?: string; activity?: string } = {}) {
  const polls = new Map<string, number>();
  const api = adsServer();
  api.graph
    .on('POST', '', ({ body }) => {
      const sessions = body.asyncbatch as { name: string }[];
      return graphReply({ async_sessions: sessions.map((op, i) => ({ id: `90${i}`, name: op.name })) }, { headers: activity ? { 'x-sasar-activity-batch': activity } : {} });
    })
    .on('GET', ':session', ({ params }) => {
      const id = params.session!;
      const percent = Math.min(100, (polls.get(id) ?? 0) + step);
      polls.set(id, percent);
      if (id === fail && percent === 100) {
        return { id, status: 'FAILED', percent_completed: 100, error_code: 273, exception: '(#273) not admin', result: JSON.stringify({ error: { message: '(#273) not admin', type: 'OAuthException', code: 273 } }) };
      }
      const done = percent === 100;
      return { id, status: done ? 'COMPLETED' : 'IN_PROGRESS', percent_completed: percent, ...(done ? { result: JSON.stringify({ copied_campaign_id: `c${id}` }) } : {}) };
    });
  return api;
}

describe('copy names', () => {
  it("counts '- Copy n' per asset, going on from the copies already listed", () => {
    expect(nextCopySuffixes('Sales', 2)).toEqual([' - Copy 1', ' - Copy 2']);
    expect(nextCopySuffixes('Sales', 2, ['Sales - Copy 1', 'Sales - Copy 4', 'Leads - Copy 9', 'Sales (old) - Copy 7'])).toEqual([' - Copy 5', ' - Copy 6']);
    expect(nextCopySuffixes('Sales (1)', 1, ['Sales (1) - Copy 2'])).toEqual([' - Copy 3']);
  });

  it('builds one named copies operation per copy, each with __metadata', () => {
    const { requests, copies } = copyRequests([{ asset: sales, copies: 2 }, { asset: leads }], { existingNames: ['Sales - Copy 1'] });
    expect(copies.map((c) => c.copyName)).toEqual(['Sales - Copy 2', 'Sales - Copy 3', 'Leads - Copy 1']);
    expect(requests[0]).toEqual({
      method: 'POST',
      relative_url: '1203/copies',
      name: 'copy_1203_1',
      body: {
        deep_copy: true,
        status_option: 'PAUSED',
        rename_options: { rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' - Copy 2' },
        __metadata: { object_id: '1203', object_type: 'campaign', object_name: 'Sales', account_id: 'act_70', original: { copy_of: '1203', copy_number: 1 } },
      },
    });
    expect(new Set(requests.map((r) => r.name)).size).toBe(3);
  });
});

describe('copies into another parent, by a name pattern', () => {
  const winners = { id: '2301', level: 'adset' as const, name: 'Winners 25-44', account_id: 'act_70', campaign_name: 'Sales' };
  const story = { id: '4401', level: 'ad' as const, name: 'Story v1', account_id: 'act_70', campaign_name: 'Sales', adset_name: 'Winners 25-44' };

  it('puts the name between the pattern’s prefix and suffix, numbering {n} after the copies already listed', () => {
    expect(copyNames('Sales', 2, '{name} – copy')).toEqual([
      { prefix: '', suffix: ' – copy', copyName: 'Sales – copy' },
      { prefix: '', suffix: ' – copy', copyName: 'Sales – copy' },
    ]);
    expect(copyNames('Sales', 1, '{name} {n}', ['Sales 1', 'Sales 3', 'Sales x'])).toEqual([{ prefix: '', suffix: ' 4', copyName: 'Sales 4' }]);
    expect(copyNames('Sales $& (1)', 2, 'Copy {n} of {name}', ['Copy 2 of Sales $& (1)']).map((c) => c.copyName)).toEqual(['Copy 3 of Sales $& (1)', 'Copy 4 of Sales $& (1)']);
    expect(copyNames('Promo {n}', 1, '{name} v{n}', ['Promo {n} v7'])).toEqual([{ prefix: '', suffix: ' v8', copyName: 'Promo {n} v8' }]);
  });

  it('says in words what is wrong with a pattern', () => {
    expect(copyPatternProblem('{name} – copy')).toBeNull();
    expect(copyPatternProblem('Copy')).toMatch(/needs \{name\}/);
    expect(copyPatternProblem('{name} {name}')).toBe('Put {name} in the name once.');
    expect(copyPatternProblem('{name} {n} {n}')).toBe('Put {n} in the name at most once.');
    expect(copyPatternProblem('{name}\u0000')).toMatch(/control characters/);
    expect(copyPatternProblem(`{name}${'x'.repeat(200)}`)).toMatch(/under 200/);
  });

  it('sends an ad set into another campaign (campaign_id) and an ad into another ad set (adset_id), the log naming the new parents', () => {
    const campaign = { id: '1209', level: 'campaign' as const, name: 'Scale' };
    const { requests } = copyRequests([{ asset: winners }], { into: campaign, namePattern: 'Copy of {name}', statusOption: 'ACTIVE', deepCopy: false });
    expect(requests[0]!.body).toEqual({
      deep_copy: false,
      status_option: 'ACTIVE',
      campaign_id: '1209',
      rename_options: { rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_prefix: 'Copy of ', rename_suffix: '' },
      __metadata: { object_id: '2301', object_type: 'adset', object_name: 'Winners 25-44', campaign_name: 'Scale', account_id: 'act_70', original: { copy_of: '2301', copy_number: 1 } },
    });
    const adset = { id: '2399', level: 'adset' as const, name: 'Broad', campaign_name: 'Scale' };
    const ad = copyRequests([{ asset: story }], { into: adset, namePattern: '{name}' }).requests[0]!.body as Record<string, unknown>;
    expect(ad).toMatchObject({ adset_id: '2399', rename_options: { rename_strategy: 'NO_RENAME' }, __metadata: { adset_name: 'Broad', campaign_name: 'Scale' } });
    expect(ad).not.toHaveProperty('campaign_id');
  });
});

describe('duplicateAssets', () => {
  it('starts an asyncbatch, polls after 1500 ms then every 1000 ms until every session is at 100 %', async () => {
    const { requests } = asyncPlatform(40);
    const { clock, sleeps } = fakeClock();
    const progress: DuplicationProgress[] = [];
    const result = await duplicateAssets([{ asset: sales, copies: 2 }], { clock, onProgress: (p) => progress.push(p) });

    expect(sleeps).toEqual([1500, 1000, 1000]);
    expect(progress.map((p) => Math.round(p.percent))).toEqual([0, 40, 80, 100]);
    expect(result.done).toBe(true);
    expect(result.sessions.map((s) => [s.copyName, s.status, s.copiedId])).toEqual([
      ['Sales - Copy 1', 'COMPLETED', 'c900'],
      ['Sales - Copy 2', 'COMPLETED', 'c901'],
    ]);
    const start = requests[0]!;
    expect(start.url.pathname).toBe('/api/graph/v21.0/');
    const { asyncbatch } = start.body as { asyncbatch: { relative_url: string; body: string }[] };
    expect(asyncbatch[0]!.relative_url).toBe('1203/copies');
    const form = new URLSearchParams(asyncbatch[0]!.body);
    expect(form.get('rename_options')).toBe('{"rename_strategy":"ONLY_TOP_LEVEL_RENAME","rename_suffix":" - Copy 1"}');
    expect(JSON.parse(form.get('__metadata')!)).toMatchObject({ object_id: '1203', object_type: 'campaign' });
    // Every poll is one batch of session reads.
    const poll = requests[1]!.body as { batch: { relative_url: string }[] };
    expect(poll.batch.map((op) => op.relative_url)).toEqual(['900?fields=id,name,status,percent_completed,result,error_code,exception', '901?fields=id,name,status,percent_completed,result,error_code,exception']);
    expect(requests).toHaveLength(4);
    // Without a logged batch (the server said none) there is nothing for an Undo.
    expect(result.activity).toBeUndefined();
  });

  it('carries the activity batch the server logged the copies in, from the start to the end, for their Undo', async () => {
    asyncPlatform(100, { activity: 'b-copies' });
    const progress: DuplicationProgress[] = [];
    const result = await duplicateAssets([{ asset: sales }], { clock: fakeClock().clock, onProgress: (p) => progress.push(p) });
    expect(progress.map((p) => p.activity)).toEqual([{ teamId: 0, batchId: 'b-copies' }, { teamId: 0, batchId: 'b-copies' }]);
    expect(result.activity).toEqual({ teamId: 0, batchId: 'b-copies' });
  });

  it("reports a failed copy with Meta's error and finishes the others", async () => {
    asyncPlatform(50, { fail: '901' });
    const { clock } = fakeClock();
    const result = await duplicateAssets([{ asset: sales }, { asset: leads }], { clock });
    expect(result.sessions[0]).toMatchObject({ status: 'COMPLETED', copiedId: 'c900', error: null });
    expect(result.sessions[1]).toMatchObject({ status: 'FAILED', percent: 100, error: { code: 273, message: '(#273) not admin' } });
  });

  it('stops polling sessions that are done', async () => {
    const { requests } = asyncPlatform(100);
    const { clock, sleeps } = fakeClock();
    await duplicateAssets([{ asset: sales }], { clock });
    expect(sleeps).toEqual([1500]);
    expect(requests).toHaveLength(2);
  });

  it('gives up after the time-out with a sentence the user can act on', async () => {
    asyncPlatform(0);
    const { clock } = fakeClock();
    await expect(duplicateAssets([{ asset: sales }], { clock, timeoutMs: 5000 })).rejects.toThrow(DUPLICATION_TIMEOUT_MESSAGE);
  });

  it('a cancelled duplication stops polling with an AbortError', async () => {
    asyncPlatform(10);
    const { clock } = fakeClock();
    const controller = new AbortController();
    const pending = duplicateAssets([{ asset: sales }], { clock, signal: controller.signal, onProgress: (p) => p.percent >= 20 && controller.abort() });
    expect(isCancelled(await pending.catch((e: unknown) => e))).toBe(true);
  });

  it('rejects when the platform refuses to start, and sends nothing for no sources', async () => {
    adsServer().graph.on('POST', '', graphError({ message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 }));
    await expect(duplicateAssets([{ asset: sales }], { clock: fakeClock().clock })).rejects.toMatchObject({ code: 100 });
    await expect(duplicateAssets([])).resolves.toEqual({ sessions: [], percent: 100, done: true });
  });
});
