import { isCancelled } from '../errors/cancel';
import { GraphError } from '../errors/graph-error';
import { renderHook } from '@testing-library/react';
import { extensionInstalledAtom, extensionSeenAtom, graphErrorAtom, sessionStore } from '../session/atoms';
import { useExtensionMissing } from '../session/hooks';
import { STORAGE_KEYS } from '../session/storageKeys';
import { setupRuntime } from '../test-utils';
import { graph, selectTransport } from './client';
import {
  EXTENSION_PAGE_SOURCE,
  EXTENSION_SOURCE,
  createExtensionTransport,
  detectExtension,
  pingExtension,
  startExtensionDetection,
  type ExtensionRequest,
} from './extension';

type Reply = Record<string, unknown> | undefined;

/** A stand-in for the extension's content script: answers page messages through window.postMessage. */
function fakeExtension(answer: (message: ExtensionRequest) => Reply | Promise<Reply>) {
  const received: ExtensionRequest[] = [];
  const listener = (event: MessageEvent) => {
    const message = event.data as ExtensionRequest;
    if (message?.source !== EXTENSION_PAGE_SOURCE) return;
    received.push(message);
    void Promise.resolve(answer(message)).then((reply) => {
      if (reply) window.postMessage({ source: EXTENSION_SOURCE, id: message.id, ...reply }, '*');
    });
  };
  window.addEventListener('message', listener);
  return { received, remove: () => window.removeEventListener('message', listener) };
}

