import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityUndos, teamActivities } from '../activity/table';
import type { Database } from '../db/database';
import { connectToSandbox, DEWI_IDR_ACCOUNT, startTestSandbox, type SandboxHandle } from '../rules/test-world';
import { addTeamMember, createTeam } from '../teams/teams';
import { resetDatabase, testDatabases } from '../testing/databases';
import { addUser, login, testServer, type Session } from '../testing/server';

/** Undo from the activity log and the toasts, against the graph sandbox as the platform. */

const TOKEN = 'EAAsandbox-dewi';
const WANITA = '120238731057265489'; // ACTIVE, daily budget Rp 370.000
const BROAD = '120234142964308451'; // ACTIVE, daily budget Rp 220.000

let sandbox: SandboxHandle;
let sandboxWrites = 0;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    // The sandbox's copies take 1 s here (4 s by default), so the background-copy test waits less.
    asyncSessionMs: 1000,
    seen: (request) => {
      if (request.method === 'POST' && typeof (request.body as { batch?: unknown } | undefined)?.batch === 'string') {
        const batch = JSON.parse((request.body as { batch: string }).batch) as { method: string }[];
        sandboxWrites += batch.filter((item) => item.method === 'POST').length;
      } else if (request.method === 'POST') sandboxWrites += 1;
    },
  });
});
afterAll(async () => sandbox.close());

interface UndoAnswer {
  batch_id: string | null;
  results: { activity_id: number; object_id: string; result: string; message: string; earlier: boolean }[];
}

