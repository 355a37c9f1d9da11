import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/database';
import { startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, tableCounts, oneDatabase } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';

/**
 * Bad input on every route that takes input: always a 4xx in the envelope (400 bad_request unless noted),
 * never a 500, and nothing written.
 */
let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

const huge = 'x'.repeat(100_000);

type Case = [label: string, request: (s: Session) => InjectOptions, status?: number];

const post = (url: string, payload: unknown) => (s: Session): InjectOptions => ({
  method: 'POST',
  url,
  headers: s.headers,
  payload: payload as InjectOptions['payload'],
});
const get = (url: string, headers: Record<string, string> = {}) => (s: Session): InjectOptions => ({
  method: 'GET',
  url,
  headers: { ...s.headers, ...headers },
});
const raw = (url: string, body: string) => (s: Session): InjectOptions => ({
  method: 'POST',
  url,
  headers: { ...s.headers, 'content-type': 'application/json' },
  payload: body,
});

const CASES: Case[] = [
  ['login: user is an object', post('/api/user/login', { user: { $ne: '' }, password: 'x' })],
  ['login: password is a number', post('/api/user/login', { user: 'demo', password: 1234 })],
  ['login: device is huge', post('/api/user/login', { user: 'demo', password: 'demo1234', device: huge })],
  ['login: token is an array', post('/api/user/login', { user: 'demo', password: 'demo1234', token: ['a'] })],
  ['login: body is a string', raw('/api/user/login', '"demo"')],
  ['user: huge X-Device-ID', get('/api/user', { 'x-device-id': 'd'.repeat(600) })],
  ['user: huge skip', get(`/api/user?skip=${'1'.repeat(100)}`)],
  ['update-token: no token', post('/api/user/update-token', { connect: true })],
  ['update-token: token is a number', post('/api/user/update-token', { token: 12345 })],
  ['update-token: empty token', post('/api/user/update-token', { token: '' })],
  ['update-token: token with spaces', post('/api/user/update-token', { token: 'EAA abc' })],
  ['update-token: huge token', post('/api/user/update-token', { token: huge })],
  ['update-token: id is an object', post('/api/user/update-token', { token: 'EAAsandbox-dewi', id: { a: 1 } })],
  ['update-token: id is not numeric', post('/api/user/update-token', { token: 'EAAsandbox-dewi', id: 'abc' })],
  ['update-token: connect is a string', post('/api/user/update-token', { token: 'EAAsandbox-dewi', connect: 'yes' })],
  ['disconnect: no keep_login', post('/api/user/disconnect-facebook', { reason: 'x' })],
  ['disconnect: keep_login is a string', post('/api/user/disconnect-facebook', { keep_login: 'false' })],
  ['disconnect: reason is a number', post('/api/user/disconnect-facebook', { keep_login: true, reason: 5 })],
  ['disconnect: huge reason', post('/api/user/disconnect-facebook', { keep_login: false, reason: huge })],
  ['proxy: team_id not a number', get('/api/graph/v21.0/me?team_id=one')],
  ['proxy: team_id too long', get('/api/graph/v21.0/me?team_id=12345678901234')],
  ['proxy: team_id repeated', get('/api/graph/v21.0/me?team_id=1&team_id=2')],
  ['proxy: huge _adaccount', get(`/api/graph/v21.0/me?_adaccount=${'1'.repeat(100)}`)],
  ['proxy: odd locale', get('/api/graph/v21.0/me?locale=%3Cscript%3E')],
  ['proxy: POST body is an array', post('/api/graph/v21.0/act_1/adsets', [1, 2])],
  ['proxy: POST body is a string', raw('/api/graph/v21.0/act_1/adsets', '"status=PAUSED"')],
  ['proxy: batch items are strings', post('/api/graph/v21.0/batch', { batch: ['GET me'] })],
  ['proxy: batch body is a number', post('/api/graph/v21.0/batch', { batch: [{ method: 'POST', relative_url: 'x', body: 5 }] })],
  ['any: body over 1 MiB', post('/api/user/update-token', { token: 'a'.repeat(1_100_000) }), 413],
  ['any: broken JSON', raw('/api/user/disconnect-facebook', '{"keep_login": tru')],
];

describe.each(oneDatabase())('bad input on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let session: Session;

  beforeAll(async () => {
    database = await tdb.open();
    await resetDatabase(database);
    app = await testServer(database, { GRAPH_BASE_URL: platform.url });
    await addUser(database, 'demo', 'demo1234');
    session = await login(app, 'demo', 'demo1234');
    const connected = await app.inject(post('/api/user/update-token', { token: 'EAAsandbox-dewi' })(session));
    expect(connected.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  test.each(CASES)('%s → 4xx, nothing written', async (_label, build, status = 400) => {
    const before = await tableCounts(database);
    const calls = platform.requests.length;
    const response = await app.inject(build(session));
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.error.code).toBe(status === 413 ? 'payload_too_large' : 'bad_request');
    expect(typeof body.error.message).toBe('string');
    expect(body.error.message.length).toBeLessThan(300);
    expect(await tableCounts(database)).toEqual(before);
    expect(platform.requests.length).toBe(calls);
  });

  test('validation messages name the field', async () => {
    const response = await app.inject(post('/api/user/disconnect-facebook', { keep_login: 'no' })(session));
    expect(response.json().error.message).toBe('The choice to stay logged in must be true or false.');
    const header = await app.inject(get('/api/user', { 'x-device-id': 'd'.repeat(600) })(session));
    expect(header.json().error.message).toBe('The device id can be at most 512 characters.');
  });

  test('a graph POST without a body is forwarded', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/graph/v21.0/act_1/copies', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ method: 'POST', path: 'act_1/copies' });
  });
});
