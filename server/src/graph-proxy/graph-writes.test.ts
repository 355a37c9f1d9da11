import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import { teamActivities } from '../activity/table';
import { deriveKeys } from '../crypto/secrets';
import type { Database } from '../db/database';
import { saveConnection } from '../platform/connections';
import { addTeamMember, createTeam } from '../teams/teams';
import { resetDatabase, oneDatabase } from '../testing/databases';
import { startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { addUser, login, TEST_SECRET, testServer, type Session } from '../testing/server';

/** Writes through the proxy: DELETE, root batch / asyncbatch, and the activity the server records from `__metadata`. */

const { tokenKey } = deriveKeys(TEST_SECRET);
const DEWI_ACCOUNT = 'act_200000000000001';

interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

let sandbox: FastifyInstance;
let sandboxUrl: string;
const sandboxSeen: SeenRequest[] = [];
let fake: FakePlatform;

beforeAll(async () => {
  sandbox = createSandbox({ logger: false });
  sandbox.addHook('preHandler', async (request) => {
    sandboxSeen.push({ method: request.method, url: request.url, body: request.body });
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  fake = await startFakePlatform();
});
afterAll(async () => {
  await sandbox.close();
  await fake.close();
});

const metadata = (objectId: string, extra: Record<string, unknown> = {}) => ({
  object_id: objectId,
  object_type: 'campaign',
  object_name: 'Ramadan sale',
  account_id: DEWI_ACCOUNT,
  original: { status: 'ACTIVE' },
  ...extra,
});

describe.each(oneDatabase())('graph proxy writes on $name', (tdb) => {
  let database: Database;
  let toSandbox: FastifyInstance;
  let toFake: FastifyInstance;
  let ids: { demo: number; budi: number; teamId: number };

  beforeAll(async () => {
    database = await tdb.open();
    toSandbox = await testServer(database, { GRAPH_BASE_URL: sandboxUrl });
    toFake = await testServer(database, { GRAPH_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await toSandbox.close();
    await toFake.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    sandboxSeen.length = 0;
    fake.requests.length = 0;
    const demo = await addUser(database, 'demo', 'demo1234');
    const budi = await addUser(database, 'budi', 'budi1234');
    for (const [user, token, platformUserId] of [
      [demo, 'EAAsandbox-dewi', '100090000000001'],
      [budi, 'EAAsandbox-budi', '100090000000002'],
    ] as const) {
      await saveConnection(database.db, tokenKey, {
        userId: user.id,
        token,
        profile: { platformUserId, name: user.login, pictureUrl: null },
        tokenInfo: { scopes: [], expiresAt: null, platformUserId },
        adAccounts: [],
      });
    }
    const team = await createTeam(database.db, { name: 'Budi Agency', createdBy: budi.id, package: 'Agency' });
    await addTeamMember(database.db, team.id, demo.id);
    ids = { demo: demo.id, budi: budi.id, teamId: team.id };
  });

  const activities = () => database.db.select().from(teamActivities);
  const post = (app: FastifyInstance, session: Session, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });

  async function firstCampaign(session: Session): Promise<{ id: string; name: string }> {
    const get = (url: string) => toSandbox.inject({ method: 'GET', url: `/api/graph/v21.0/${url}`, headers: session.headers });
    const accounts = (await get('me/adaccounts?fields=id,account_status')).json().data as { id: string; account_status: number }[];
    const active = accounts.find((account) => account.account_status === 1)!;
    const response = await get(`${active.id}/campaigns?fields=id,name&limit=1`);
    expect(response.statusCode).toBe(200);
    return response.json().data[0];
  }

  describe('against the graph sandbox', () => {
    test('reads say how fresh their figures are; the second read of the same figures comes from the store, in a batch too', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const campaign = await firstCampaign(session);
      const url = `/api/graph/v21.0/${campaign.id}/insights?fields=spend,impressions&date_preset=last_7d`;
      const first = await toSandbox.inject({ method: 'GET', url, headers: session.headers });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-sasar-source']).toBe('platform');
      const asOf = first.headers['x-sasar-as-of'] as string;
      expect(Date.parse(asOf)).toBeGreaterThan(Date.now() - 60_000);
      sandboxSeen.length = 0;

      const second = await toSandbox.inject({ method: 'GET', url, headers: session.headers });
      expect(second.headers).toMatchObject({ 'x-sasar-source': 'store', 'x-sasar-as-of': asOf });
      expect(second.body).toBe(first.body);
      const batch = await post(toSandbox, session, '/api/graph/v21.0/batch', { batch: [{ method: 'GET', relative_url: `${campaign.id}/insights?date_preset=last_7d&fields=spend,impressions` }] });
      const [item] = batch.json() as { code: number; headers: { name: string; value: string }[]; body: string }[];
      expect(item!.code).toBe(200);
      expect(item!.headers).toEqual(expect.arrayContaining([{ name: 'x-sasar-source', value: 'store' }, { name: 'x-sasar-as-of', value: asOf }]));
      expect(sandboxSeen).toHaveLength(0);

      const fresh = await toSandbox.inject({ method: 'GET', url: `${url}&_fresh=1`, headers: session.headers });
      expect(fresh.headers['x-sasar-source']).toBe('platform');
      expect(sandboxSeen).toHaveLength(1);
      expect(sandboxSeen[0]!.url).not.toContain('_fresh');
    });

    test('while Facebook throttles the account, a write is refused in words without being sent, and nothing is logged', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const campaign = await firstCampaign(session);
      const accounts = (await toSandbox.inject({ method: 'GET', url: '/api/graph/v21.0/me/adaccounts?fields=id,account_status', headers: session.headers })).json().data as { id: string; account_status: number }[];
      const account = accounts.find((candidate) => candidate.account_status === 1)!.id;
      await fetch(`${sandboxUrl}/__sandbox/throttles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account_id: account, use_case: 'ads_management', seconds: 120 }) });
      try {
        const write = () => post(toSandbox, session, `/api/graph/v21.0/${campaign.id}`, { status: 'PAUSED', __metadata: metadata(campaign.id, { account_id: account }) });
        const first = await write();
        expect(first.statusCode).toBe(400);
        expect(first.json().error.code).toBe(80004);
        sandboxSeen.length = 0;
        const second = await write();
        expect(sandboxSeen).toHaveLength(0);
        expect(second.statusCode).toBe(400);
        expect(second.json().error).toMatchObject({ code: 80004, error_user_title: 'Facebook asks us to wait' });
        expect(second.json().error.error_user_msg).toContain('Nothing was changed');
        expect(JSON.parse(second.headers['x-sasar-throttle'] as string)).toMatchObject({ scope: 'account', account_id: account, use_case: 'ads_management' });
        expect(await activities()).toHaveLength(0);
      } finally {
        await fetch(`${sandboxUrl}/__sandbox/throttles`, { method: 'DELETE' });
      }
    });

    test('a batch write has __metadata removed before it goes upstream; a refused write logs nothing', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const campaign = await firstCampaign(session);
      sandboxSeen.length = 0;
      const meta = encodeURIComponent(JSON.stringify(metadata(campaign.id)));
      const response = await post(toSandbox, session, '/api/graph/v21.0/batch', {
        batch: [
          { method: 'GET', relative_url: `${campaign.id}?fields=name` },
          // Below every account's minimum daily budget: Meta refuses it (and so does the sandbox).
          { method: 'POST', relative_url: campaign.id, body: `daily_budget=1&__metadata=${meta}` },
        ],
      });
      expect(response.statusCode).toBe(200);
      const [read, write] = response.json();
      expect(JSON.parse(read.body)).toMatchObject({ id: campaign.id, name: campaign.name });
      expect(write.code).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(write.body).error).toMatchObject({ code: 100 });

      const upstream = sandboxSeen.at(-1)!;
      const batch = JSON.parse((upstream.body as { batch: string }).batch);
      expect(batch[1]).toEqual({ method: 'POST', relative_url: campaign.id, body: 'daily_budget=1' });
      expect(JSON.stringify(upstream)).not.toContain('__metadata');
      expect(await activities()).toHaveLength(0);
    });

    test('DELETE is forwarded (the platform answers for an unknown id) and logs nothing when refused', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const response = await toSandbox.inject({
        method: 'DELETE',
        url: `/api/graph/v21.0/123456789012345?__metadata=${encodeURIComponent(JSON.stringify(metadata('123456789012345')))}`,
        headers: session.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 100 });
      expect(sandboxSeen.at(-1)).toMatchObject({ method: 'DELETE' });
      expect(sandboxSeen.at(-1)!.url).not.toContain('__metadata');
      expect(sandboxSeen.at(-1)!.url).toContain('/v21.0/123456789012345');
      expect(await activities()).toHaveLength(0);
    });

    test('an accepted status write through a team batch is applied upstream and logged by the server', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const campaign = await firstCampaign(session);
      const meta = metadata(campaign.id, { object_name: campaign.name, campaign_name: campaign.name });
      const response = await post(toSandbox, session, '/api/graph/v21.0/batch', {
        batch: [{ method: 'POST', relative_url: campaign.id, body: { status: 'PAUSED', __metadata: meta } }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()[0]).toMatchObject({ code: 200 });
      expect(JSON.parse(response.json()[0].body)).toEqual({ success: true });
      const read = await toSandbox.inject({ method: 'GET', url: `/api/graph/v21.0/${campaign.id}?fields=status`, headers: session.headers });
      expect(read.json().status).toBe('PAUSED');

      const rows = await activities();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ teamId: null, userId: ids.demo, objectId: campaign.id, objectName: campaign.name, campaignName: campaign.name, adsetName: null, changes: { status: 'PAUSED' } });
    });

    test('the root POST with a batch works like /batch', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      const response = await post(toSandbox, session, '/api/graph/v21.0/', { batch: [{ method: 'GET', relative_url: 'me?fields=id,name' }] });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.json()[0].body)).toEqual({ id: '100090000000001', name: 'Dewi Lestari' });
    });

    test('bad __metadata → 400 and nothing is forwarded', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      sandboxSeen.length = 0;
      const cases: [string, unknown][] = [
        ['/api/graph/v21.0/batch', { batch: [{ method: 'POST', relative_url: '1', body: 'status=PAUSED&__metadata=%7Bnot-json' }] }],
        ['/api/graph/v21.0/batch', { batch: [{ method: 'POST', relative_url: '1', body: { status: 'PAUSED', __metadata: { object_id: '1' } } }] }],
        ['/api/graph/v21.0/', { asyncbatch: [{ name: 'c', relative_url: '1/copies', body: { __metadata: metadata('1', { account_id: 'acct 1' }) } }] }],
        ['/api/graph/v21.0/batch', { batch: [{ method: 'POST', relative_url: '1', body: { status: 'PAUSED', __metadata: metadata('1', { adset_name: 'x'.repeat(401) }) } }] }],
        ['/api/graph/v21.0/1', { status: 'PAUSED', __metadata: metadata('1', { object_type: 'Campaign!' }) }],
        ['/api/graph/v21.0/1', { status: 'PAUSED', __metadata: [1, 2] }],
        ['/api/graph/v21.0/1', { status: 'PAUSED', __metadata: metadata('1', { object_name: 'x'.repeat(401) }) }],
      ];
      for (const [url, payload] of cases) {
        const response = await post(toSandbox, session, url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('bad_request');
        expect(response.json().error.message).toMatch(/__metadata/);
      }
      expect(sandboxSeen).toHaveLength(0);
      expect(await activities()).toHaveLength(0);
    });

    test('a malformed root batch → 400 naming the field, nothing forwarded', async () => {
      const session = await login(toSandbox, 'demo', 'demo1234');
      sandboxSeen.length = 0;
      for (const [payload, message] of [
        [{ batch: 'not json' }, "Field 'batch' is not valid JSON"],
        [{ batch: [] }, "Field 'batch' must have at least 1 item"],
        [{ asyncbatch: [{ relative_url: '' }] }, "Field 'asyncbatch.0.relative_url' must be text of 1 to 8192 characters"],
        [{ batch: [{ method: 'PATCH', relative_url: 'me' }] }, "Field 'batch.0.method' must be one of GET, POST, DELETE, PUT"],
      ] as const) {
        const response = await post(toSandbox, session, '/api/graph/v21.0/', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'bad_request', message } });
      }
      expect(sandboxSeen).toHaveLength(0);
    });
  });

  describe('accepted writes are logged by the server', () => {
    test('a successful batch write records one activity per accepted item with metadata, in the team’s log', async () => {
      const session = await login(toFake, 'demo', 'demo1234');
      const response = await post(toFake, session, `/api/graph/v21.0/batch?team_id=${ids.teamId}`, {
        batch: [
          { method: 'POST', relative_url: '/120001', body: `status=PAUSED&__metadata=${encodeURIComponent(JSON.stringify(metadata('120001')))}` },
          { method: 'POST', relative_url: '120002', body: { daily_budget: 7500, __metadata: metadata('120002', { original: { daily_budget: '5000' } }) } },
          { method: 'POST', relative_url: 'refuse-120003', body: { status: 'PAUSED', __metadata: metadata('120003') } },
          { method: 'GET', relative_url: '120004?fields=name' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const sent = JSON.parse((fake.requests.at(-1)!.body as { batch: string }).batch);
      expect(sent.map((item: { body?: string }) => item.body)).toEqual(['status=PAUSED', 'daily_budget=7500', 'status=PAUSED', undefined]);

      const rows = await activities();
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.teamId === ids.teamId && row.userId === ids.demo)).toBe(true);
      const byObject = Object.fromEntries(rows.map((row) => [row.objectId, row]));
      expect(byObject['120001']).toMatchObject({
        accountId: DEWI_ACCOUNT,
        objectType: 'campaign',
        objectName: 'Ramadan sale',
        original: { status: 'ACTIVE' },
        changes: { status: 'PAUSED' },
      });
      expect(byObject['120002']).toMatchObject({ original: { daily_budget: '5000' }, changes: { daily_budget: '7500' } });

      const log = await toFake.inject({ method: 'GET', url: `/api/user/team/${ids.teamId}/activity`, headers: session.headers });
      expect(log.json().data).toHaveLength(2);
    });

    test('a direct POST and a DELETE with __metadata are logged in the caller’s own log (team 0)', async () => {
      const session = await login(toFake, 'demo', 'demo1234');
      const update = await post(toFake, session, '/api/graph/v21.0/120001', { name: 'New name', __metadata: metadata('120001') });
      expect(update.statusCode).toBe(200);
      expect(update.json().body).toEqual({ name: 'New name' });
      const removal = await toFake.inject({
        method: 'DELETE',
        url: '/api/graph/v21.0/120002',
        headers: session.headers,
        payload: { __metadata: metadata('120002') },
      });
      expect(removal.statusCode).toBe(200);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v21.0/120002' });
      expect(JSON.stringify(fake.requests.at(-1)!.body ?? null)).not.toContain('__metadata');

      const rows = await activities();
      expect(rows.map((row) => [row.objectId, row.teamId, row.changes])).toEqual(
        expect.arrayContaining([
          ['120001', null, { name: 'New name' }],
          ['120002', null, { status: 'DELETED' }],
        ]),
      );
    });

    test('asyncbatch duplication forwards the operations and logs each started copy with its session', async () => {
      const session = await login(toFake, 'demo', 'demo1234');
      const response = await post(toFake, session, '/api/graph/v21.0/', {
        asyncbatch: [
          { name: 'copy_120001', relative_url: '120001/copies', body: { deep_copy: true, status_option: 'PAUSED', __metadata: metadata('120001') } },
          { name: 'copy_120002', relative_url: '120002/copies', body: 'deep_copy=true' },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().async_sessions).toHaveLength(2);
      const sent = JSON.parse((fake.requests.at(-1)!.body as { asyncbatch: string }).asyncbatch);
      expect(sent[0]).toEqual({ method: 'POST', name: 'copy_120001', relative_url: '120001/copies', body: 'deep_copy=true&status_option=PAUSED' });

      const rows = await activities();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.changes).toEqual({ copies: { deep_copy: 'true', status_option: 'PAUSED' }, async_session_id: '900000000000000' });
    });

    test('a refused direct write logs nothing', async () => {
      const session = await login(toFake, 'demo', 'demo1234');
      const response = await post(toFake, session, '/api/graph/v21.0/ratelimit', { status: 'PAUSED', __metadata: metadata('1') });
      expect(response.statusCode).toBe(400);
      expect(await activities()).toHaveLength(0);
    });
  });
});
