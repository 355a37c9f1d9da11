import type { BatchRequest, GraphParams } from './types';

/** A param value as sent: strings as is, objects/arrays JSON-encoded. */
export function encodeValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Sets every param on `into` (replacing same-named ones). */
export function setParams(into: URLSearchParams, params?: GraphParams): URLSearchParams {
  for (const [key, value] of Object.entries(params ?? {})) {
    const encoded = encodeValue(value);
    if (encoded !== undefined) into.set(key, encoded);
  }
  return into;
}

/** Splits 'a/b?x=1' into its path (no leading slash) and query. */
export function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const at = path.indexOf('?');
  const rawPath = at === -1 ? path : path.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : path.slice(at + 1));
  return { pathname: rawPath.replace(/^\/+/, ''), query };
}

/** Locale as sent: undefined for 'auto' or empty. */
export function effectiveLocale(locale: string | null | undefined): string | undefined {
  return locale && locale !== 'auto' ? locale : undefined;
}

/** A URL-encoded form body from params (objects JSON-encoded). */
export function formBody(params?: GraphParams): URLSearchParams {
  return setParams(new URLSearchParams(), params);
}

/** Batch operations as Meta expects them: body as a URL-encoded string, relative_url without a leading slash. */
export function normalizeBatch(requests: BatchRequest[]): BatchRequest[] {
  return requests.map((r) => {
    const out: BatchRequest = { ...r, relative_url: r.relative_url.replace(/^\/+/, '') };
    if (r.body !== undefined && typeof r.body !== 'string') out.body = formBody(r.body).toString();
    return out;
  });
}
