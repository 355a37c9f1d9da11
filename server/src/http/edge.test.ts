import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { resetDatabase, tableCounts, oneDatabase } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';
import { databaseClientError, uniqueViolationOf } from './database-errors';
import { isStorableDateTime } from './formats';
import { jsonDepth, MAX_JSON_DEPTH } from './input-guard';

describe('storable date-times', () => {
  test.each([
    ['2026-01-31T09:00:00Z', true],
    ['2024-02-29T00:00:00.123+07:00', true],
    ['0001-01-01T00:00:00Z', true],
    ['2026-12-31T23:59:60Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2026-02-30T00:00:00Z', false],
    ['2025-02-29T00:00:00Z', false],
    ['2026-04-31T00:00:00Z', false],
    ['2026-01-01T24:00:00Z', false],
    ['2026-01-01T00:00:00+16:00', false],
    ['2026-01-01', false],
  ])('%s → %s', (value, ok) => {
    expect(isStorableDateTime(value)).toBe(ok);
  });
});

describe('the database-error net', () => {
  test('data exceptions are 400, integrity violations 409, anything else is not the client’s', () => {
    expect(databaseClientError({ message: 'wrapped', cause: { code: '22P05' } })).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect(databaseClientError({ code: '22008' })).toMatchObject({ statusCode: 400 });
    expect(databaseClientError({ code: '23505' })).toMatchObject({ statusCode: 409, code: 'conflict' });
    expect(databaseClientError({ code: '23514' })).toMatchObject({ statusCode: 400 });
    expect(databaseClientError({ code: '42P01' })).toBeUndefined();
    expect(databaseClientError(new Error('plain'))).toBeUndefined();
  });

  test('a unique violation names its index, through drizzle’s wrapper', () => {
    expect(uniqueViolationOf({ message: 'Failed query', cause: { code: '23505', constraint: 'interest_groups_own_name_key' } })).toBe('interest_groups_own_name_key');
    expect(uniqueViolationOf({ code: '23505' })).toBeUndefined();
    expect(uniqueViolationOf({ code: '23503', constraint: 'interest_groups_owner_id_fkey' })).toBeUndefined();
  });
});

describe('JSON depth', () => {
  test('counts brackets outside strings only, and stops early', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth('['.repeat(100_000), 10)).toBe(11);
  });
});

describe.each(oneDatabase())('the edge on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let session: Session;

  beforeAll(async () => {
    database = await tdb.open();
    await resetDatabase(database);
    app = await testServer(database);
    await addUser(database, 'demo', 'demo1234');
    session = await login(app, 'demo', 'demo1234');
  });
  afterAll(() => app.close());

  const expectRefused = async (response: { statusCode: number; json(): unknown }, status = 400) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error.code).toBe('string');
    expect(body.error.message).toMatch(/^[A-Z]/);
    return body.error;
  };

  test('a guest gets 401 before the body is validated', async () => {
    for (const payload of [{}, { name: 5 }, { name: 'x'.repeat(500) }]) {
      const error = await expectRefused(await app.inject({ method: 'POST', url: '/api/group', payload }), 401);
      expect(error.code).toBe('unauthorized');
    }
  });

  test('NUL and lone surrogates are refused in bodies, queries and keys, and nothing is written', async () => {
    const before = await tableCounts(database);
    const attempts = [
      { method: 'POST' as const, url: '/api/user/login', payload: { user: 'de\u0000mo', password: 'x' } },
      { method: 'POST' as const, url: '/api/group', payload: { name: 'ok', items: [{ id: '1', name: 'a', extra: { deep: '\ud800' } }] } },
      { method: 'POST' as const, url: '/api/group', payload: { name: '\udc00 broken' } },
      { method: 'POST' as const, url: '/api/group', payload: { name: 'ok', items: [{ id: '1', name: 'a', ['k\u0000']: 1 }] } },
      { method: 'GET' as const, url: '/api/group?q=%00' },
    ];
    for (const attempt of attempts) {
      const error = await expectRefused(await app.inject({ ...attempt, headers: session.headers }));
      expect(error.message).toContain('cannot be stored');
    }
    expect(await tableCounts(database)).toEqual(before);
  });

  test('a surrogate pair (an emoji) is fine', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/group', headers: session.headers, payload: { name: 'Kopi ☕ 😀' } });
    expect(response.statusCode).toBe(201);
  });

  test('JSON nested deeper than the limit is refused before parsing', async () => {
    const deep = `{"name":"x","items":[{"id":"1","name":"a","x":${'['.repeat(5000)}${']'.repeat(5000)}}]}`;
    const error = await expectRefused(
      await app.inject({ method: 'POST', url: '/api/group', headers: { ...session.headers, 'content-type': 'application/json' }, payload: deep }),
    );
    expect(error.message).toContain(`${MAX_JSON_DEPTH} levels`);
  });

  test('a malformed percent-escape in the path answers the envelope', async () => {
    const error = await expectRefused(await app.inject({ method: 'GET', url: '/api/group/%E0%A4%A', headers: session.headers }));
    expect(error.code).toBe('bad_request');
  });

  test('an unknown /api route is 404 in the envelope', async () => {
    const error = await expectRefused(await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: session.headers }), 404);
    expect(error.code).toBe('not_found');
  });

  test('a path over 16 KB answers the envelope on a real socket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_too_large', message: 'The address or the headers of the request are too long.' },
    });
  });
});
