import { throttleRefusal, throttlesOfAnswer } from './throttles';

const NOW = Date.UTC(2026, 10, 27, 14, 5, 0);
const ACCOUNT = 'act_1234';
const call = { accountId: ACCOUNT, useCase: 'ads_management' as const };
const refusal = (code: number, headers: Record<string, string> = {}) => ({ text: JSON.stringify({ error: { code, message: `(#${code}) wait` } }), headers });
const buc = (type: string, minutes: number) => ({ 'x-business-use-case-usage': JSON.stringify({ 1234: [{ type, call_count: 100, estimated_time_to_regain_access: minutes }] }) });

describe('what an answer says about throttles', () => {
  test('each ads-account code names its own use case and waits as long as the usage header says', () => {
    expect(throttlesOfAnswer(refusal(80000, buc('ads_insights', 4)), call, NOW)).toEqual([
      { accountId: ACCOUNT, useCase: 'ads_insights', regainAt: NOW + 4 * 60_000, code: 80000, message: '(#80000) wait' },
    ]);
    expect(throttlesOfAnswer(refusal(80003), call, NOW)).toMatchObject([{ useCase: 'custom_audience', regainAt: NOW + 5 * 60_000 }]);
    expect(throttlesOfAnswer(refusal(80004, { 'x-ad-account-usage': '{"acc_id_util_pct":100,"reset_time_duration":90}' }), call, NOW)).toMatchObject([
      { useCase: 'ads_management', regainAt: NOW + 90_000 },
    ]);
  });

  test('17, 32 and 613 are a throttle only when the headers say how long; code 4 stops the app', () => {
    expect(throttlesOfAnswer(refusal(17), call, NOW)).toEqual([]);
    expect(throttlesOfAnswer(refusal(613, buc('ads_management', 2)), call, NOW)).toMatchObject([{ useCase: 'ads_management', regainAt: NOW + 120_000, code: 613 }]);
    expect(throttlesOfAnswer(refusal(4), { accountId: null, useCase: 'ads_management' }, NOW)).toMatchObject([{ accountId: 'app', useCase: 'app', code: 4 }]);
    expect(throttlesOfAnswer(refusal(80004), { accountId: null, useCase: 'ads_management' }, NOW)).toEqual([]);
  });

  test('a successful answer whose usage names a regain time records it; other answers record nothing', () => {
    expect(throttlesOfAnswer({ text: '{"data":[]}', headers: buc('ads_insights', 3) }, call, NOW)).toMatchObject([{ useCase: 'ads_insights', code: 80000, regainAt: NOW + 180_000 }]);
    expect(throttlesOfAnswer({ text: '{"data":[]}', headers: buc('ads_insights', 0) }, call, NOW)).toEqual([]);
    expect(throttlesOfAnswer({ text: 'not json', headers: { 'x-business-use-case-usage': '{broken' } }, call, NOW)).toEqual([]);
    expect(throttlesOfAnswer(refusal(100), call, NOW)).toEqual([]);
  });

  test("the refusal is Meta's error object with the wait in words", () => {
    const throttle = { accountId: ACCOUNT, useCase: 'ads_management' as const, regainAt: NOW + 4 * 60_000 + 10_000, code: 80004, message: '(#80004) There have been too many calls' };
    const write = throttleRefusal(throttle, NOW, 'write');
    expect(write.status).toBe(400);
    expect(JSON.parse(write.text).error).toMatchObject({
      code: 80004,
      error_subcode: 2446079,
      is_transient: true,
      type: 'OAuthException',
      message: '(#80004) There have been too many calls',
      error_user_msg: 'Facebook asks us to wait about 5 min (until 14:09 UTC) before more changes and reads of this ad account. Nothing was changed; try again then.',
    });
    expect(JSON.parse(write.headers['x-sasar-throttle']!)).toEqual({ scope: 'account', account_id: ACCOUNT, use_case: 'ads_management', regain_at: '2026-11-27T14:09:10.000Z', code: 80004 });
    expect(throttleRefusal({ ...throttle, accountId: 'app', useCase: 'app', code: 4 }, NOW, 'read').status).toBe(403);
  });
});
