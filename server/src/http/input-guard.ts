import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';

/** Deeper JSON is refused before it is parsed (a 5,000-deep array would overflow the stack further on). */
export const MAX_JSON_DEPTH = 32;

/**
 * Longer lists are refused before the schema sees them (the longest a route takes is 5,000): the validator reports
 * every problem, and a million-entry list would cost it seconds and megabytes of error objects.
 */
export const MAX_LIST_ENTRIES = 10_000;

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const tooDeep = () => badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/** The path of the first string (or key) that cannot be stored, or undefined. Depth is bounded by the parser. */
export function findUnstorableText(value: unknown, path: string[] = [], level = 0): string[] | undefined {
  if (level > MAX_JSON_DEPTH + 1) throw tooDeep();
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ENTRIES) throw badRequest(`A list in the request can have at most ${MAX_LIST_ENTRIES.toLocaleString('en-US')} entries.`);
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], [...path, String(i)], level + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, '(a field name)'];
    const found = findUnstorableText(child, [...path, key], level + 1);
    if (found) return found;
  }
  return undefined;
}

const PART_NAMES = { body: 'request body', query: 'query', params: 'address' } as const;

function refuseUnstorable(request: FastifyRequest) {
  for (const part of ['params', 'query', 'body'] as const) {
    const path = findUnstorableText(request[part]);
    if (path) {
      const where = path.length > 0 ? `“${path.join('.')}” in the ${PART_NAMES[part]}` : `the ${PART_NAMES[part]}`;
      throw new ApiError(
        400,
        'bad_request',
        `The text of ${where} contains a character that cannot be stored (a NUL byte or a broken Unicode character).`,
      );
    }
  }
}

/**
 * The first line of input validation, for every route: JSON bodies are checked for depth before they are parsed,
 * and no string anywhere in the path, query or body may hold NUL or a lone surrogate. It runs in preValidation,
 * i.e. after a route's onRequest guard (so a guest gets 401, not 400) and before the route's schema.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    refuseUnstorable(request);
  });
}
