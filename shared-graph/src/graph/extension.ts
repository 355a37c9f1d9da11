import { abortErrorFor } from '../errors/cancel';
import { GraphError, type MetaErrorObject } from '../errors/graph-error';
import { NO_DATA_RESPONSE, extensionTimeoutMessage } from '../errors/messages';
import { extensionCheckedAtom, extensionInstalledAtom, extensionSeenAtom, sessionStore, type SessionStore } from '../session/atoms';
import { effectiveLocale, setParams, splitPath } from './params';
import type { BatchRequest, GraphCall, GraphMethod, GraphParams, GraphRequestContext, GraphTransport, TransportResponse } from './types';

// The window-message protocol between the page and the browser extension's content script.
//
// page → extension: { source: 'sasar-page', id, type: 'ping' }
//                   { source: 'sasar-page', id, type: 'graph', method, path, body? }      (one call)
//                   { source: 'sasar-page', id, type: 'graph', method: 'POST', batch }   (a batch)
// extension → page: { source: 'sasar-extension', id, type: 'pong' }
//                   { source: 'sasar-extension', id, type: 'graph', data?, error?, status? }
// `id` pairs an answer with its request. `data` is the platform's response body; `error` is passed through
// (Meta's error object or a string); an answer with neither is 'no data response'.

export const EXTENSION_PAGE_SOURCE = 'sasar-page';
export const EXTENSION_SOURCE = 'sasar-extension';
export const EXTENSION_PING_TIMEOUT_MS = 1_000;
export const EXTENSION_GRAPH_TIMEOUT_MS = 10_000;
export const EXTENSION_POLL_INTERVAL_MS = 3_000;

export type ExtensionRequest =
  | { source: typeof EXTENSION_PAGE_SOURCE; id: string; type: 'ping' }
  | {
      source: typeof EXTENSION_PAGE_SOURCE;
      id: string;
      type: 'graph';
      method: GraphMethod;
      path?: string;
      body?: GraphParams;
      batch?: BatchRequest[];
    };

export type ExtensionResponse =
  | { source: typeof EXTENSION_SOURCE; id: string; type: 'pong' }
  | { source: typeof EXTENSION_SOURCE; id: string; type: 'graph'; data?: unknown; error?: unknown; status?: number };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request without the `source` and `id` the sender adds. */
export type ExtensionOutgoing = DistributiveOmit<ExtensionRequest, 'source' | 'id'>;

let counter = 0;
function nextId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

function isResponse(data: unknown, id: string): data is ExtensionResponse {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === EXTENSION_SOURCE && (data as { id?: unknown }).id === id;
}

/**
 * Posts one message to the extension and resolves with its answer (matched by id), or rejects with
 * 'Timeout error after {ms} ms' / an AbortError.
 */
export function sendExtensionMessage(message: ExtensionOutgoing, timeoutMs: number, signal?: AbortSignal): Promise<ExtensionResponse> {
  return new Promise<ExtensionResponse>((resolve, reject) => {
    if (typeof window === 'undefined') {
      reject(new GraphError({ status: 0, code: 'extension_unavailable', message: 'No window to talk to the extension', transport: 'extension' }));
      return;
    }
    if (signal?.aborted) {
      reject(abortErrorFor(signal));
      return;
    }
    const id = nextId();
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== null && event.source !== window) return;
      if (!isResponse(event.data, id)) return;
      cleanup();
      resolve(event.data);
    };
    const onAbort = () => {
      cleanup();
      reject(abortErrorFor(signal));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(
        new GraphError({ status: 0, code: 'extension_timeout', message: extensionTimeoutMessage(timeoutMs), isTransient: true, transport: 'extension' }),
      );
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
    window.postMessage({ ...message, source: EXTENSION_PAGE_SOURCE, id }, window.location.origin === 'null' ? '*' : window.location.origin);
  });
}

