// Meta's Graph API behind the product server's proxy (/api/graph/v21.0/…) as a test double: a test says what a
// Graph path answers, in Graph's own shapes (GRAPH-API.md: strings where Meta sends strings, Meta's error object),
// and the double answers it whether the client asks directly or inside a batch (`POST …/batch`, each operation
// answered by the same routes as `{ code, headers, body }`). Every operation is recorded for assertions.
import type { BatchRequest } from '../graph/types';
import { json, Reply } from './network';
import type { RecordedRequest } from './productApiDouble';

export type GraphOperationMethod = BatchRequest['method'];

/** One Graph operation, sent on its own or inside a batch. */
export interface GraphOperation {
  method: GraphOperationMethod;
  /** The Graph path without version or query: 'act_1/campaigns', '1201'. */
  path: string;
  /** The path pattern's parameters (`:id` in 'act_1/:id'). */
  params: Record<string, string>;
  /** The operation's query: `fields`, `time_range`, … (and, sent directly, the proxy's team_id/_adaccount). */
  query: URLSearchParams;
  /** Its address as the proxy would take it on its own: /api/graph/<version>/<path>?<query>. */
  url: URL;
  /** A write's fields: the proxy's JSON body, or a batch operation's form body (values as sent). */
  body: Record<string, unknown>;
  /** Sent inside a batch. */
  batched: boolean;
  /** Its place in its batch (0 when sent on its own). */
  index: number;
  /** The HTTP request that carried it. */
  request: RecordedRequest;
}

/** Meta's error object (GRAPH-API.md §errors). */
export interface MetaError {
  message: string;
  type?: string;
  code: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
  /** JSON text: `blame_field_specs` names the fields a refusal is about. */
  error_data?: string;
  fbtrace_id?: string;
}

/** A Graph answer with a status or headers, or Meta's error. */
export class GraphReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Meta refuses: `{ error: { message, type, code, … } }` with `status` (400 unless told). */
export function graphError(error: MetaError, status = 400): GraphReply {
  return new GraphReply(status, { error: { type: 'OAuthException', fbtrace_id: 'AbCdEfGhIjK', ...error } });
}

/** A Graph body with another status or the headers the server adds (x-sasar-as-of, x-business-use-case-usage…). */
export function graphReply(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): GraphReply {
  return new GraphReply(init.status ?? 200, body, init.headers);
}

/** A batch result of `null`: omitted on success, or not finished in time (GRAPH-API.md §8.1). */
export const GRAPH_NULL = Symbol('graph null');

/** A Graph body, graphError/graphReply, GRAPH_NULL in a batch, or a Reply for the HTTP request (noAnswer, networkError). */
export type GraphAnswer = object | GraphReply | Reply | typeof GRAPH_NULL;
export type GraphHandler = GraphAnswer | ((operation: GraphOperation) => GraphAnswer | undefined | Promise<GraphAnswer | undefined>);

interface GraphRoute {
  method: GraphOperationMethod;
  pattern: RegExp;
  names: string[];
  handler: GraphHandler;
}

const VERSIONED = /^\/?(v\d+\.\d+\/)?/;

