import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fetchInsightsBatch } from '../insights/insightsClient';
import { graph } from '../graph/client';
import { handleGraphFailure } from '../errors/catalogue';
import { GraphError, isThrottled } from '../errors/graph-error';
import { queryClient } from '../server-state/queryClient';
import { useServerQuery } from '../server-state/useServerQuery';
import { bannersAtom, graphErrorAtom, sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { makeUser, setupRuntime, type RecordedCall } from '../test-utils';
import { figureFreshnessAtom, REGAIN_MARGIN_MS, refreshFigures, summarizeFreshness } from './figureFreshness';
import { freshnessHeadersOfList, parseFreshnessHeaders, parseThrottle } from './parseFreshnessHeaders';
import { useFigureFreshness } from './useFigureFreshness';

const AS_OF = '2025-03-04T07:05:00Z';
const EARLIER = '2025-03-04T06:40:00Z';
const at = (iso: string) => Date.parse(iso);
const throttleHeader = (regainAt: string, account = 'act_1', useCase = 'ads_insights', code = 80000) =>
  JSON.stringify({ scope: 'account', account_id: account, use_case: useCase, regain_at: regainAt, code });

function answer(body: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const throttleError = (code = 80000) => ({
  error: {
    message: `(#${code}) There have been too many calls from this ad-account.`,
    type: 'OAuthException',
    code,
    error_subcode: 2446079,
    is_transient: true,
    error_user_title: 'Facebook asks us to wait',
    error_user_msg: 'Facebook asks us to wait until 14:09. Nothing was changed.',
    fbtrace_id: 'Ax1',
  },
});

function loggedIn() {
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(0, 'act_1');
}

beforeEach(() => queryClient.clear());
afterEach(() => jest.useRealTimers());

describe('parseFreshnessHeaders', () => {
  test('reads the as-of time, the source and the throttle the server sent', () => {
    expect(parseFreshnessHeaders({ 'x-sasar-as-of': AS_OF, 'x-sasar-source': 'store', 'x-sasar-throttle': throttleHeader('2025-03-04T07:09:00Z') })).toEqual({
      asOf: at(AS_OF),
      source: 'store',
      throttle: { scope: 'account', accountId: 'act_1', useCase: 'ads_insights', regainAt: at('2025-03-04T07:09:00Z'), code: 80000 },
    });
    expect(parseThrottle(JSON.stringify({ scope: 'app', use_case: 'app', regain_at: '2025-03-04T07:09:00Z', code: 4 }))).toEqual({
      scope: 'app',
      accountId: null,
      useCase: 'app',
      regainAt: at('2025-03-04T07:09:00Z'),
      code: 4,
    });
    // An account number without act_ is the same account.
    expect(parseThrottle(throttleHeader('2025-03-04T07:09:00Z', '77'))?.accountId).toBe('act_77');
  });

  test('absent, malformed or hostile values read as "not said" and never throw', () => {
    expect(parseFreshnessHeaders({})).toEqual({ asOf: null, source: null, throttle: null });
    for (const junk of ['', 'yesterday', '2025-03-04', '1741071900000', '{"a":1}', 'null', '[]']) {
      expect(parseFreshnessHeaders({ 'x-sasar-as-of': junk, 'x-sasar-source': junk, 'x-sasar-throttle': junk })).toEqual({ asOf: null, source: null, throttle: null });
    }
    expect(parseThrottle(JSON.stringify({ scope: 'account', account_id: 'act_1', use_case: 'pages', regain_at: AS_OF }))).toBeNull();
    expect(parseThrottle(JSON.stringify({ scope: 'account', account_id: '../me', use_case: 'ads_insights', regain_at: AS_OF }))).toBeNull();
    expect(parseThrottle(JSON.stringify({ scope: 'account', account_id: 'act_1', use_case: 'ads_insights', regain_at: 'soon' }))).toBeNull();
  });

  test("a batch item's header list is read whatever the names' case; a broken list gives nothing", () => {
    expect(freshnessHeadersOfList([{ name: 'X-Sasar-As-Of', value: AS_OF }, { name: 'X-SASAR-SOURCE', value: 'platform' }, { name: 'Content-Type', value: 'text/javascript' }])).toEqual({
      'x-sasar-as-of': AS_OF,
      'x-sasar-source': 'platform',
    });
    expect(freshnessHeadersOfList('nope')).toEqual({});
    expect(freshnessHeadersOfList([null, 5, { name: 1, value: 'x' }, { name: 'x-sasar-source', value: 3 }])).toEqual({});
  });
});

describe('freshness of the figures on screen', () => {
  test('a screen shows the oldest as-of among its figures, per account, and says when some came from the store', async () => {
    setupRuntime((call: RecordedCall) => {
      if (call.url.pathname.endsWith('/batch')) {
        return answer([
          { code: 200, headers: [{ name: 'X-Sasar-As-Of', value: EARLIER }, { name: 'X-Sasar-Source', value: 'store' }], body: '{"data":[]}' },
          { code: 200, headers: [{ name: 'x-sasar-as-of', value: AS_OF }, { name: 'x-sasar-source', value: 'platform' }], body: '{"data":[]}' },
        ]);
      }
      return answer({ data: [] }, { 'x-sasar-as-of': AS_OF, 'x-sasar-source': 'platform' });
    });
    loggedIn();
    const { result } = renderHook(() => {
      const batch = useServerQuery(['dash'], (signal) => fetchInsightsBatch([{ objectId: 'act_1', metrics: ['spend'] }, { objectId: 'act_2', metrics: ['spend'] }], { signal }));
      return { batch, one: useFigureFreshness('act_1'), two: useFigureFreshness(['act_2']), all: useFigureFreshness() };
    });
    await waitFor(() => expect(result.current.all).not.toBeNull());
    expect(result.current.one).toEqual({ asOf: at(EARLIER), fromStore: true, throttle: null });
    expect(result.current.two).toEqual({ asOf: at(AS_OF), fromStore: false, throttle: null });
    expect(result.current.all).toEqual({ asOf: at(EARLIER), fromStore: true, throttle: null });
  });

  test("figures of a screen no longer shown do not age this one's stamp", async () => {
    setupRuntime((call) => answer({ data: [] }, { 'x-sasar-as-of': call.url.pathname.includes('old') ? EARLIER : AS_OF, 'x-sasar-source': 'platform' }));
    loggedIn();
    function Screens() {
      const [second, setSecond] = useState(false);
      return (
        <>
          {second ? <Reader path="act_1/new" /> : <Reader path="act_1/old" />}
          <button onClick={() => setSecond(true)}>next</button>
          <Stamp />
        </>
      );
    }
    function Reader({ path }: { path: string }) {
      useServerQuery([path], (signal) => graph.get(path, {}, { signal }));
      return null;
    }
    function Stamp() {
      const freshness = useFigureFreshness('act_1');
      return <p>{freshness?.asOf ? new Date(freshness.asOf).toISOString() : 'none'}</p>;
    }
    render(<Screens />);
    await screen.findByText('2025-03-04T06:40:00.000Z');
    act(() => screen.getByText('next').click());
    await screen.findByText('2025-03-04T07:05:00.000Z');
  });

  test('a Refresh reads the figures on screen again with _fresh=1', async () => {
    const rt = setupRuntime(() => answer({ data: [] }, { 'x-sasar-as-of': AS_OF, 'x-sasar-source': 'store' }));
    loggedIn();
    const { result } = renderHook(() => useServerQuery(['list'], (signal) => graph.get('act_1/campaigns', {}, { signal })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(rt.calls[0]?.url.searchParams.get('_fresh')).toBeNull();
    await act(() => refreshFigures(['act_1']));
    expect(rt.calls).toHaveLength(2);
    expect(rt.calls[1]?.url.searchParams.get('_fresh')).toBe('1');
    // Later reads are ordinary again.
    await act(() => queryClient.refetchQueries());
    expect(rt.calls[2]?.url.searchParams.get('_fresh')).toBeNull();
  });
});

describe('throttles', () => {
  test('a read the store cannot answer is a worded throttle: no global graph error, no banner, no report, no retry', async () => {
    const rt = setupRuntime(() => answer(throttleError(80000), { 'x-sasar-throttle': throttleHeader('2099-01-01T00:00:00Z') }, 400));
    loggedIn();
    const { result } = renderHook(() => ({ query: useServerQuery(['ins'], (signal) => graph.get('act_1/insights', {}, { signal })), freshness: useFigureFreshness('act_1') }));
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(isThrottled(result.current.query.error)).toBe(true);
    expect(result.current.freshness?.throttle).toMatchObject({ accountId: 'act_1', useCase: 'ads_insights', regainAt: at('2099-01-01T00:00:00Z') });
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
    expect(sessionStore.get(bannersAtom)).toEqual([]);
    expect(rt.reportError).not.toHaveBeenCalled();
    expect(rt.calls).toHaveLength(1);
  });

  test('the same refusal without the server saying so (direct to Meta) stays a genuine error', () => {
    setupRuntime();
    const error = GraphError.fromMeta(throttleError(80000).error, 400, 'direct');
    expect(handleGraphFailure(error, { transport: 'direct' })).toBe('graph-error');
    const throttled = GraphError.fromMeta(throttleError(80000).error, 400, 'proxy');
    throttled.throttle = parseThrottle(throttleHeader('2099-01-01T00:00:00Z'));
    expect(handleGraphFailure(throttled, { transport: 'proxy' })).toBe('throttled');
  });

  test("a throttled batch item is worded too, and only its account's stamp says so", async () => {
    setupRuntime(() =>
      answer([
        { code: 400, headers: [{ name: 'x-sasar-throttle', value: throttleHeader('2099-01-01T00:00:00Z', 'act_2') }], body: JSON.stringify(throttleError()) },
        { code: 200, headers: [{ name: 'x-sasar-as-of', value: AS_OF }, { name: 'x-sasar-source', value: 'platform' }], body: '{"data":[]}' },
      ]),
    );
    loggedIn();
    const { result } = renderHook(() => ({
      items: useServerQuery(['b'], (signal) => graph.batch([{ method: 'GET', relative_url: 'act_2/insights' }, { method: 'GET', relative_url: 'act_1/insights' }], { signal })),
      one: useFigureFreshness('act_1'),
      two: useFigureFreshness('act_2'),
    }));
    await waitFor(() => expect(result.current.items.isSuccess).toBe(true));
    expect(isThrottled(result.current.items.data?.[0]?.error)).toBe(true);
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
    expect(result.current.one).toEqual({ asOf: at(AS_OF), fromStore: false, throttle: null });
    expect(result.current.two?.throttle?.accountId).toBe('act_2');
  });

  test('when the regain time passes, the figures the throttle held back are read again by themselves', async () => {
    jest.useFakeTimers({ now: at('2025-03-04T07:05:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    let throttled = true;
    const rt = setupRuntime(() =>
      throttled
        ? answer({ data: [{ spend: '1' }] }, { 'x-sasar-as-of': EARLIER, 'x-sasar-source': 'store', 'x-sasar-throttle': throttleHeader('2025-03-04T07:09:00Z') })
        : answer({ data: [{ spend: '2' }] }, { 'x-sasar-as-of': '2025-03-04T07:09:03Z', 'x-sasar-source': 'platform' }),
    );
    loggedIn();
    const { result } = renderHook(() => ({ query: useServerQuery(['ins'], (signal) => graph.get('act_1/insights', {}, { signal })), freshness: useFigureFreshness('act_1') }));
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.freshness).toEqual({ asOf: at(EARLIER), fromStore: true, throttle: expect.objectContaining({ regainAt: at('2025-03-04T07:09:00Z') }) });

    throttled = false;
    await act(async () => {
      jest.advanceTimersByTime(4 * 60_000);
    });
    expect(rt.calls).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(REGAIN_MARGIN_MS);
    });
    await waitFor(() => expect(result.current.query.data).toEqual({ data: [{ spend: '2' }] }));
    expect(rt.calls).toHaveLength(2);
    expect(result.current.freshness).toEqual({ asOf: at('2025-03-04T07:09:03Z'), fromStore: false, throttle: null });
  });

  test('an app-wide throttle holds every screen', () => {
    const state = { queries: { q: { accounts: { act_1: { asOf: 1, fromStore: true } }, throttles: [] } }, throttles: { app: { scope: 'app' as const, accountId: null, useCase: 'app' as const, regainAt: 5000, code: 4 } } };
    expect(summarizeFreshness(state, ['q'], ['act_1'], 1000)?.throttle?.scope).toBe('app');
    expect(summarizeFreshness(state, ['q'], ['act_1'], 6000)?.throttle).toBeNull();
    expect(summarizeFreshness({ ...state, throttles: {} }, [], ['act_1'], 1000)).toBeNull();
    expect(sessionStore.get(figureFreshnessAtom)).toBeDefined();
  });
});
