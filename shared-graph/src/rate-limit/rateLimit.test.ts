import { activeAdAccountAtom, sessionStore } from '../session/atoms';
import { graph } from '../graph/client';
import { setupRuntime } from '../test-utils';
import { parseUsageHeaders } from './parseUsageHeaders';
import { EMPTY_RATE_LIMIT_STATE, rateLimitUsageAtom, recordUsage, usageFor, usageLevel } from './rateLimitUsage';

// The sandbox's (and Meta's) header shapes, GRAPH-API §10.
const buc = (account: string, callCount: number, cpu = 0, time = 0, regainMinutes = 0) =>
  JSON.stringify({
    [account]: [{ type: 'ads_management', call_count: callCount, total_cputime: cpu, total_time: time, estimated_time_to_regain_access: regainMinutes, ads_api_access_tier: 'standard_access' }],
  });

describe('parseUsageHeaders', () => {
  test('an account is as close to the wall as its busiest quota: call count, CPU time or total time, any use case', () => {
    const report = parseUsageHeaders(
      {
        'x-business-use-case-usage': JSON.stringify({
          '1': [
            { type: 'ads_management', call_count: 12, total_cputime: 40, total_time: 20, estimated_time_to_regain_access: 0 },
            { type: 'ads_insights', call_count: 61, total_cputime: 3, total_time: 5, estimated_time_to_regain_access: 0 },
          ],
          '2': [{ type: 'ads_management', call_count: 5, total_cputime: 1, total_time: 2, estimated_time_to_regain_access: 0 }],
        }),
        'x-app-usage': JSON.stringify({ call_count: 7, total_cputime: 2, total_time: 9 }),
      },
      null,
    );
    expect(report.accounts).toEqual([
      {
        accountId: 'act_1',
        percent: 61,
        regainAccessSeconds: null,
        resetSeconds: null,
        useCases: [
          { type: 'ads_insights', percent: 61, regainAccessSeconds: null },
          { type: 'ads_management', percent: 40, regainAccessSeconds: null },
        ],
      },
      { accountId: 'act_2', percent: 5, regainAccessSeconds: null, resetSeconds: null, useCases: [{ type: 'ads_management', percent: 5, regainAccessSeconds: null }] },
    ]);
    expect(report.appPercent).toBe(9);
  });

  test('x-ad-account-usage counts for the account of the call, with its reset time', () => {
    const report = parseUsageHeaders({ 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 83, reset_time_duration: 120 }) }, 'act_7');
    expect(report.accounts).toEqual([{ accountId: 'act_7', percent: 83, regainAccessSeconds: null, resetSeconds: 120, useCases: [] }]);
    // Without knowing the account the header means nothing.
    expect(parseUsageHeaders({ 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 83 }) }, null).accounts).toEqual([]);
  });

  test('a throttled account says when calls go through again (minutes → seconds)', () => {
    const report = parseUsageHeaders({ 'x-business-use-case-usage': buc('9', 100, 30, 50, 5) }, null);
    expect(report.accounts[0]).toMatchObject({ accountId: 'act_9', percent: 100, regainAccessSeconds: 300 });
  });

  test('each use case keeps its own figure and regain time, so the meter can say which quota is at the wall', () => {
    const report = parseUsageHeaders(
      {
        'x-business-use-case-usage': JSON.stringify({
          '3': [
            { type: 'ads_insights', call_count: 100, total_cputime: 10, total_time: 10, estimated_time_to_regain_access: 4 },
            { type: 'custom_audience', call_count: 20, total_cputime: 1, total_time: 1, estimated_time_to_regain_access: 0 },
            { type: 'ads_management', call_count: 30, total_cputime: 1, total_time: 1, estimated_time_to_regain_access: 0 },
            { type: 'Not A Type!', call_count: 99 },
          ],
        }),
      },
      null,
    );
    expect(report.accounts[0]?.useCases).toEqual([
      { type: 'ads_insights', percent: 100, regainAccessSeconds: 240 },
      { type: 'ads_management', percent: 30, regainAccessSeconds: null },
      { type: 'custom_audience', percent: 20, regainAccessSeconds: null },
    ]);
    // The hostile type still counts toward the account's figure, under no name.
    expect(report.accounts[0]?.percent).toBe(100);
  });

  test('absent, malformed or hostile headers give no figures and never throw', () => {
    expect(parseUsageHeaders({}, 'act_1')).toEqual({ accounts: [], appPercent: null });
    for (const junk of ['', 'not json', '[]', 'null', '{"__proto__":[{"call_count":99}]}', '{"1":"x"}', '{"1":[null,5,{"call_count":"abc"}]}']) {
      expect(parseUsageHeaders({ 'x-business-use-case-usage': junk, 'x-app-usage': junk, 'x-ad-account-usage': junk }, 'act_1')).toEqual({ accounts: [], appPercent: null });
    }
    // Out-of-range numbers are clamped to 0–100.
    expect(parseUsageHeaders({ 'x-app-usage': '{"call_count":250}' }, null).appPercent).toBe(100);
  });
});