describe('extension transport', () => {
  let remove: (() => void) | undefined;
  beforeEach(() => {
    setupRuntime();
  });
  afterEach(() => {
    remove?.();
    remove = undefined;
    jest.useRealTimers();
  });

  it('ping resolves on pong and detection switches calls to the extension', async () => {
    const ext = fakeExtension((m) => (m.type === 'ping' ? { type: 'pong' } : undefined));
    remove = ext.remove;
    await expect(pingExtension()).resolves.toBeUndefined();
    expect(ext.received[0]).toEqual({ source: 'sasar-page', type: 'ping', id: expect.any(String) });
    expect(selectTransport().kind).toBe('proxy');
    await expect(detectExtension()).resolves.toBe(true);
    expect(sessionStore.get(extensionInstalledAtom)).toBe(true);
    expect(selectTransport().kind).toBe('extension');
  });

  it('remembers for the next page whether the extension answered, and the notice follows what is known', async () => {
    // What a component reading it renders now (a fresh render each time: nothing stays mounted while the state changes).
    const missing = () => {
      const { result, unmount } = renderHook(() => useExtensionMissing());
      unmount();
      return result.current;
    };
    expect(missing()).toBe(true); // never seen on this browser: the notice shows while the ping runs
    const ext = fakeExtension((m) => (m.type === 'ping' ? { type: 'pong' } : undefined));
    remove = ext.remove;
    await expect(detectExtension()).resolves.toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.extensionSeen)).toBe('true');
    expect(missing()).toBe(false);
    ext.remove();
    remove = undefined;

    // The next page: until its ping answers, the extension is assumed there (no notice), but calls wait for the answer.
    setupRuntime();
    localStorage.setItem(STORAGE_KEYS.extensionSeen, 'true');
    sessionStore.set(extensionSeenAtom, true);
    expect(missing()).toBe(false);
    expect(selectTransport().kind).toBe('proxy');

    // It no longer answers: the notice shows, and the next page does not assume it.
    jest.useFakeTimers();
    const detected = detectExtension();
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(detected).resolves.toBe(false);
    expect(missing()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.extensionSeen)).toBe('false');
  });

  it("ping times out after 1 s with 'Timeout error after 1000 ms'", async () => {
    jest.useFakeTimers();
    const pending = pingExtension().catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(GraphError);
    expect((error as Error).message).toBe('Timeout error after 1000 ms');
  });

  it('carries graph calls as {type:graph, path} and resolves with the data', async () => {
    const ext = fakeExtension((m) => (m.type === 'graph' ? { type: 'graph', data: { id: 'act_1', name: 'A' } } : undefined));
    remove = ext.remove;
    sessionStore.set(extensionInstalledAtom, true);
    await expect(graph.get('act_1', { fields: ['id', 'name'] })).resolves.toEqual({ id: 'act_1', name: 'A' });
    expect(ext.received[0]).toMatchObject({ type: 'graph', method: 'GET', path: 'act_1?fields=%5B%22id%22%2C%22name%22%5D' });
  });

  it('carries batches as {type:graph, batch} and parses the items', async () => {
    const ext = fakeExtension(() => ({ type: 'graph', data: [{ code: 200, body: '{"ok":1}' }, null] }));
    remove = ext.remove;
    const items = await graph.batch(
      [
        { method: 'GET', relative_url: 'a' },
        { method: 'GET', relative_url: 'b' },
      ],
      { transport: 'extension' },
    );
    expect(items).toEqual([{ code: 200, body: { ok: 1 } }, null]);
    expect(ext.received[0]).toMatchObject({ type: 'graph', method: 'POST', batch: [{ method: 'GET', relative_url: 'a' }, { method: 'GET', relative_url: 'b' }] });
  });

  it('pairs answers with requests by id', async () => {
    const ext = fakeExtension(async (m) => {
      const slow = m.type === 'graph' && m.path === 'slow';
      await new Promise((r) => setTimeout(r, slow ? 30 : 1));
      return { type: 'graph', data: { path: m.type === 'graph' ? m.path : null } };
    });
    remove = ext.remove;
    const [a, b] = await Promise.all([graph.get('slow', undefined, { transport: 'extension' }), graph.get('fast', undefined, { transport: 'extension' })]);
    expect([a, b]).toEqual([{ path: 'slow' }, { path: 'fast' }]);
  });

  it("passes the extension's errors through", async () => {
    let reply: Reply = { type: 'graph', error: { message: '(#17) User request limit reached', code: 17, error_subcode: 2446079 } };
    const ext = fakeExtension(() => reply);
    remove = ext.remove;
    await expect(graph.get('me', undefined, { transport: 'extension' })).rejects.toMatchObject({
      code: 17,
      subCode: 2446079,
      message: '(#17) User request limit reached',
      transport: 'extension',
    });
    expect(sessionStore.get(graphErrorAtom)).toMatchObject({ subCode: 2446079 });
    reply = { type: 'graph', error: 'Please log in to Facebook' };
    await expect(graph.get('me', undefined, { transport: 'extension' })).rejects.toThrow('Please log in to Facebook');
  });

  it("rejects with 'no data response' when the answer has neither data nor error", async () => {
    const ext = fakeExtension(() => ({ type: 'graph' }));
    remove = ext.remove;
    await expect(graph.get('me', undefined, { transport: 'extension' })).rejects.toThrow('no data response');
  });

  it("times out graph calls after 10 s with 'Timeout error after 10000 ms'", async () => {
    jest.useFakeTimers();
    const pending = createExtensionTransport()
      .call({ method: 'GET', path: 'me' }, { teamId: 0, adAccount: null, locale: 'auto', token: null, graphVersion: 'v21.0' })
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(((await pending) as Error).message).toBe('Timeout error after 10000 ms');
  });

  it('a cancelled extension call rejects with an AbortError and is ignored', async () => {
    const rt = setupRuntime();
    const controller = new AbortController();
    const pending = graph.get('me', undefined, { transport: 'extension', signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(rt.reportError).not.toHaveBeenCalled();
  });

  it('detection polls every 3 s until the extension answers', async () => {
    // jsdom delivers window messages on a real timer, so let real time pass for each delivery.
    const realSetTimeout = (jest.requireActual('timers') as typeof import('timers')).setTimeout;
    const delivered = () => new Promise((r) => realSetTimeout(r, 10));
    jest.useFakeTimers();
    let installed = false;
    const ext = fakeExtension((m) => (installed && m.type === 'ping' ? { type: 'pong' } : undefined));
    remove = ext.remove;
    const pings = () => ext.received.filter((m) => m.type === 'ping').length;
    const onFound = jest.fn();
    const stop = startExtensionDetection({ onFound });
    await delivered();
    expect(pings()).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000); // ping time-out
    await jest.advanceTimersByTimeAsync(2_999);
    await delivered();
    expect(pings()).toBe(1);
    await jest.advanceTimersByTimeAsync(1); // 3 s later: the next ping
    await delivered();
    expect(pings()).toBe(2);
    installed = true;
    await jest.advanceTimersByTimeAsync(4_000);
    await delivered();
    await delivered();
    expect(pings()).toBe(3);
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(extensionInstalledAtom)).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    await delivered();
    expect(pings()).toBe(3);
    stop();
  });
});
