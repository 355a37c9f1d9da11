import { createHash } from 'node:crypto';
import { ApiError } from './errors';

/** The request header (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const MAX_KEY_LENGTH = 255;

const invalidKey = (why: string) =>
  new ApiError(
    400,
    'idempotency_key_invalid',
    `The Idempotency-Key header ${why}. Send one key of 1 to ${MAX_KEY_LENGTH} visible ASCII characters (a UUID is best), quoted or bare.`,
  );

/** Visible ASCII and the space (what a structured-field string may hold). */
const STRING_CHARS = /^[\x20-\x7e]*$/;
/** A bare key: visible ASCII without spaces or quotes. */
const BARE_KEY = /^[\x21\x23-\x7e]+$/;

/**
 * The key of a request, or undefined when it sent none. The draft's form is a structured-field string
 * (`"8e03978e-…"`, `\"` and `\\` escaped); a bare token is taken too, as most clients send one.
 */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) throw invalidKey('was sent more than once');
  if (raw.length > 2 * MAX_KEY_LENGTH + 2) throw invalidKey(`is longer than ${MAX_KEY_LENGTH} characters`);
  if (!STRING_CHARS.test(raw)) throw invalidKey('holds a character that is not visible ASCII');
  const value = raw.trim();
  let key: string;
  if (value.startsWith('"')) {
    const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
    if (!quoted) throw invalidKey(/^"(?:[^"\\]|\\["\\])*"\s*,/.test(value) ? 'was sent more than once' : 'is not a well-formed quoted string');
    key = quoted[1]!.replace(/\\(["\\])/g, '$1');
  } else {
    // Node joins a header sent twice with ", ".
    if (value.includes(',')) throw invalidKey('was sent more than once');
    if (value !== '' && !BARE_KEY.test(value)) throw invalidKey('holds a space or a quote outside quotes');
    key = value;
  }
  if (key === '') throw invalidKey('is empty');
  if (key.length > MAX_KEY_LENGTH) throw invalidKey(`is longer than ${MAX_KEY_LENGTH} characters`);
  return key;
}

/** JSON with object keys in order: the same parsed body always gives the same text, however it was spelt. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  if (Buffer.isBuffer(value)) return `bytes:${createHash('sha256').update(value).digest('hex')}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonical(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, child]) => child !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
}

/** What makes two requests "the same request": method, path with query, and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${canonical(body)}`).digest('hex');
}