/** Resolves when the extension answers a ping; rejects with 'Timeout error after 1000 ms' when it does not. */
export async function pingExtension(opts: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<void> {
  const answer = await sendExtensionMessage({ type: 'ping' }, opts.timeoutMs ?? EXTENSION_PING_TIMEOUT_MS, opts.signal);
  if (answer.type !== 'pong') throw new GraphError({ status: 0, code: 'extension_error', message: NO_DATA_RESPONSE, transport: 'extension' });
}

/** Pings once and records the result: extensionInstalledAtom, and for the next page load extensionSeenAtom. */
export async function detectExtension(opts: { timeoutMs?: number; store?: SessionStore } = {}): Promise<boolean> {
  const store = opts.store ?? sessionStore;
  const found = await pingExtension({ timeoutMs: opts.timeoutMs }).then(
    () => true,
    () => false,
  );
  store.set(extensionInstalledAtom, found);
  store.set(extensionCheckedAtom, true);
  if (store.get(extensionSeenAtom) !== found) store.set(extensionSeenAtom, found);
  return found;
}

/**
 * Polls for the extension (SPEC §4: every 3 s until found). Returns a stop function. `onFound` runs once when it
 * answers.
 */
export function startExtensionDetection(opts: { intervalMs?: number; timeoutMs?: number; onFound?: () => void; store?: SessionStore } = {}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    if (stopped) return;
    const found = await detectExtension({ timeoutMs: opts.timeoutMs, store: opts.store });
    if (stopped) return;
    if (found) {
      opts.onFound?.();
      return;
    }
    timer = setTimeout(() => void poll(), opts.intervalMs ?? EXTENSION_POLL_INTERVAL_MS);
  };
  void poll();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

function toResponse(answer: ExtensionResponse): TransportResponse {
  if (answer.type !== 'graph') throw new GraphError({ status: 0, code: 'no_data_response', message: NO_DATA_RESPONSE, transport: 'extension' });
  if (answer.error !== undefined && answer.error !== null) {
    const status = typeof answer.status === 'number' ? answer.status : 400;
    if (typeof answer.error === 'string') throw new GraphError({ status, code: 'extension_error', message: answer.error, transport: 'extension' });
    if (typeof answer.error === 'object') throw GraphError.fromMeta(answer.error as MetaErrorObject, status, 'extension');
    throw new GraphError({ status, code: 'extension_error', message: String(answer.error), transport: 'extension' });
  }
  if (answer.data === undefined || answer.data === null) {
    throw new GraphError({ status: 0, code: 'no_data_response', message: NO_DATA_RESPONSE, transport: 'extension' });
  }
  return { status: typeof answer.status === 'number' ? answer.status : 200, body: answer.data };
}

/** Through the browser extension (the user's own platform session). Time-out 10 s per call. */
export function createExtensionTransport(opts: { timeoutMs?: number } = {}): GraphTransport {
  const timeoutMs = opts.timeoutMs ?? EXTENSION_GRAPH_TIMEOUT_MS;
  return {
    kind: 'extension',
    async call(call: GraphCall, ctx: GraphRequestContext) {
      const { pathname, query } = splitPath(call.path);
      setParams(query, call.params);
      const locale = effectiveLocale(ctx.locale);
      if (locale && call.method === 'GET') query.set('locale', locale);
      const search = query.toString();
      const answer = await sendExtensionMessage(
        { type: 'graph', method: call.method, path: `${pathname}${search ? `?${search}` : ''}`, ...(call.method === 'POST' ? { body: call.body ?? {} } : {}) },
        timeoutMs,
        ctx.signal,
      );
      return toResponse(answer);
    },
    async batch(requests: BatchRequest[], ctx: GraphRequestContext) {
      const answer = await sendExtensionMessage({ type: 'graph', method: 'POST', batch: requests }, timeoutMs, ctx.signal);
      return toResponse(answer);
    },
  };
}

export const extensionTransport: GraphTransport = createExtensionTransport();
