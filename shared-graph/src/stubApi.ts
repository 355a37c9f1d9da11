// Stands in for the product API in a remote's tests: answers `METHOD path` from a table and records every call.
import { api, ApiError } from './api/client';

type Answer = unknown | ((body: unknown, params: Record<string, string>) => unknown);
export interface RecordedApiCall {
  method: string;
  path: string;
  body?: unknown;
  params: Record<string, string>;
}

function paramsOf(opts: { searchParams?: unknown } | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = opts?.searchParams;
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** `answers['GET admin/overview']`; an ApiError answer is thrown; an unknown call fails the test loudly. */
export function stubApi(answers: Record<string, Answer>) {
  const calls: RecordedApiCall[] = [];
  const answer = async (method: string, path: string, body: unknown, opts: { searchParams?: unknown } | undefined) => {
    const params = paramsOf(opts);
    calls.push({ method, path, body, params });
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new Error(`unexpected API call ${key}`);
    const value = answers[key];
    const result = typeof value === 'function' ? (value as (b: unknown, p: Record<string, string>) => unknown)(body, params) : value;
    if (result instanceof ApiError) throw result;
    return result;
  };
  jest.spyOn(api, 'get').mockImplementation((path, opts) => answer('GET', path, undefined, opts) as never);
  jest.spyOn(api, 'post').mockImplementation((path, body, opts) => answer('POST', path, body, opts) as never);
  jest.spyOn(api, 'patch').mockImplementation((path, body, opts) => answer('PATCH', path, body, opts) as never);
  jest.spyOn(api, 'put').mockImplementation((path, body, opts) => answer('PUT', path, body, opts) as never);
  jest.spyOn(api, 'delete').mockImplementation((path, opts) => answer('DELETE', path, undefined, opts) as never);
  jest.spyOn(api, 'page').mockImplementation((method, path, opts) => answer(method, path, undefined, opts) as never);
  return calls;
}
