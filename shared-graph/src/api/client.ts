import { TimeoutError, type KyInstance } from 'ky';
import { abortErrorFor, isCancelled } from '../errors/cancel';
import { expireLogin } from '../session/expireLogin';
import { getHttp, readBody } from './http';

/** A failed product-API call: HTTP status plus the `{ error: { code, message } }` of the body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network error, time-out). */
  readonly status: number;
  /** Machine code ('bad_request', 'unauthorized', 'forbidden', 'not_found', 'rate_limited', 'csrf', …). */
  readonly code: string;
  /** The parsed response body. */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined> | URLSearchParams;

export interface ApiRequestOptions {
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** JSON body (POST/PUT/PATCH/DELETE). */
  json?: unknown;
  /** Do not clear the session and go to login on 401 (login itself, logout). */
  skipAuthRedirect?: boolean;
  timeoutMs?: number;
  /** Sends this one call through `fetch` instead of the runtime's (loadUser: the page's early user request). */
  fetch?: typeof fetch;
}

/** A paged list: `{ data, has_more }`, and `total` when the server counts the whole list. */
export interface ApiPage<T> {
  data: T;
  has_more: boolean;
  total?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function toSearchParams(params?: SearchParams): URLSearchParams | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) out.append(key, String(value));
  }
  return out;
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const fields = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  const code = typeof fields.code === 'string' ? fields.code : `http_${response.status}`;
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, code, message, body);
}

async function send(method: Method, path: string, opts: ApiRequestOptions = {}): Promise<unknown> {
  const { signal } = opts;
  let response: Response;
  let body: unknown;
  try {
    response = await getHttp()(path.replace(/^\/+/, ''), {
      method,
      searchParams: toSearchParams(opts.searchParams),
      headers: opts.headers,
      signal,
      ...(opts.json !== undefined ? { json: opts.json } : {}),
      ...(opts.timeoutMs !== undefined ? { timeout: opts.timeoutMs } : {}),
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
    body = await readBody(response);
  } catch (error) {
    if (signal?.aborted || isCancelled(error)) throw abortErrorFor(signal);
    if (error instanceof TimeoutError) throw new ApiError(0, 'timeout', 'The server did not answer in time');
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const error = errorFromResponse(response, body);
    if (response.status === 401 && !opts.skipAuthRedirect) expireLogin();
    throw error;
  }
  return body;
}

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  return undefined as T;
}

/** One call: resolves with the envelope's `data` (what `api` and the typed `productApi` both send). */
export function request<T = unknown>(method: Method, path: string, opts?: ApiRequestOptions): Promise<T> {
  return send(method, path, opts).then((body) => unwrap<T>(body));
}

/** A paged list call: resolves with `{ data, has_more }`, plus `total` if the server sent one. */
export async function requestPage<T = unknown>(method: Method, path: string, opts?: ApiRequestOptions): Promise<ApiPage<T>> {
  const body = await send(method, path, opts);
  const fields = typeof body === 'object' && body !== null ? (body as { has_more?: unknown; total?: unknown }) : {};
  const page: ApiPage<T> = { data: unwrap<T>(body), has_more: fields.has_more === true };
  if (typeof fields.total === 'number' && Number.isSafeInteger(fields.total) && fields.total >= 0) page.total = fields.total;
  return page;
}

/**
 * The product-API client. Paths are relative to the API base ('user', 'group/12'). Resolves with the envelope's
 * `data`; rejects with ApiError (or an AbortError when cancelled). A 401 clears the login flag, token and user and
 * goes to login with the current path as `redirect` (SPEC §4).
 */
export const api = {
  request,
  get<T = unknown>(path: string, opts?: ApiRequestOptions): Promise<T> {
    return request<T>('GET', path, opts);
  },
  post<T = unknown>(path: string, json?: unknown, opts?: ApiRequestOptions): Promise<T> {
    return request<T>('POST', path, { ...opts, json });
  },
  put<T = unknown>(path: string, json?: unknown, opts?: ApiRequestOptions): Promise<T> {
    return request<T>('PUT', path, { ...opts, json });
  },
  patch<T = unknown>(path: string, json?: unknown, opts?: ApiRequestOptions): Promise<T> {
    return request<T>('PATCH', path, { ...opts, json });
  },
  delete<T = unknown>(path: string, opts?: ApiRequestOptions): Promise<T> {
    return request<T>('DELETE', path, opts);
  },
  page: requestPage,
  /** The raw ky instance (base URL, cookies, CSRF) without envelope or 401 handling. */
  http(): KyInstance {
    return getHttp();
  },
};
