import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphError } from '../../graph/errors/graph-error';
import { newTraceId } from '../../graph/errors/trace-id';
import type { GraphReply } from '../../graph/graph-call';
import type { GraphContext } from '../../graph/graph-context';
import type { GraphRoute, RouteEnv } from '../graph-route';
import { bodyParams, splitRelativeUrl } from './relative-url';
import { BatchReferenceError, referencedNames, resolveReferences } from './result-references';

export const MAX_BATCH_SIZE = 50;
const METHODS = new Set(['GET', 'POST', 'DELETE', 'PUT']);

interface BatchOperation {
  method: string;
  relative_url: string;
  body?: string | Record<string, unknown>;
  name?: string;
  depends_on?: string;
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
  if (op.name !== undefined && typeof op.name !== 'string') throw graphErrors.invalidParameter(`Batch parameter item ${index} has a name that is not a string`);
  if (op.depends_on !== undefined && typeof op.depends_on !== 'string') throw graphErrors.invalidParameter(`Batch parameter item ${index} has a depends_on that is not a string`);
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

/** Names this operation waits for: its `depends_on` and every `{result=name:…}` it uses. */
function dependenciesOf(op: BatchOperation): string[] {
  const names = [...referencedNames(op.relative_url), ...(typeof op.body === 'string' ? referencedNames(op.body) : [])];
  if (op.depends_on) names.unshift(op.depends_on);
  return [...new Set(names)];
}

/**
 * A successful operation's result is left out (`null`) when it asks so, and by default when another operation
 * depends on it (D-BATCH); `omit_response_on_success: false` keeps it.
 */
function omitted(op: BatchOperation, dependedOn: ReadonlySet<string>): boolean {
  const flag = op.omit_response_on_success;
  if (flag === true || flag === 'true') return true;
  if (flag === false || flag === 'false') return false;
  return op.name !== undefined && dependedOn.has(op.name);
}

const failedDependency = (name: string): GraphError =>
  graphErrors.invalidParameter(`This request depends on the request named "${name}", which did not complete successfully, so it was not run`);

type Outcome = 'succeeded' | 'failed';

/**
 * The synchronous batch (GRAPH-API §8.1): operations run through the same pipeline as single calls, each
 * counting as a call, in request order except that an operation runs after the ones it depends on
 * (`depends_on` or a `{result=…}` reference). An operation whose dependency failed is not run and answers an
 * error; other failures do not stop the rest. Results align with the request. Under a latency profile the batch
 * takes its slowest dependency chain (operations run concurrently) plus an overhead.
 */
async function runBatch(ctx: GraphContext, env: RouteEnv): Promise<Array<BatchItem | null>> {
  const raw = readOperations(ctx);
  const includeHeaders = ctx.params.string('include_headers') !== 'false';
  const items: Array<BatchItem | null> = new Array<BatchItem | null>(raw.length).fill(null);
  const operations: Array<BatchOperation | null> = raw.map((entry, index) => {
    try {
      return checkOperation(entry, index);
    } catch (error) {
      items[index] = errorItem(error as GraphError, includeHeaders);
      return null;
    }
  });
  const indexByName = new Map<string, number>();
  operations.forEach((op, index) => {
    if (op?.name && !indexByName.has(op.name)) indexByName.set(op.name, index);
  });
  const dependencies = operations.map((op) => (op ? dependenciesOf(op) : []));
  const dependedOn = new Set(dependencies.flat());
  const outcomes = new Map<number, Outcome>(operations.flatMap((op, index) => (op ? [] : [[index, 'failed'] as [number, Outcome]])));
  const named = new Map<string, unknown>();
  /** Under a latency profile: when each operation is done, in ms after the batch started. */
  const finishesAt = new Map<number, number>();

  const ready = (index: number): boolean =>
    (dependencies[index] ?? []).every((name) => {
      const parent = indexByName.get(name);
      return parent === undefined || parent === index || outcomes.has(parent);
    });
  const settle = (index: number, outcome: Outcome, item: BatchItem | null): void => {
    items[index] = item;
    outcomes.set(index, outcome);
  };

  while (outcomes.size < operations.length) {
    let index = operations.findIndex((op, i) => op && !outcomes.has(i) && ready(i));
    // A dependency cycle: run the first waiting operation; its references then fail as unknown results.
    if (index === -1) index = operations.findIndex((op, i) => op && !outcomes.has(i));
    const op = operations[index] as BatchOperation;
    const failedParent = (dependencies[index] ?? []).find((name) => {
      const parent = indexByName.get(name);
      return parent !== undefined && parent !== index && outcomes.get(parent) === 'failed';
    });
    if (failedParent !== undefined) {
      settle(index, 'failed', errorItem(failedDependency(failedParent), includeHeaders));
      continue;
    }
    if (op.depends_on !== undefined && !indexByName.has(op.depends_on)) {
      settle(index, 'failed', errorItem(graphErrors.invalidParameter(`depends_on refers to "${op.depends_on}", which is not the name of a request in this batch`), includeHeaders));
      continue;
    }
    let relativeUrl: string;
    let body: BatchOperation['body'];
    try {
      relativeUrl = resolveReferences(op.relative_url, named);
      body = typeof op.body === 'string' ? resolveReferences(op.body, named) : op.body;
    } catch (error) {
      const graphError = error instanceof BatchReferenceError ? graphErrors.invalidParameter(error.message) : (error as GraphError);
      settle(index, 'failed', errorItem(graphError, includeHeaders));
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
    // Operations run side by side; one that depends on others starts when they have finished.
    const startsAt = Math.max(0, ...(dependencies[index] ?? []).map((name) => finishesAt.get(indexByName.get(name) ?? -1) ?? 0));
    finishesAt.set(index, startsAt + (reply.latencyMs ?? 0));
    if (env.batchLatency) env.batchLatency.slowestMs = Math.max(env.batchLatency.slowestMs, startsAt + (reply.latencyMs ?? 0));
    if (reply.nullInBatch) {
      settle(index, 'failed', null);
      continue;
    }
    const succeeded = reply.status >= 200 && reply.status < 300;
    if (succeeded && op.name) named.set(op.name, reply.body);
    settle(index, succeeded ? 'succeeded' : 'failed', succeeded && omitted(op, dependedOn) ? null : toItem(reply, includeHeaders));
  }
  return items;
}

const hasBatch = (params: GraphContext['params']): boolean => params.has('batch');

export const batchRoutes: GraphRoute[] = [
  { method: 'POST', path: '/', auth: 'token', handle: runBatch },
  { method: 'POST', path: '/me', auth: 'token', when: hasBatch, handle: runBatch },
];