describe('usage state', () => {
  beforeEach(() => sessionStore.set(rateLimitUsageAtom, EMPTY_RATE_LIMIT_STATE));

  test('levels: calm below 75 %, a warning from 75 %, critical from 90 %', () => {
    expect([0, 74, 75, 89, 90, 100].map(usageLevel)).toEqual(['ok', 'ok', 'warning', 'warning', 'critical', 'critical']);
  });

  test('each account keeps its own latest figure; the app-wide quota shows when it is the closer wall', () => {
    recordUsage({ accounts: [{ accountId: 'act_1', percent: 40, regainAccessSeconds: null, resetSeconds: null, useCases: [] }], appPercent: 10 }, 1000);
    recordUsage({ accounts: [{ accountId: 'act_2', percent: 80, regainAccessSeconds: null, resetSeconds: null, useCases: [] }], appPercent: null }, 2000);
    const state = sessionStore.get(rateLimitUsageAtom);
    expect(usageFor(state, 'act_1')).toMatchObject({ percent: 40, level: 'ok', source: 'account', seenAt: 1000 });
    expect(usageFor(state, 'act_2')).toMatchObject({ percent: 80, level: 'warning', source: 'account' });
    expect(usageFor(state, 'act_3')).toMatchObject({ percent: 10, source: 'app' });

    recordUsage({ accounts: [], appPercent: 95 }, 3000);
    expect(usageFor(sessionStore.get(rateLimitUsageAtom), 'act_1')).toMatchObject({ percent: 95, level: 'critical', source: 'app' });
  });

  test('a throttled account stays at the limit until the time the platform named, even if a later call reports less', () => {
    const throttled = { accountId: 'act_4', percent: 100, regainAccessSeconds: 300, resetSeconds: null, useCases: [] };
    recordUsage({ accounts: [throttled], appPercent: null }, 0);
    recordUsage({ accounts: [{ ...throttled, percent: 3, regainAccessSeconds: null }], appPercent: null }, 299_000);
    expect(usageFor(sessionStore.get(rateLimitUsageAtom), 'act_4')).toMatchObject({ percent: 100, level: 'critical' });
    recordUsage({ accounts: [{ ...throttled, percent: 3, regainAccessSeconds: null }], appPercent: null }, 300_000);
    expect(usageFor(sessionStore.get(rateLimitUsageAtom), 'act_4')).toMatchObject({ percent: 3, level: 'ok' });
  });

  test('nothing seen yet: no figure', () => {
    expect(usageFor(EMPTY_RATE_LIMIT_STATE, 'act_1')).toBeNull();
  });
});

describe('the graph client reads the usage of every response', () => {
  test('a proxy response carrying usage headers updates that ad account, errors included', async () => {
    setupRuntime((call) => {
      const throttled = call.url.pathname.includes('act_5/campaigns');
      return new Response(JSON.stringify(throttled ? { error: { message: '(#17) User request limit reached', code: 17, error_subcode: 2446079, type: 'OAuthException' } } : { data: [] }), {
        status: throttled ? 400 : 200,
        headers: {
          'content-type': 'application/json',
          'x-business-use-case-usage': throttled ? buc('5', 100, 20, 30, 5) : buc('5', 78),
          'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: throttled ? 100 : 78, reset_time_duration: 600 }),
          'x-app-usage': JSON.stringify({ call_count: 3, total_cputime: 1, total_time: 1 }),
        },
      });
    });
    sessionStore.set(activeAdAccountAtom, 'act_1');
    await graph.get('act_5/adsets');
    expect(usageFor(sessionStore.get(rateLimitUsageAtom), 'act_5')).toMatchObject({ percent: 78, level: 'warning', source: 'account' });
    // The selected account (act_1) was not what the call was about.
    expect(sessionStore.get(rateLimitUsageAtom).accounts.act_1).toBeUndefined();

    await expect(graph.get('act_5/campaigns', {}, { handleErrors: false })).rejects.toMatchObject({ subCode: 2446079 });
    expect(usageFor(sessionStore.get(rateLimitUsageAtom), 'act_5')).toMatchObject({ percent: 100, level: 'critical', regainAccessSeconds: 300 });
  });

  test("a batch operation's own headers report its account's usage", async () => {
    setupRuntime(() =>
      new Response(
        JSON.stringify([
          { code: 200, headers: [{ name: 'X-Business-Use-Case-Usage', value: buc('6', 82) }], body: '{"data":[]}' },
          { code: 200, headers: [{ name: 'Content-Type', value: 'text/javascript' }], body: '{"data":[]}' },
        ]),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    await graph.batch([
      { method: 'GET', relative_url: 'act_6/campaigns' },
      { method: 'GET', relative_url: 'act_7/campaigns' },
    ]);
    const state = sessionStore.get(rateLimitUsageAtom);
    expect(usageFor(state, 'act_6')).toMatchObject({ percent: 82, level: 'warning' });
    expect(state.accounts.act_7).toBeUndefined();
  });
});
