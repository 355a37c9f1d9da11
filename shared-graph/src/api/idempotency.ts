// Writes that survive a retry: every product-API write carries an Idempotency-Key (one per call, that is per user
// action), and a write the load balancer could not deliver or whose answer was lost is sent again with the same key,
// so the server applies it once (server/src/http/idempotency.ts).

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The server's answer to a retry is the stored answer of the first request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Statuses a load balancer answers when a server process died, is restarting, or did not answer. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const IN_FLIGHT_CODE = 'idempotency_key_in_flight';

/** A random UUID (v4); `crypto.getRandomValues` also works where `randomUUID` needs a secure context. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header value: a structured-field string, as the IETF draft writes it. */
export const idempotencyKeyValue = (key: string = newIdempotencyKey()): string => `"${key}"`;

export const isWriteMethod = (method: string): boolean => WRITE_METHODS.has(method.toUpperCase());

export interface WriteRetryPolicy {
  /** Waits before each retry after a balancer's 502/503/504; their count is how many such retries there are. */
  gatewayDelaysMs: readonly number[];
  /** Waits before each retry after no answer at all (the connection failed or was cut). */
  networkDelaysMs: readonly number[];
  /** How long retries go on while the server says the first request is still being applied (409). */
  inFlightForMs: number;
  sleep(ms: number, signal: AbortSignal | null): Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * A process killed mid-write leaves its claim for the server's lease (5 s): a retry within 15 s gets the answer.
 * A balancer failing over takes a moment; with the network gone a second try is all a person should wait for.
 */
export const WRITE_RETRIES: WriteRetryPolicy = {
  gatewayDelaysMs: [250, 500, 1000, 2000],
  networkDelaysMs: [250],
  inFlightForMs: 15_000,
  sleep: abortableSleep,
};

/** The `error.code` of a JSON error envelope, if the answer is one. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } } | null;
    return typeof body?.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterMs(response: Response): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 5) * 1000 : 1000;
}

/**
 * Wraps `fetch` so a write carrying an Idempotency-Key is sent again, with the same key, when it may not have been
 * applied or its answer was lost: a balancer's 502/503/504 (not the server's own refusal, which is JSON and final),
 * no answer at all, or the server's 409 "still being applied". Everything else passes through once.
 */
export function retryingWrites(base: () => typeof fetch, policy: WriteRetryPolicy = WRITE_RETRIES): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!isWriteMethod(request.method) || !request.headers.has(IDEMPOTENCY_KEY_HEADER)) return base()(input, init);
    const signal = request.signal;
    const started = Date.now();
    let gatewayRetries = 0;
    let networkRetries = 0;
    for (;;) {
      let response: Response;
      try {
        response = await base()(request.clone(), init);
      } catch (error) {
        if (signal.aborted || networkRetries >= policy.networkDelaysMs.length) throw error;
        await policy.sleep(policy.networkDelaysMs[networkRetries++]!, signal);
        continue;
      }
      if (GATEWAY_STATUSES.has(response.status) && gatewayRetries < policy.gatewayDelaysMs.length && (await errorCodeOf(response)) === undefined) {
        await policy.sleep(policy.gatewayDelaysMs[gatewayRetries++]!, signal);
        continue;
      }
      if (response.status === 409 && Date.now() - started < policy.inFlightForMs && (await errorCodeOf(response)) === IN_FLIGHT_CODE) {
        await policy.sleep(retryAfterMs(response), signal);
        continue;
      }
      return response;
    }
  };
}
