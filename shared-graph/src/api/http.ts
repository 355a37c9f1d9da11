import ky, { type KyInstance } from 'ky';
import { getRuntime, runtimeRevision } from '../runtime';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyValue, retryingWrites } from './idempotency';

export const CSRF_COOKIE = 'sasar_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const API_TIMEOUT_MS = 30_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie's value from document.cookie, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** The product API base as an absolute URL ending in '/'. */
export function apiBaseUrl(): string {
  const base = getRuntime().apiBaseUrl;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  if (typeof window === 'undefined' || /^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return withSlash;
  return new URL(withSlash, window.location.href).href;
}

let cached: { revision: number; instance: KyInstance } | null = null;

/**
 * ky's `context` of a POST that only reads (a batch of GETs): it gets no Idempotency-Key, so it is neither stored by
 * the server nor sent again.
 */
export const READ_ONLY_CONTEXT = { readOnly: true } as const;

/**
 * The raw ky instance for the product server: prefix = API base URL, cookies included, `X-CSRF-Token` from the
 * `sasar_csrf` cookie on writes, HTTP errors not thrown (callers read the status). Each write gets its own
 * Idempotency-Key and is sent again with it when a balancer could not deliver it or its answer was lost
 * (./idempotency.ts); nothing else is retried. Rebuilt when the runtime is reconfigured.
 */
export function getHttp(): KyInstance {
  const revision = runtimeRevision();
  if (cached && cached.revision === revision) return cached.instance;
  const runtime = getRuntime();
  const instance = ky.create({
    prefixUrl: apiBaseUrl(),
    credentials: 'include',
    retry: 0,
    timeout: API_TIMEOUT_MS,
    throwHttpErrors: false,
    fetch: retryingWrites(() => runtime.fetch ?? globalThis.fetch),
    hooks: {
      beforeRequest: [
        (request, options) => {
          if (SAFE_METHODS.has(request.method.toUpperCase())) return;
          const token = readCookie(CSRF_COOKIE);
          if (token && !request.headers.has(CSRF_HEADER)) request.headers.set(CSRF_HEADER, token);
          if (options.context.readOnly !== true && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
            request.headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKeyValue());
          }
        },
      ],
    },
  });
  cached = { revision, instance };
  return instance;
}

/** Reads a response body as JSON (undefined when empty, the text when it is not JSON). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
