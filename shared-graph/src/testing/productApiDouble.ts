// The product API as a test double, typed from the server's OpenAPI document (schema.gen.ts): a test says what a
// route answers with the route's own types, the double wraps it in the server's envelope, and every request is
// recorded (method, path, query, body) for the test to assert on. Requests travel through the real clients and
// fetch; MSW (./network) answers them. The Graph proxy under /api/graph/ is answered by `graph` (./graphDouble).
import type { ApiBody, ApiData, ApiMethod, ApiPath, ApiPathFor } from '../api/types';
import type { paths } from '../api/schema.gen';
import { GraphDouble } from './graphDouble';
import { json, listen, Reply } from './network';

export { networkError, noAnswer, rawReply, Reply } from './network';

/** A request the product server got, as a test reads it. */
export interface RecordedRequest<Body = unknown> {
  method: string;
  /** The path on the server, e.g. '/api/admin/user/3'. */
  path: string;
  /** The query string as text, one value per name (the last one). */
  query: Record<string, string>;
  /** The JSON body, parsed (the text when it is not JSON; undefined when there is none). */
  body: Body;
  headers: Headers;
  url: URL;
}

/** The error object of the server's 4xx/5xx answers, as its route schemas declare it. */
export type ApiErrorFields = paths['/api/user']['get']['responses']['4XX']['content']['application/json']['error'];

/** `{ data, has_more, total }`: a paged list. */
export function apiPage<T>(data: T, page: { has_more?: boolean; total?: number } = {}): Reply {
  return new Reply(() => json({ data, has_more: page.has_more ?? false, ...(page.total === undefined ? {} : { total: page.total }) }));
}

/** The server's refusal: `{ error: { code, message, … } }` with `status`. */
export function apiError(status: number, code: string, message: string, extra: Omit<Partial<ApiErrorFields>, 'code' | 'message'> = {}): Reply {
  return new Reply(() => json({ error: { code, message, ...extra } }, status));
}

/** `{ data }` with another status or extra headers (201 Created, x-sasar-… headers). */
export function apiReply<T>(data: T, init: { status?: number; headers?: Record<string, string> } = {}): Reply {
  return new Reply(() => json({ data }, init.status ?? 200, init.headers));
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** What a route's handler is given. */
export interface ApiRequest<P extends ApiPath, M extends ApiMethod> extends RecordedRequest<ApiBody<P, M>> {
  /** The path's parameters, e.g. `{ id: '3' }` for '/api/rules/{id}'. */
  params: Record<PathParamNames<P & string>, string>;
}

export type ApiAnswer<P extends ApiPath, M extends ApiMethod> = ApiData<P, M> | Reply;
export type ApiHandler<P extends ApiPath, M extends ApiMethod> =
  | ApiAnswer<P, M>
  | ((request: ApiRequest<P, M>) => ApiAnswer<P, M> | Promise<ApiAnswer<P, M>>);

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  handler: unknown;
}

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/\{([^}]+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Reads a request into what a test asserts on. */
export async function recordRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, headers: request.headers, url };
}

const GRAPH_PREFIX = /^\/api\/graph\//;

export class ProductApiDouble {
  /** Every product-API request in the order sent (Graph proxy requests included). */
  readonly requests: RecordedRequest[] = [];
  /** Meta's Graph API behind the proxy (/api/graph/v21.0/…). */
  readonly graph = new GraphDouble();
  private readonly routes: Route[] = [];

  constructor() {
    listen(async (request) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return undefined;
      const recorded = await recordRequest(request);
      this.requests.push(recorded);
      if (GRAPH_PREFIX.test(url.pathname)) return this.graph.answer(request, recorded);
      return this.answer(request, recorded);
    });
  }

  /**
   * `method path` answers with `handler`: the route's data (sent as `{ data }`), a Reply (apiPage, apiError, …), or
   * a function of the request giving either. A later `on` for the same route replaces the earlier one.
   */
  on<M extends ApiMethod, P extends ApiPathFor<M>>(method: M, path: P, handler: ApiHandler<P, M>): this {
    const upper = method.toUpperCase();
    const index = this.routes.findIndex((route) => route.method === upper && route.template === path);
    if (index >= 0) this.routes.splice(index, 1);
    this.routes.push({ method: upper, template: path, ...compile(path), handler });
    return this;
  }

  /** The requests that `method path` answered (or would have), oldest first. */
  requestsTo<M extends ApiMethod, P extends ApiPathFor<M>>(method: M, path: P): Array<ApiRequest<P, M>> {
    const { pattern, names } = compile(path);
    const upper = method.toUpperCase();
    return this.requests
      .filter((request) => request.method === upper && pattern.test(request.path))
      .map((request) => ({ ...request, params: paramsOf(pattern, names, request.path) }) as ApiRequest<P, M>);
  }

  /** The last request to `method path` (a test failure when there was none). */
  lastRequestTo<M extends ApiMethod, P extends ApiPathFor<M>>(method: M, path: P): ApiRequest<P, M> {
    const request = this.requestsTo(method, path).at(-1);
    if (!request) throw new Error(`no ${method.toUpperCase()} ${path} was sent`);
    return request;
  }

  private async answer(request: Request, recorded: RecordedRequest): Promise<Response> {
    // The most specific route first: '/api/rules/history' before '/api/rules/{id}'.
    const candidates = this.routes
      .filter((route) => route.method === request.method && route.pattern.test(recorded.path))
      .sort((a, b) => a.names.length - b.names.length);
    const route = candidates[0];
    if (!route) return json({ error: { code: 'not_found', message: `The test double has no answer for ${request.method} ${recorded.path}` } }, 404);
    const input = { ...recorded, params: paramsOf(route.pattern, route.names, recorded.path) };
    const answer = typeof route.handler === 'function' ? await (route.handler as (input: unknown) => unknown)(input) : route.handler;
    if (answer instanceof Reply) return answer.respond(request);
    return json({ data: answer });
  }
}

function paramsOf(pattern: RegExp, names: string[], path: string): Record<string, string> {
  const match = pattern.exec(path);
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match?.[index + 1] ?? '')]));
}

/** A fresh product-API double for one test: nothing answered until the test says so with `on`. */
export function productApiDouble(): ProductApiDouble {
  return new ProductApiDouble();
}
