import { getRuntime } from '../runtime';

/** The product API base as an absolute URL ending in '/'. */
export function apiBaseUrl(): string {
  const base = getRuntime().apiBaseUrl;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  if (typeof window === 'undefined' || /^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return withSlash;
  return new URL(withSlash, window.location.href).href;
}
