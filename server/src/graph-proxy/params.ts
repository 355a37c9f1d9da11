import { badRequest } from '../http/errors';

/** Parameters the proxy consumes (or must never take from the caller) instead of forwarding. */
const CONSUMED = new Set(['team_id', '_adaccount', '_fresh', 'access_token', 'appsecret_proof']);
const PATH_PATTERN = /^[A-Za-z0-9_.,:@\-/]*$/;
const MAX_PATH_LENGTH = 1024;

function dropLocale(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'auto';
}

/** The caller's query string minus the consumed parameters; `locale` only when set and not `auto`. */
export function forwardedQuery(rawUrl: string): URLSearchParams {
  const start = rawUrl.indexOf('?');
  const incoming = new URLSearchParams(start === -1 ? '' : rawUrl.slice(start + 1));
  const out = new URLSearchParams();
  for (const [key, value] of incoming) {
    if (CONSUMED.has(key)) continue;
    if (key === 'locale' && dropLocale(value)) continue;
    out.append(key, value);
  }
  return out;
}

/** A Graph path below the version: letters, digits and `_ . , : @ - /`, no `..` segment. */
export function checkGraphPath(path: string): string {
  if (path.length > MAX_PATH_LENGTH) throw badRequest('The graph path is too long');
  if (!PATH_PATTERN.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw badRequest('The graph path contains characters that are not allowed');
  }
  return path;
}

/** Graph form encoding: strings as they are, numbers/booleans as text, objects and arrays as JSON. */
export function formValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function toForm(body: Record<string, unknown> | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (CONSUMED.has(key)) continue;
    const encoded = formValue(value);
    if (encoded !== undefined) form.append(key, encoded);
  }
  return form;
}

const MAX_BODY_FIELDS = 200;

/** A Graph POST body: absent, or an object of parameters (JSON or form-encoded). */
export function checkGraphBody(body: unknown): Record<string, unknown> | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be an object of Graph parameters');
  }
  if (Object.keys(body).length > MAX_BODY_FIELDS) {
    throw badRequest(`The request body must have at most ${MAX_BODY_FIELDS} parameters`);
  }
  return body as Record<string, unknown>;
}
