import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deriveKeys } from '../crypto/secrets';
import { saveConnection } from '../platform/connections';
import { addTeamMember, createTeam } from '../teams/teams';
import { EXPIRED_TOKEN, startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { resetDatabase, oneDatabase } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer, type Session } from '../testing/server';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

const { tokenKey } = deriveKeys(TEST_SECRET);

async function connect(database: Database, userId: number, token: string) {
  await saveConnection(database.db, tokenKey, {
    userId,
    token,
    profile: { platformUserId: `p-${userId}`, name: `P ${userId}`, pictureUrl: null },
    tokenInfo: { scopes: [], expiresAt: null, platformUserId: null },
    adAccounts: [],
  });
}

describe.each(oneDatabase())('graph proxy on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let session: Session;
  let ids: { demo: number; budi: number; siti: number; teamId: number };

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: platform.url, GRAPH_TIMEOUT_MS: '500' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    platform.requests.length = 0;
    const demo = await addUser(database, 'demo', 'demo1234');
    const budi = await addUser(database, 'budi', 'budi1234');
    const siti = await addUser(database, 'siti', 'siti1234');
    await connect(database, demo.id, 'EAAsandbox-dewi');
    await connect(database, budi.id, 'EAAsandbox-budi');
    const team = await createTeam(database.db, { name: 'Budi Agency', createdBy: budi.id, package: 'Agency' });
    await addTeamMember(database.db, team.id, demo.id);
    ids = { demo: demo.id, budi: budi.id, siti: siti.id, teamId: team.id };
    session = await login(app, 'demo', 'demo1234');
  });

  const get = (url: string, headers: Record<string, string> = session.headers) => app.inject({ method: 'GET', url, headers });

  test('GET forwards path and params with the own token, consuming team_id and _adaccount', async () => {
    const response = await get(
      '/api/graph/v21.0/act_200000000000001/campaigns?fields=id,name&limit=50&team_id=0&_adaccount=act_200000000000001&locale=id_ID&filtering=%5B%7B%22a%22%3A1%7D%5D',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      method: 'GET',
      path: 'act_200000000000001/campaigns',
      user: '100090000000001',
      query: { fields: ['id,name'], limit: ['50'], locale: ['id_ID'], filtering: ['[{"a":1}]'] },
    });
    expect(body.query.team_id).toBeUndefined();
    expect(body.query._adaccount).toBeUndefined();

    const forwarded = platform.requests.at(-1)!;
    expect(forwarded.query.get('access_token')).toBe('EAAsandbox-dewi');
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers['x-csrf-token']).toBeUndefined();
  });

  test('locale is dropped when auto or empty; repeated params stay', async () => {
    for (const locale of ['auto', '']) {
      const body = (await get(`/api/graph/v21.0/search?type=adgeolocation&locale=${locale}&q=a&q=b`)).json();
      expect(body.query.locale).toBeUndefined();
      expect(body.query.q).toEqual(['a', 'b']);
    }
  });

  test('the caller cannot smuggle another access_token', async () => {
    await get('/api/graph/v21.0/me/things?access_token=EAAsandbox-budi');
    expect(platform.requests.at(-1)!.query.getAll('access_token')).toEqual(['EAAsandbox-dewi']);
  });

  test('platform usage headers are forwarded, others are not', async () => {
    const response = await get('/api/graph/v21.0/act_1/insights');
    expect(response.headers['x-app-usage']).toContain('call_count');
    expect(response.headers['x-business-use-case-usage']).toBeDefined();
    expect(response.headers['facebook-api-version']).toBe('v21.0');
    expect(response.headers['x-fb-debug']).toBeUndefined();
  });

  test('the owner token never reaches the caller, even when the platform echoes it', async () => {
    const response = await get(`/api/graph/v21.0/act_1/campaigns?team_id=${ids.teamId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('EAAsandbox-budi');
    expect(response.json().user).toBe('100090000000002');
  });

  test('a team member calls with the team owner’s token', async () => {
    const response = await get(`/api/graph/v21.0/act_200000000000011/adsets?team_id=${ids.teamId}`);
    expect(response.statusCode).toBe(200);
    expect(platform.requests.at(-1)!.query.get('access_token')).toBe('EAAsandbox-budi');
  });

  test('a team the caller does not belong to reads as no team at all (404, as every team-scoped route answers); a malformed team_id → 400', async () => {
    const sitiSession = await login(app, 'siti', 'siti1234');
    const foreign = await get(`/api/graph/v21.0/act_1/campaigns?team_id=${ids.teamId}`, sitiSession.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'not_found', message: 'This team does not exist or you are not a member of it' } });
    const unknown = await get('/api/graph/v21.0/act_1/campaigns?team_id=99999');
    expect(unknown.json()).toEqual(foreign.json());
    const bad = await get('/api/graph/v21.0/act_1/campaigns?team_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_request', message: 'The team must be a whole number.' } });
    expect(platform.requests).toHaveLength(0);
  });

  test('no connection → 401 no_adstoken', async () => {
    const sitiSession = await login(app, 'siti', 'siti1234');
    const response = await get('/api/graph/v21.0/me/adaccounts', sitiSession.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'no_adstoken', message: 'Connect your Facebook account first' } });
  });

  test('platform code 190 → HTTP 401 with the platform error body', async () => {
    await connect(database, ids.demo, EXPIRED_TOKEN);
    const response = await get('/api/graph/v21.0/act_1/campaigns');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        message: 'Error validating access token: Session has expired',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'AfakeTrace',
      },
    });
  });

  test('other platform errors keep their status and body', async () => {
    const limited = await get('/api/graph/v21.0/ratelimit');
    expect(limited.statusCode).toBe(400);
    expect(limited.json().error).toMatchObject({ code: 17, error_subcode: 2446079 });
    const broken = await get('/api/graph/v21.0/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.body).toContain('upstream broken');
    const forbidden = await get('/api/graph/v21.0/forbidden');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe(4);
  });

  test('after the app-wide limit (code 4) no call leaves until the wait is over; the refusal is Meta\'s, with the wait in words', async () => {
    await get('/api/graph/v21.0/forbidden');
    const sent = platform.requests.length;
    const next = await get('/api/graph/v21.0/act_1/campaigns?fields=name');
    expect(platform.requests).toHaveLength(sent);
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toMatchObject({ code: 4, type: 'OAuthException', is_transient: true, error_user_title: 'Facebook asks us to wait' });
    expect(next.json().error.error_user_msg).toMatch(/^Facebook asks us to wait about 1 min \(until \d\d:\d\d UTC\) before more calls from Sasar/);
    expect(JSON.parse(next.headers['x-sasar-throttle'] as string)).toMatchObject({ scope: 'app', use_case: 'app', code: 4 });
  });

  test('POST forwards the body form-encoded, objects as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graph/v21.0/act_1/adsets?locale=en_US',
      headers: session.headers,
      payload: { status: 'PAUSED', daily_budget: 5000, targeting: { geo_locations: { countries: ['ID'] } }, team_id: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      method: 'POST',
      path: 'act_1/adsets',
      query: { locale: ['en_US'] },
      body: { status: 'PAUSED', daily_budget: '5000', targeting: '{"geo_locations":{"countries":["ID"]}}' },
    });
    expect(response.json().body.team_id).toBeUndefined();
  });

  test('POST /batch forwards as a root batch and returns the array unchanged', async () => {
    const batch = [
      { method: 'GET', relative_url: 'act_1/campaigns?fields=name' },
      { method: 'POST', relative_url: 'act_1/adsets', body: { status: 'ACTIVE' } },
      { method: 'GET', relative_url: 'null-me', name: 'n', omit_response_on_success: false },
    ];
    const response = await app.inject({
      method: 'POST',
      url: `/api/graph/v21.0/batch?team_id=${ids.teamId}`,
      headers: session.headers,
      payload: { batch },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items).toHaveLength(3);
    expect(items[2]).toBeNull();
    expect(items[0].code).toBe(200);
    expect(JSON.parse(items[0].body)).toEqual({
      method: 'GET',
      relative_url: 'act_1/campaigns?fields=name',
      body: null,
      user: '100090000000002',
    });
    expect(JSON.parse(items[1].body).body).toBe('status=ACTIVE');
    const forwarded = platform.requests.at(-1)!;
    expect(forwarded.path).toBe('/v21.0/');
    expect(forwarded.method).toBe('POST');
  });

  test.each([
    ['no batch', {}, 'The batch is required.'],
    ['batch not a list', { batch: 'GET me' }, 'The batch must be a list.'],
    ['empty batch', { batch: [] }, 'The batch must not be empty.'],
    ['too many', { batch: Array.from({ length: 51 }, () => ({ method: 'GET', relative_url: 'me' })) }, 'The batch can have at most 50 entries.'],
    ['bad method', { batch: [{ method: 'PATCH', relative_url: 'me' }] }, 'The batch method must be one of: GET, POST, DELETE, PUT.'],
    ['missing url', { batch: [{ method: 'GET' }] }, 'The batch relative_url is required.'],
    ['huge url', { batch: [{ method: 'GET', relative_url: 'x'.repeat(9000) }] }, 'The batch relative_url can be at most 8,192 characters.'],
  ])('batch with %s → 400', async (_label, payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/graph/v21.0/batch', headers: session.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request', message } });
    expect(platform.requests).toHaveLength(0);
  });

  test('path traversal and odd characters in the graph path → 400', async () => {
    for (const path of ['..%2F..%2Fadmin', 'me%3Fx%3D1', 'me%20x', 'me%0Ax']) {
      const response = await get(`/api/graph/v21.0/${path}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
    expect(platform.requests).toHaveLength(0);
  });

  test('login is required and writes need the CSRF header', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/graph/v21.0/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/graph/v21.0/batch',
      headers: { cookie: session.cookie },
      payload: { batch: [{ method: 'GET', relative_url: 'me' }] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(platform.requests).toHaveLength(0);
  });

  test('a slow platform → 504 graph_timeout; an unreachable one → 502 graph_unreachable', async () => {
    const slow = await get('/api/graph/v21.0/slow');
    expect(slow.statusCode).toBe(504);
    expect(slow.json().error.code).toBe('graph_timeout');

    const offline = await testServer(database, { GRAPH_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const offlineSession = await login(offline, 'demo', 'demo1234');
      const down = await offline.inject({ method: 'GET', url: '/api/graph/v21.0/me', headers: offlineSession.headers });
      expect(down.statusCode).toBe(502);
      expect(down.json().error.code).toBe('graph_unreachable');
    } finally {
      await offline.close();
    }
  });
});
