import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphError } from '../../graph/errors/graph-error';
import { newTraceId } from '../../graph/errors/trace-id';
import type { GraphReply } from '../../graph/graph-call';
import type { GraphContext } from '../../graph/graph-context';
import type { GraphRoute, RouteEnv } from '../graph-route';
import { BatchReferenceError, resolveReferences } from './result-references';

export const MAX_BATCH_SIZE = 50;
const METHODS = new Set(['GET', 'POST', 'DELETE', 'PUT']);

interface BatchOperation {
  method: string;
  relative_url: string;
  body?: string | Record<string, unknown>;
  name?: string;
  omit_response_on_success?: boolean | string;
}

export interface BatchItem {
  code: number;
  headers?: Array<{ name: string; value: string }>;
  /** The operation's JSON response, encoded as a string. */
  body: string;
}

function readOperations(ctx: GraphContext): unknown[] {
  if (!ctx.params.has('batch')) throw graphErrors.missingParameter('batch');
  const batch = ctx.params.json('batch');
  if (!Array.isArray(batch) || batch.length === 0) throw graphErrors.invalidParameter('The parameter batch must be a non-empty JSON array');
  if (batch.length > MAX_BATCH_SIZE) throw graphErrors.invalidParameter(`Too many requests in batch message. Maximum batch size is ${MAX_BATCH_SIZE}`);
  return batch;
}

function checkOperation(raw: unknown, index: number): BatchOperation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw graphErrors.invalidParameter(`Batch parameter item ${index} must be a JSON object`);
  const op = raw as Record<string, unknown>;
  const method = typeof op.method === 'string' ? op.method.toUpperCase() : 'GET';
  if (!METHODS.has(method)) throw graphErrors.invalidParameter(`Batch parameter item ${index} has an unsupported method: ${String(op.method)}`);
  if (typeof op.relative_url !== 'string') throw graphErrors.missingParameter(`relative_url (batch item ${index})`);
  if (op.body !== undefined && typeof op.body !== 'string' && (typeof op.body !== 'object' || op.body === null)) {
    throw graphErrors.invalidParameter(`Batch parameter item ${index} has a body that is neither a string nor an object`);
  }
  return { ...(op as unknown as BatchOperation), method };
}

function errorItem(error: GraphError, includeHeaders: boolean): BatchItem {
  const item: BatchItem = { code: error.status, body: JSON.stringify(error.toBody(newTraceId())) };
  if (includeHeaders) item.headers = [{ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' }, { name: 'facebook-api-version', value: 'v21.0' }];
  return item;
}

function toItem(reply: GraphReply, includeHeaders: boolean): BatchItem {
  const item: BatchItem = { code: reply.status, body: JSON.stringify(reply.body) };
  if (includeHeaders) {
    item.headers = Object.entries(reply.headers).map(([name, value]) =>
      name.toLowerCase() === 'content-type' ? { name: 'Content-Type', value: 'text/javascript; charset=UTF-8' } : { name, value },
    );
  }
  return item;
}

function splitRelativeUrl(relativeUrl: string): { path: string; query: Record<string, string> } {
  const [pathPart = '', search = ''] = relativeUrl.trim().split(/\?(.*)/s, 2);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return { path: `/${pathPart.replace(/^\/+/, '')}`, query };
}

function bodyParams(body: BatchOperation['body']): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'string') return body;
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) if (!(key in params)) params[key] = value;
  return params;
}

const omitted = (op: BatchOperation): boolean => op.omit_response_on_success === true || op.omit_response_on_success === 'true';

/**
 * The synchronous batch (GRAPH-API §8.1): operations run in order through the same pipeline as single calls,
 * each counting as a call; results align with the request; one failure does not stop the rest.
 */
async function runBatch(ctx: GraphContext, env: RouteEnv): Promise<Array<BatchItem | null>> {
  const operations = readOperations(ctx);
  const includeHeaders = ctx.params.string('include_headers') !== 'false';
  const named = new Map<string, unknown>();
  const items: Array<BatchItem | null> = [];
  for (const [index, raw] of operations.entries()) {
    let op: BatchOperation;
    let relativeUrl: string;
    let body: BatchOperation['body'];
    try {
      op = checkOperation(raw, index);
      relativeUrl = resolveReferences(op.relative_url, named);
      body = typeof op.body === 'string' ? resolveReferences(op.body, named) : op.body;
    } catch (error) {
      const graphError = error instanceof BatchReferenceError ? graphErrors.invalidParameter(error.message) : (error as GraphError);
      items.push(errorItem(graphError, includeHeaders));
      continue;
    }
    const { path, query } = splitRelativeUrl(relativeUrl);
    const reply = await env.dispatch({
      method: op.method,
      path,
      query,
      body: bodyParams(body),
      origin: ctx.origin,
      inBatch: true,
      fallbackToken: ctx.token,
    });
    if (reply.nullInBatch) {
      items.push(null);
      continue;
    }
    const succeeded = reply.status >= 200 && reply.status < 300;
    if (succeeded && op.name) named.set(op.name, reply.body);
    items.push(succeeded && omitted(op) ? null : toItem(reply, includeHeaders));
  }
  return items;
}

const hasBatch = (params: GraphContext['params']): boolean => params.has('batch');

export const batchRoutes: GraphRoute[] = [
  { method: 'POST', path: '/', auth: 'token', handle: runBatch },
  { method: 'POST', path: '/me', auth: 'token', when: hasBatch, handle: runBatch },
];