function compile(path: string | RegExp): { pattern: RegExp; names: string[] } {
  if (path instanceof RegExp) return { pattern: path, names: [] };
  const names: string[] = [];
  const source = path
    .replace(/^\//, '')
    .split('/')
    .map((segment) =>
      segment.replace(/:(\w+)|([^:]+)/g, (_m, name: string | undefined, text: string | undefined) => {
        if (name) {
          names.push(name);
          return '([^/]+)';
        }
        return text!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }),
    )
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function formFields(body: BatchRequest['body']): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return body;
}

/** Meta's answer to a path it does not know. */
function unsupported(operation: GraphOperation): GraphReply {
  const id = operation.path.split('/')[0];
  return graphError({
    message: `Unsupported ${operation.method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
  });
}

export class GraphDouble {
  /** Every Graph operation in the order sent, batched ones included. */
  readonly operations: GraphOperation[] = [];
  /** The operations of each batch, as the client sent them. */
  readonly batches: BatchRequest[][] = [];
  private readonly routes: GraphRoute[] = [];

  /**
   * `method path` answers with `handler`: a Graph body, graphError/graphReply, or a function of the operation giving
   * either (undefined: the next route tries). `path` has no version: 'act_1/campaigns', ':id/insights', or a RegExp.
   * The newest route is tried first. `POST batch` takes over whole batches (answer: the result array).
   */
  on(method: GraphOperationMethod, path: string | RegExp, handler: GraphHandler): this {
    this.routes.push({ method, ...compile(path), handler });
    return this;
  }

  /** Operations to `method` whose path matches (a string: exactly, without version; a RegExp: tested). */
  operationsTo(method: GraphOperationMethod, path: string | RegExp): GraphOperation[] {
    const { pattern } = compile(path);
    return this.operations.filter((operation) => operation.method === method && pattern.test(operation.path));
  }

  /** Answers a proxied request (`/api/graph/<version>/…`). */
  async answer(request: Request, recorded: RecordedRequest): Promise<Response> {
    const path = recorded.path.replace(/^\/api\/graph\//, '').replace(VERSIONED, '');
    const method = request.method as GraphOperationMethod;
    if (method === 'POST' && path === 'batch' && !this.routes.some((route) => route.method === 'POST' && route.pattern.source === '^batch$')) {
      return this.answerBatch(request, recorded);
    }
    const body = (typeof recorded.body === 'object' && recorded.body !== null ? recorded.body : {}) as Record<string, unknown>;
    const operation = this.record({ method, path, query: recorded.url.searchParams, url: recorded.url, body, batched: false, index: 0, request: recorded });
    const reply = await this.resolve(operation);
    if (reply instanceof Reply) return reply.respond(request);
    if (reply === GRAPH_NULL) return json(null);
    return json(reply.body, reply.status, reply.headers);
  }

  private async answerBatch(request: Request, recorded: RecordedRequest): Promise<Response> {
    const ops = ((recorded.body as { batch?: BatchRequest[] } | undefined)?.batch ?? []) as BatchRequest[];
    this.batches.push(ops);
    const answers = await Promise.all(
      ops.map(async (op, index) => {
        const base = new URL('./', recorded.url);
        const url = new URL(op.relative_url.replace(VERSIONED, ''), base);
        const operation = this.record({
          method: op.method,
          path: url.pathname.slice(base.pathname.length),
          query: url.searchParams,
          url,
          body: formFields(op.body),
          batched: true,
          index,
          request: recorded,
        });
        const reply = await this.resolve(operation);
        if (reply instanceof Reply) return reply;
        if (reply === GRAPH_NULL) return null;
        return {
          code: reply.status,
          headers: Object.entries(reply.headers).map(([name, value]) => ({ name, value })),
          body: JSON.stringify(reply.body),
        };
      }),
    );
    // An operation answered with a Reply (no answer, a lost connection) decides the whole batch's HTTP answer.
    const whole = answers.find((answer): answer is Reply => answer instanceof Reply);
    return whole ? whole.respond(request) : json(answers);
  }

  private record(operation: Omit<GraphOperation, 'params'>): GraphOperation {
    const recorded = { ...operation, params: {} };
    this.operations.push(recorded);
    return recorded;
  }

  private async resolve(operation: GraphOperation): Promise<GraphReply | Reply | typeof GRAPH_NULL> {
    for (const route of [...this.routes].reverse()) {
      if (route.method !== operation.method) continue;
      const match = route.pattern.exec(operation.path);
      if (!match) continue;
      operation.params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
      const answer = typeof route.handler === 'function' ? await route.handler(operation) : route.handler;
      if (answer === undefined) continue;
      if (answer === GRAPH_NULL || answer instanceof GraphReply || answer instanceof Reply) return answer;
      return new GraphReply(200, answer);
    }
    return unsupported(operation);
  }
}