describe.each(testDatabases())('undo on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Session;
  let siti: Session;
  let demoId: number;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandbox.url });
  });
  afterAll(async () => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    await sandbox.control('POST', '/__sandbox/reset');
    const dewi = await addUser(database, 'demo', 'demo1234');
    demoId = dewi.id;
    await addUser(database, 'siti', 'siti1234');
    await connectToSandbox(database, sandbox, dewi.id, TOKEN, '100090000000001');
    [demo, siti] = await Promise.all([login(app, 'demo', 'demo1234'), login(app, 'siti', 'siti1234')]);
  });

  const adset = (id: string) => sandbox.get<{ status: string; daily_budget?: string; name: string }>(`${id}?fields=status,daily_budget,name`, TOKEN);
  /** A change made behind Sasar's back, as a buyer in Meta's Ads Manager would. */
  const writeBehind = async (id: string, params: Record<string, string>) => {
    const response = await fetch(`${sandbox.url}/v21.0/${id}`, { method: 'POST', body: new URLSearchParams({ ...params, access_token: TOKEN }) });
    expect(response.status).toBe(200);
  };
  const meta = (id: string, name: string, original: Record<string, unknown>) => ({ object_id: id, object_type: 'adset', object_name: name, account_id: DEWI_IDR_ACCOUNT, original });
  /** A bulk change through the proxy, as the ads manager sends it: one batch, each item with `__metadata`. */
  const bulk = async (items: { id: string; name: string; params: Record<string, string>; original: Record<string, unknown> }[], session = demo, team = 0) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/graph/v21.0/batch?team_id=${team}`,
      headers: session.headers,
      payload: { batch: items.map(({ id, name, params, original }) => ({ method: 'POST', relative_url: id, body: { ...params, __metadata: meta(id, name, original) } })) },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const undoBatch = (batchId: string, session = demo, team = 0) => app.inject({ method: 'POST', url: `/api/user/team/${team}/activity/batches/${batchId}/undo`, headers: session.headers });
  const undoOne = (id: number | string, session = demo, team: number | string = 0) => app.inject({ method: 'POST', url: `/api/user/team/${team}/activity/${id}/undo`, headers: session.headers });
  const log = async () => (await app.inject({ method: 'GET', url: '/api/user/team/0/activity', headers: demo.headers })).json().data as Record<string, unknown>[];

  test('a bulk budget change is one batch named in the answer header; its undo puts both budgets back and is logged as the undo', async () => {
    const written = await bulk([
      { id: WANITA, name: 'Wanita 25-44', params: { daily_budget: '407000' }, original: { daily_budget: '370000' } },
      { id: BROAD, name: 'Broad', params: { daily_budget: '242000' }, original: { daily_budget: '220000' } },
    ]);
    const batchId = written.headers['x-sasar-activity-batch'] as string;
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await log()).map((entry) => [entry.batch_id, entry.batch_size, entry.undo_refusal])).toEqual([
      [batchId, 2, null],
      [batchId, 2, null],
    ]);

    const undone = await undoBatch(batchId);
    expect(undone.statusCode).toBe(200);
    const answer = undone.json().data as UndoAnswer;
    expect(answer.results.map((r) => [r.object_id, r.result, r.message, r.earlier])).toEqual([
      [WANITA, 'restored', 'Daily budget back to IDR 370,000.', false],
      [BROAD, 'restored', 'Daily budget back to IDR 220,000.', false],
    ]);
    expect((await adset(WANITA)).daily_budget).toBe('370000');
    expect((await adset(BROAD)).daily_budget).toBe('220000');

    const entries = await log();
    const undoWrites = entries.filter((entry) => entry.undoes_activity_id !== null);
    expect(undoWrites.map((entry) => [entry.batch_id, (entry.activity as { changes: unknown }).changes, (entry.activity as { original: unknown }).original])).toEqual([
      [answer.batch_id, { daily_budget: '220000' }, { daily_budget: '242000' }],
      [answer.batch_id, { daily_budget: '370000' }, { daily_budget: '407000' }],
    ]);
    const originals = entries.filter((entry) => entry.batch_id === batchId);
    expect(originals.map((entry) => (entry.undone as { user: { name: string }; result: { result: string } }).user.name)).toEqual(['demo', 'demo']);
    expect(originals.every((entry) => (entry.undone as { result: { result: string } }).result.result === 'restored')).toBe(true);
  });

  test('a value changed since is named and left as it is; the others are restored', async () => {
    const batchId = (
      await bulk([
        { id: WANITA, name: 'Wanita 25-44', params: { daily_budget: '407000' }, original: { daily_budget: '370000' } },
        { id: BROAD, name: 'Broad', params: { status: 'PAUSED' }, original: { status: 'ACTIVE' } },
      ])
    ).headers['x-sasar-activity-batch'] as string;
    await writeBehind(WANITA, { daily_budget: '300000' });
    const answer = (await undoBatch(batchId)).json().data as UndoAnswer;
    expect(answer.results.map((r) => [r.result, r.message])).toEqual([
      ['conflict', 'Daily budget is now IDR 300,000, not the IDR 407,000 this change set: left as it is.'],
      ['restored', 'Status back to active.'],
    ]);
    expect((await adset(WANITA)).daily_budget).toBe('300000');
    expect((await adset(BROAD)).status).toBe('ACTIVE');
  });

  test('a retried undo applies once and answers the earlier result; two undos at once write once', async () => {
    const batchId = (await bulk([{ id: WANITA, name: 'Wanita 25-44', params: { status: 'PAUSED' }, original: { status: 'ACTIVE' } }])).headers['x-sasar-activity-batch'] as string;
    const [activity] = await database.db.select().from(teamActivities).where(eq(teamActivities.batchId, batchId));
    const before = sandboxWrites;
    const [first, second] = await Promise.all([undoBatch(batchId), undoOne(activity!.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const results = [first, second].map((r) => (r.json().data as UndoAnswer).results[0]!);
    expect(results.filter((r) => r.result === 'restored' && !r.earlier)).toHaveLength(1);
    expect(sandboxWrites - before).toBe(1);

    // Someone pauses it again: a retried undo must not turn it on a second time.
    await writeBehind(WANITA, { status: 'PAUSED' });
    const retried = (await undoOne(activity!.id)).json().data as UndoAnswer;
    expect(retried.results[0]).toMatchObject({ result: 'restored', earlier: true, message: 'Status back to active.' });
    expect(retried.batch_id).toBeNull();
    expect((await adset(WANITA)).status).toBe('PAUSED');
    expect(await database.db.select().from(teamActivities).where(isNotNull(teamActivities.undoesActivityId))).toHaveLength(1);
  });

  test('a rename through a single write is undone by its id; a delete and a change without its value before are refused in words', async () => {
    const renamed = await app.inject({
      method: 'POST',
      url: `/api/graph/v21.0/${WANITA}?team_id=0`,
      headers: demo.headers,
      payload: { name: 'Wanita 25-44 | Sale', __metadata: meta(WANITA, 'Wanita 25-44', { name: 'Wanita 25-44' }) },
    });
    expect(renamed.statusCode).toBe(200);
    const [rename] = await database.db.select().from(teamActivities).where(eq(teamActivities.batchId, renamed.headers['x-sasar-activity-batch'] as string));
    expect((await undoOne(rename!.id)).json().data.results[0]).toMatchObject({ result: 'restored', message: 'Name back to “Wanita 25-44”.' });
    expect((await adset(WANITA)).name).toBe('Wanita 25-44');

    await app.inject({ method: 'POST', url: '/api/user/team/0/activity', headers: demo.headers, payload: { activities: [
      { account_id: DEWI_IDR_ACCOUNT, activity: { object_id: BROAD, object_type: 'adset', object_name: 'Broad', changes: { status: 'DELETED' } } },
      { account_id: DEWI_IDR_ACCOUNT, activity: { object_id: BROAD, object_type: 'adset', object_name: 'Broad', changes: { status: 'PAUSED' } } },
    ] } });
    const entries = await log();
    const [noBefore, deleted] = entries.slice(0, 2);
    expect(deleted!.undo_refusal).toBe('A deleted object cannot be brought back: Meta does not undo a delete.');
    expect(noBefore!.undo_refusal).toBe('The value before this change was not recorded, so there is nothing to restore.');
    const refusal = (await undoOne(deleted!.id as number)).json().data as UndoAnswer;
    expect(refusal.results[0]).toMatchObject({ result: 'not_undoable', message: 'A deleted object cannot be brought back: Meta does not undo a delete.' });
    expect(await database.db.select().from(activityUndos)).toHaveLength(1);
  });

  test('an edit of audience, labels and bid strategy in one write is undone field by field, the bid cap coming back with its amount', async () => {
    type Settings = { targeting: Record<string, unknown>; adlabels?: { id: string; name: string }[]; bid_strategy?: string; bid_amount?: number };
    const settings = () => sandbox.get<Settings>(`${WANITA}?fields=targeting,adlabels,bid_strategy,bid_amount`, TOKEN);
    await writeBehind(WANITA, { bid_strategy: 'COST_CAP', bid_amount: '20000' });
    const before = await settings();
    const edited = { ...before.targeting, age_min: 30, age_max: 50 };
    const batchId = (
      await bulk([
        {
          id: WANITA,
          name: 'Wanita 25-44',
          params: { targeting: JSON.stringify(edited), adlabels: JSON.stringify([{ name: 'Undo edit' }]), bid_strategy: 'LOWEST_COST_WITHOUT_CAP' },
          original: { targeting: before.targeting, adlabels: before.adlabels ?? [], bid_strategy: 'COST_CAP', bid_amount: '20000' },
        },
      ])
    ).headers['x-sasar-activity-batch'] as string;
    const changed = await settings();
    expect(changed).toMatchObject({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP', targeting: { age_min: 30, age_max: 50 }, adlabels: [expect.objectContaining({ name: 'Undo edit' })] });
    expect(changed.bid_amount).toBeUndefined();

    const answer = (await undoBatch(batchId)).json().data as UndoAnswer;
    expect(answer.results[0]).toMatchObject({ result: 'restored' });
    const labels = (before.adlabels ?? []).map((l) => `“${l.name}”`).join(', ') || 'none';
    expect(answer.results[0]!.message.split(/(?<=\.) /).sort()).toEqual(['Audience and placements back to what they were.', 'Bid strategy back to cost cap.', `Labels back to ${labels}.`]);
    const restored = await settings();
    expect(restored.targeting).toEqual(before.targeting);
    expect(restored.adlabels ?? []).toEqual(before.adlabels ?? []);
    expect(restored).toMatchObject({ bid_strategy: 'COST_CAP', bid_amount: 20000 });
  });

  test('an audience changed again since the edit is named and left as it is', async () => {
    const before = await sandbox.get<{ targeting: Record<string, unknown> }>(`${BROAD}?fields=targeting`, TOKEN);
    const batchId = (
      await bulk([{ id: BROAD, name: 'Broad', params: { targeting: JSON.stringify({ ...before.targeting, age_min: 25 }) }, original: { targeting: before.targeting } }])
    ).headers['x-sasar-activity-batch'] as string;
    await writeBehind(BROAD, { targeting: JSON.stringify({ ...before.targeting, age_min: 35 }) });
    const answer = (await undoBatch(batchId)).json().data as UndoAnswer;
    expect(answer.results.map((r) => [r.result, r.message])).toEqual([['conflict', 'Audience and placements were changed again after this change: left as it is.']]);
    expect((await sandbox.get<{ targeting: { age_min: number } }>(`${BROAD}?fields=targeting`, TOKEN)).targeting.age_min).toBe(35);
  });

  test('a copy is undone by deleting it while untouched', async () => {
    const copied = await app.inject({
      method: 'POST',
      url: '/api/graph/v21.0/batch?team_id=0',
      headers: demo.headers,
      payload: { batch: [{ method: 'POST', relative_url: `${BROAD}/copies`, body: { status_option: 'PAUSED', __metadata: meta(BROAD, 'Broad', {}) } }] },
    });
    const copyId = JSON.parse(copied.json()[0].body).copied_adset_id as string;
    const answer = (await undoBatch(copied.headers['x-sasar-activity-batch'] as string)).json().data as UndoAnswer;
    expect(answer.results[0]).toMatchObject({ result: 'restored', message: 'The copy was deleted.' });
    expect((await sandbox.get<{ status?: string; error?: unknown }>(`${copyId}?fields=status`, TOKEN)).status ?? 'gone').toMatch(/DELETED|gone/);
  });

  test('a copy moved into another campaign is logged under that campaign and undone by deleting it', async () => {
    const { campaign_id: source } = await sandbox.get<{ campaign_id: string }>(`${BROAD}?fields=campaign_id`, TOKEN);
    const { objective } = await sandbox.get<{ objective: string }>(`${source}?fields=objective`, TOKEN);
    const made = await fetch(`${sandbox.url}/v21.0/${DEWI_IDR_ACCOUNT}/campaigns`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Scale up', objective, status: 'PAUSED', special_ad_categories: '[]', access_token: TOKEN }),
    });
    const target = ((await made.json()) as { id: string }).id;
    const copied = await app.inject({
      method: 'POST',
      url: '/api/graph/v21.0/batch?team_id=0',
      headers: demo.headers,
      payload: {
        batch: [{ method: 'POST', relative_url: `${BROAD}/copies`, body: { campaign_id: target, status_option: 'PAUSED', __metadata: { ...meta(BROAD, 'Broad', {}), campaign_name: 'Scale up' } } }],
      },
    });
    const copyId = JSON.parse(copied.json()[0].body).copied_adset_id as string;
    expect((await sandbox.get<{ campaign_id: string }>(`${copyId}?fields=campaign_id`, TOKEN)).campaign_id).toBe(target);
    const [entry] = (await log()).filter((row) => (row.activity as { object_id?: string }).object_id === BROAD);
    expect(entry!.activity).toMatchObject({ object_name: 'Broad', campaign_name: 'Scale up', changes: { copies: { campaign_id: target }, copy_id: copyId } });
    const answer = (await undoBatch(copied.headers['x-sasar-activity-batch'] as string)).json().data as UndoAnswer;
    expect(answer.results[0]).toMatchObject({ result: 'restored', message: 'The copy was deleted.' });
    expect((await sandbox.get<{ status?: string }>(`${copyId}?fields=status`, TOKEN)).status ?? 'DELETED').toBe('DELETED');
  });

  test('a copy made in the background is deleted once its session has made it; before that the undo says to wait', async () => {
    const copied = await app.inject({
      method: 'POST',
      url: '/api/graph/v21.0/?team_id=0',
      headers: demo.headers,
      payload: { asyncbatch: [{ name: 'copy_broad', method: 'POST', relative_url: `${BROAD}/copies`, body: { status_option: 'PAUSED', __metadata: meta(BROAD, 'Broad', {}) } }] },
    });
    expect(copied.statusCode).toBe(200);
    const batchId = copied.headers['x-sasar-activity-batch'] as string;
    const sessionId = copied.json().async_sessions[0].id as string;
    const early = (await undoBatch(batchId)).json().data as UndoAnswer;
    if (early.results[0]!.result === 'failed') expect(early.results[0]!.message).toBe('The copy is still being made; undo it once it appears in the list.');
    else expect(early.results[0]).toMatchObject({ result: 'restored' });
    for (let wait = 0; wait < 300 && (await sandbox.get<{ status: string }>(`${sessionId}?fields=status`, TOKEN)).status !== 'COMPLETED'; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const session = await sandbox.get<{ result: string }>(`${sessionId}?fields=result`, TOKEN);
    const copyId = JSON.parse(session.result).copied_adset_id as string;
    const answer = (await undoBatch(batchId)).json().data as UndoAnswer;
    expect(answer.results[0]).toMatchObject({ result: 'restored', message: 'The copy was deleted.' });
    expect((await sandbox.get<{ status?: string }>(`${copyId}?fields=status`, TOKEN)).status ?? 'DELETED').toBe('DELETED');
    expect((await undoBatch(batchId)).json().data.results[0]).toMatchObject({ result: 'restored', earlier: true });
  });

  test('another team’s change is not found (404); bad ids are 400; no session is 401', async () => {
    const batchId = (await bulk([{ id: WANITA, name: 'Wanita 25-44', params: { status: 'PAUSED' }, original: { status: 'ACTIVE' } }])).headers['x-sasar-activity-batch'] as string;
    const [activity] = await database.db.select().from(teamActivities).where(eq(teamActivities.batchId, batchId));
    // Siti's own log does not hold Dewi's change; Dewi's team is not hers.
    expect((await undoOne(activity!.id, siti)).statusCode).toBe(404);
    expect((await undoBatch(batchId, siti)).statusCode).toBe(404);
    const team = await createTeam(database.db, { name: 'Dewi Agency', createdBy: demoId, package: 'Agency' });
    const stranger = await undoOne(activity!.id, siti, team.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    await addTeamMember(database.db, team.id, (await addUser(database, 'budi', 'budi1234')).id);
    expect((await undoOne(activity!.id, await login(app, 'budi', 'budi1234'), team.id)).statusCode).toBe(404);

    for (const [id, teamId] of [['0', '0'], ['x', '0'], ['99999999999999999999', '0'], ['1', '-1'], ['1', 'x']]) {
      const response = await undoOne(id!, demo, teamId);
      expect({ id, teamId, status: response.statusCode, code: response.json().error?.code }).toEqual({ id, teamId, status: 400, code: 'bad_request' });
    }
    for (const bad of ['nope', 'a'.repeat(36), `${batchId.slice(0, 35)}%00`]) {
      expect((await app.inject({ method: 'POST', url: `/api/user/team/0/activity/batches/${bad}/undo`, headers: demo.headers })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: `/api/user/team/0/activity/batches/${batchId}/undo` })).statusCode).toBe(401);
    expect((await adset(WANITA)).status).toBe('PAUSED');
  });
});
