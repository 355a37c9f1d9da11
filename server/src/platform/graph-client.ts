/** HTTP access to the platform's Graph API (Meta, or the local graph-sandbox): the only place that calls it. */
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';

export const GRAPH_VERSION = 'v21.0';

export interface GraphClientOptions {
  baseUrl: string;
  timeoutMs: number;
  appId: string;
  appSecret: string;
  /** Called once per call with what it took and how it ended (metrics, logs). */
  observe?: (call: GraphCallRecord) => void;
  /** The request id of the product request this call serves, sent upstream as X-Request-Id. */
  requestId?: () => string | undefined;
}

export interface GraphCallRecord {
  method: GraphRequest['method'];
  path: string;
  status: number | 'unreachable' | 'timeout';
  seconds: number;
  /** The answer's body when it is an error (its throttle code); absent for successes. */
  errorBody?: string;
  requestId?: string;
}

export interface GraphRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path below the version, without a leading slash: `me/adaccounts`, `act_1/insights`, `` (the root). */
  path: string;
  query?: URLSearchParams;
  /** The token to call with; omitted for calls that carry their own (debug_token's app token). */
  token?: string;
  /** Sent as application/x-www-form-urlencoded, the Graph API's native POST encoding. */
  form?: URLSearchParams;
  timeoutMs?: number;
}

export interface GraphRawResponse {
  status: number;
  headers: Headers;
  contentType: string;
  text: string;
}

export interface GraphErrorObject {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
}

/** The platform could not be reached (connection refused, DNS, reset …). */
export class GraphUnreachableError extends Error {}
/** The platform did not answer within the time-out. */
export class GraphTimeoutError extends Error {}
/** The platform answered with an error object (or a non-2xx status). */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: GraphErrorObject,
  ) {
    super(error.message ?? `Graph API error (HTTP ${status})`);
  }
  get code() {
    return this.error.code;
  }
}

export type GraphClient = ReturnType<typeof createGraphClient>;

export function graphUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  const encodedPath = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  const search = query && [...query.keys()].length > 0 ? `?${query.toString()}` : '';
  return `${baseUrl}/${GRAPH_VERSION}/${encodedPath}${search}`;
}

function responseHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * One keep-alive connection pool per platform origin (undici's Agent): the proxy's calls reuse warm sockets
 * instead of paying a TCP (and, against Meta, TLS) handshake per call, and skip fetch's stream machinery.
 */
function platformAgent(): Agent {
  return new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 64, pipelining: 1 });
}

export function createGraphClient(options: GraphClientOptions) {
  const appToken = `${options.appId}|${options.appSecret}`;
  const agent = platformAgent();

  async function request(req: GraphRequest): Promise<GraphRawResponse> {
    const query = new URLSearchParams(req.query);
    if (req.token !== undefined) query.set('access_token', req.token);
    const url = graphUrl(options.baseUrl, req.path, query);
    const timeoutMs = req.timeoutMs ?? options.timeoutMs;
    const requestId = options.requestId?.();
    const started = performance.now();
    const record = (status: GraphCallRecord['status'], errorBody?: string) =>
      options.observe?.({ method: req.method, path: req.path, status, seconds: (performance.now() - started) / 1000, errorBody, requestId });
    try {
      const response = await undiciRequest(url, {
        method: req.method,
        headers: {
          accept: 'application/json',
          ...(req.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: req.form?.toString(),
        dispatcher: agent,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.body.text();
      const headers = responseHeaders(response.headers);
      record(response.statusCode, response.statusCode >= 400 ? text : undefined);
      return {
        status: response.statusCode,
        headers,
        contentType: headers.get('content-type') ?? 'application/json',
        text,
      };
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError' || (error as { code?: string }).code === 'UND_ERR_ABORTED') {
        record('timeout');
        throw new GraphTimeoutError(`The platform did not answer within ${timeoutMs} ms`);
      }
      record('unreachable');
      throw new GraphUnreachableError(`The platform at ${options.baseUrl} cannot be reached`);
    }
  }

  /** A GET that must succeed with a JSON object; anything else becomes a GraphApiError. */
  async function getJson<T>(path: string, params: Record<string, string>, token: string | undefined, timeoutMs?: number) {
    const response = await request({ method: 'GET', path, query: new URLSearchParams(params), token, timeoutMs });
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      throw new GraphApiError(response.status, { message: `The platform answered HTTP ${response.status} without JSON` });
    }
    const error = (body as { error?: GraphErrorObject } | null)?.error;
    if (response.status >= 400 || error) {
      throw new GraphApiError(response.status, typeof error === 'object' && error ? error : {});
    }
    if (typeof body !== 'object' || body === null) {
      throw new GraphApiError(response.status, { message: 'The platform answered with an unexpected body' });
    }
    return body as T;
  }

  return { request, getJson, appToken, baseUrl: options.baseUrl, close: () => agent.close() };
}
