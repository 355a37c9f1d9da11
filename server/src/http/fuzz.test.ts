import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/database';
import { startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';

/**
 * Property: whatever arrives — valid-ish or hostile path parameters, queries and bodies built from each route's
 * own schema (NUL bytes, lone surrogates, ints beyond int32, deep JSON, impossible dates, wrong types), asked for
 * as JSON, as anything, or as a browser's page — the server answers below 500, and every refusal is the envelope
 * with a human sentence. Only a browser navigating (GET with Accept text/html) may get a page instead, and only
 * where a person opens the address (a preview link): a page in words with a heading.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

/** Deep JSON stands in as a marker until the body is serialised (fast-check would recurse through the real thing). */
const DEEP_MARKER = /"__deep_(\d+)__"/g;
const deepJson = (depth: number) => `__deep_${depth}__`;
const serialise = (body: unknown) =>
  JSON.stringify(body).replace(DEEP_MARKER, (_m, depth: string) => `${'['.repeat(Number(depth))}${']'.repeat(Number(depth))}`);

/** Values that broke the server before the edge layer existed. */
const hostileScalar = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '',
  ' ',
  'x'.repeat(20_000),
  2_147_483_648,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  '2147483648',
  '99999999999999999999',
  '-1',
  '2026-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '%00',
  '../../etc/passwd',
  null,
  true,
  [],
  {},
  { $ne: '' },
);

const hostileDeep = fc.constantFrom(deepJson(40), deepJson(5000));

function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        if (schema.pattern?.includes('2147')) return fc.integer({ min: 0, max: 3_000_000_000 }).map(String);
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60), unit: 'grapheme' });
      case 'integer':
        return fc.integer({ min: (schema.minimum ?? 0) - 1, max: Math.min(schema.maximum ?? 1000, 1000) + 1 });
      case 'number':
        return fc.double({ noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validish(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
      case 'object':
        return objectOf(schema, depth + 1);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return options.length > 0 ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

/** Each field: absent, valid-ish, or hostile (hostile values also go into nested fields). */
function fieldValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validish(schema, depth) },
    { weight: 2, arbitrary: hostileScalar },
    { weight: 1, arbitrary: hostileDeep },
  );
}

function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, child]) => {
    const value = fieldValue(child, depth);
    return [name, required.has(name) ? fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: fc.constant(undefined) }) : fc.option(value, { nil: undefined })] as const;
  });
  return fc.record(Object.fromEntries(entries)).map((record) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** encodeURIComponent throws on a lone surrogate; send it as the (invalid UTF-8) bytes a client might. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** What clients send as Accept: nothing, the product client's JSON, curl's anything, and a browser navigating. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const accept = fc.constantFrom<string | undefined>(undefined, 'application/json', '*/*', BROWSER_ACCEPT);

function requestFor(op: Operation, session: Session | undefined): fc.Arbitrary<InjectOptions> {
  const params = objectOf({ properties: op.params, required: Object.keys(op.params) });
  const query = objectOf({ properties: op.query });
  const body = op.body ? fc.oneof({ weight: 8, arbitrary: validish(op.body) }, { weight: 1, arbitrary: hostileScalar }, { weight: 1, arbitrary: hostileDeep }) : fc.constant(undefined);
  return fc.tuple(params, query, body, accept).map(([p, q, b, a]) => {
    const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathSegment(asText(p[name] ?? 'x')));
    const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, asText(v)])).toString();
    return {
      method: op.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...(session?.headers ?? {}), ...(a ? { accept: a } : {}), ...(b !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(b !== undefined ? { payload: serialise(b) } : {}),
    };
  });
}

/** A browser navigating: a page in words is a fine answer to it. */
const navigates = (options: InjectOptions) => options.method === 'GET' && (options.headers as Record<string, string>).accept === BROWSER_ACCEPT;

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
      const parameters = spec.parameters ?? [];
      const pick = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path: path.replace('/*', '/{wildcard}'),
        params: { ...pick('path'), ...(path.endsWith('*') ? { wildcard: { type: 'string', maxLength: 40 } } : {}) },
        query: pick('query'),
        body: spec.requestBody?.content['application/json']?.schema ?? (method === 'get' || method === 'delete' ? undefined : { type: 'object' }),
      });
    }
  }
  return ops;
}

const RAW_VALIDATOR_TEXT = /Field '|must match pattern|must NOT have|should be|must be equal to|characters long/;

describe.each(testDatabases())('fuzzing every route on $name', (tdb) => {
  let platform: FakePlatform;
  let database: Database;
  let app: FastifyInstance;
  let sessions: (Session | undefined)[];
  let operations: Operation[];

  beforeAll(async () => {
    platform = await startFakePlatform();
    database = await tdb.open();
    await resetDatabase(database);
    app = await testServer(database, { GRAPH_BASE_URL: platform.url, LOGIN_MAX_FAILURES: '1000' });
    await addUser(database, 'fuzzer', 'fuzz-password');
    await addUser(database, 'fuzzadmin', 'fuzz-password', 'admin');
    sessions = [undefined, await login(app, 'fuzzer', 'fuzz-password'), await login(app, 'fuzzadmin', 'fuzz-password')];
    operations = operationsOf((await app.inject('/api/docs/openapi.json')).json() as OpenApiDocument).filter(
      // Logging out would end the fuzzing sessions; the login route is covered as a guest.
      (op) => op.path !== '/api/user/logout',
    );
  });
  afterAll(async () => {
    await app.close();
    await platform.close();
  });

  test('the document lists every product route', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  test('no 5xx, every refusal in the envelope with a human message', async () => {
    const request = fc
      .tuple(fc.constantFrom(...operations), fc.constantFrom(...sessions))
      .chain(([op, session]) => requestFor(op, session).map((options) => ({ op, options })));
    await fc.assert(
      fc.asyncProperty(request, async ({ options }) => {
        const response = await app.inject(options);
        const where = `${options.method} ${String(options.url).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
        if (response.statusCode >= 400 && !String(options.url).startsWith('/api/graph/')) {
          if (String(response.headers['content-type']).startsWith('text/html')) {
            if (!navigates(options)) throw new Error(`a page for a client that asked for no page: ${where}`);
            if (!/<h1[^>]*>[^<]+<\/h1>/.test(response.body)) throw new Error(`a page without a heading: ${where}`);
            return;
          }
          const body = response.json() as { error?: { code?: unknown; message?: unknown } };
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string' || body.error.message === '') {
            throw new Error(`not the envelope: ${where}`);
          }
          if (RAW_VALIDATOR_TEXT.test(body.error.message)) throw new Error(`validator text: ${where}`);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  });
});
