import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import { deriveKeys } from '../crypto/secrets';
import type { Database } from '../db/database';
import { saveConnection } from '../platform/connections';
import { addTeamMember, createTeam } from '../teams/teams';
import { resetDatabase, oneDatabase } from '../testing/databases';
import { addUser, login, TEST_SECRET, testServer, type Session } from '../testing/server';

/** The funnel API against the graph sandbox over HTTP: stages from audiences, per-stage figures, refusals. */

const { tokenKey } = deriveKeys(TEST_SECRET);

let sandbox: FastifyInstance;
let sandboxUrl: string;

beforeAll(async () => {
  sandbox = createSandbox({ logger: false });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  // Building the sandbox world and PGlite take long on a busy machine.
}, 120_000);
afterAll(() => sandbox.close());

async function sandboxGet<T>(path: string, token: string): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${sandboxUrl}/v21.0/${path}${separator}access_token=${token}`);
  return (await response.json()) as T;
}

async function addFault(fault: Record<string, unknown>) {
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
}

const RANGE = { since: '2026-10-01', until: '2026-10-14' };
const PREVIOUS = { since: '2026-09-17', until: '2026-09-30' };

describe.each(oneDatabase())('funnel API on $name', (tdb) => {
  let database: Database;
  let app: FastifyInstance;
  let demo: Session;
  let teamId: number;
  let dewiAccount: string;
  let budiAccount: string;

  beforeAll(async () => {
    database = await tdb.open();
    app = await testServer(database, { GRAPH_BASE_URL: sandboxUrl });
    const dewiAccounts = await sandboxGet<{ data: { id: string; account_status: number }[] }>('me/adaccounts?fields=id,account_status', 'EAAsandbox-dewi');
    dewiAccount = dewiAccounts.data.find((account) => account.account_status === 1)!.id;
    const budiAccounts = await sandboxGet<{ data: { id: string; account_status: number }[] }>('me/adaccounts?fields=id,account_status', 'EAAsandbox-budi');
    budiAccount = budiAccounts.data.find((account) => account.account_status === 1)!.id;
  }, 120_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });
    await resetDatabase(database);
    const dewi = await addUser(database, 'demo', 'demo1234');
    const budi = await addUser(database, 'budi', 'budi1234');
    await addUser(database, 'siti', 'siti1234');
    for (const [user, token, platformUserId] of [
      [dewi, 'EAAsandbox-dewi', '100090000000001'],
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
    await addTeamMember(database.db, team.id, dewi.id);
    teamId = team.id;
    demo = await login(app, 'demo', 'demo1234');
  });

  const post = (session: Session | null, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: session?.headers ?? {}, payload: payload as object });

  describe('POST /api/adsmgr/funnel', () => {
    test("places every ad set of the account by the audiences it includes, as the platform's audiences say", async () => {
      const response = await post(demo, '/api/adsmgr/funnel', { adaccount: dewiAccount });
      expect(response.statusCode).toBe(200);
      const placed = response.json().data as { id: string; stage: number; audiences: { id: string; name: string; stage: number }[] }[];

      const adsets = await sandboxGet<{ data: { id: string; targeting: { custom_audiences?: { id: string }[] } }[] }>(
        `${dewiAccount}/adsets?fields=id,targeting&limit=1000`,
        'EAAsandbox-dewi',
      );
      const audiences = await sandboxGet<{ data: { id: string; name: string; subtype: string }[] }>(
        `${dewiAccount}/customaudiences?fields=id,name,subtype&limit=1000`,
        'EAAsandbox-dewi',
      );
      const nameOf = new Map(audiences.data.map((audience) => [audience.id, audience.name]));
      expect(placed.map((adset) => adset.id).sort()).toEqual(adsets.data.map((adset) => adset.id).sort());
      expect(new Set(placed.map((adset) => adset.stage))).toEqual(new Set([1, 2, 3, 4]));

      const expectedStage = (names: string[]) =>
        names.some((name) => /^(Purchasers|Customer list)/.test(name))
          ? 4
          : names.some((name) => /^(Website visitors|Add to cart|App users)/.test(name))
            ? 3
            : names.some((name) => /^(Page & Instagram|Video viewers)/.test(name))
              ? 2
              : 1;
      for (const adset of adsets.data) {
        const names = (adset.targeting.custom_audiences ?? []).map((ref) => nameOf.get(ref.id)!);
        const mine = placed.find((one) => one.id === adset.id)!;
        expect({ id: adset.id, names, stage: mine.stage }).toEqual({ id: adset.id, names, stage: expectedStage(names) });
        expect(mine.audiences.map((audience) => audience.name)).toEqual(names);
      }
    });

    test('answers only the ad sets asked for (ids of other accounts are not placed)', async () => {
      const all = (await post(demo, '/api/adsmgr/funnel', { adaccount: dewiAccount })).json().data as { id: string; stage: number }[];
      const asked = [all[0]!.id, all[3]!.id, '999999999999'];
      const response = await post(demo, '/api/adsmgr/funnel', { adaccount: dewiAccount, adsets: asked });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([all[0], all[3]]);
    });

    test("a team member gets the team's ad sets through the owner's connection", async () => {
      const response = await post(demo, `/api/adsmgr/funnel?team=${teamId}`, { adaccount: budiAccount });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.length).toBeGreaterThan(3);
    });
  });

  describe('POST /api/dashboard/funnel', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      adaccounts: [dewiAccount],
      fields: ['spend', 'impressions', 'clicks', 'actions'],
      time_ranges: [RANGE, PREVIOUS],
      ...extra,
    });

    test("each stage's figures are the sum of its ad sets' insights, for both periods", async () => {
      const response = await post(demo, '/api/dashboard/funnel', body());
      expect(response.statusCode).toBe(200);
      const [account] = response.json().data.accounts as {
        id: string;
        currency: string;
        stages: { stage: number; adsets: number; ranges: { since: string; until: string; row: Record<string, string> | null }[] }[];
      }[];
      expect(account!.id).toBe(dewiAccount);
      expect(account!.currency).toMatch(/^[A-Z]{3}$/);
      expect(account!.stages.map((stage) => stage.stage)).toEqual([1, 2, 3, 4]);

      const placed = (await post(demo, '/api/adsmgr/funnel', { adaccount: dewiAccount })).json().data as { id: string; stage: number }[];
      const stageOf = new Map(placed.map((adset) => [adset.id, adset.stage]));
      for (const [index, range] of [RANGE, PREVIOUS].entries()) {
        const rows = await sandboxGet<{ data: { adset_id: string; spend: string; impressions: string }[] }>(
          `${dewiAccount}/insights?level=adset&fields=adset_id,spend,impressions&limit=1000&time_range=${encodeURIComponent(JSON.stringify(range))}`,
          'EAAsandbox-dewi',
        );
        for (const stage of account!.stages) {
          expect(stage.adsets).toBe(placed.filter((adset) => adset.stage === stage.stage).length);
          const mine = rows.data.filter((row) => stageOf.get(row.adset_id) === stage.stage);
          const spend = mine.reduce((sum, row) => sum + Number(row.spend), 0);
          const impressions = mine.reduce((sum, row) => sum + Number(row.impressions), 0);
          const figures = stage.ranges[index]!;
          expect({ since: figures.since, until: figures.until }).toEqual(range);
          expect(Number(figures.row?.spend ?? 0)).toBeCloseTo(spend, 2);
          expect(Number(figures.row?.impressions ?? 0)).toBe(impressions);
        }
      }
    });

    test("a team member reads the team's accounts with the owner's connection", async () => {
      const response = await post(demo, `/api/dashboard/funnel?team=${teamId}`, body({ adaccounts: [budiAccount] }));
      expect(response.statusCode).toBe(200);
      expect(response.json().data.accounts[0].stages).toHaveLength(4);
    });

    test.each([
      ['no ad accounts', { adaccounts: [] }, /ad accounts/],
      ['an ad account that is not an id', { adaccounts: ['12345'] }, /act_1234567890/],
      ['a field that is not a name', { fields: ['spend,impressions'] }, /insights field/],
      ['no fields', { fields: [] }, /insights fields/],
      ['no time range', { time_ranges: [] }, /time ranges/],
      ['a date that is not a date', { time_ranges: [{ since: '1 Oct', until: '2026-10-14' }] }, /start date must be a date/],
      ['a day that does not exist', { time_ranges: [{ since: '2026-02-30', until: '2026-03-02' }] }, /not a day of the calendar/],
      ['a range that ends before it starts', { time_ranges: [{ since: '2026-10-14', until: '2026-10-01' }] }, /after the end date/],
    ])('%s → 400 with a sentence naming the field', async (_, extra, message) => {
      const response = await post(demo, '/api/dashboard/funnel', body(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringMatching(message) } });
    });

    test('a team param that is not a number → 400; a team the user is not in → 404', async () => {
      expect((await post(demo, '/api/dashboard/funnel?team=abc', body())).statusCode).toBe(400);
      const other = await post(demo, `/api/dashboard/funnel?team=${teamId + 1000}`, body());
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      const siti = await login(app, 'siti', 'siti1234');
      expect((await post(siti, `/api/dashboard/funnel?team=${teamId}`, body())).statusCode).toBe(404);
      expect((await post(siti, `/api/adsmgr/funnel?team=${teamId}`, { adaccount: budiAccount })).statusCode).toBe(404);
    });

    test('a user without a connection gets 401 no_adstoken; a guest 401 unauthorized', async () => {
      const siti = await login(app, 'siti', 'siti1234');
      expect((await post(siti, '/api/dashboard/funnel', body())).json().error.code).toBe('no_adstoken');
      const guest = await post(null, '/api/dashboard/funnel', body());
      expect(guest.statusCode).toBe(401);
      expect(guest.json().error.code).toBe('unauthorized');
    });

    test("an expired owner session is a 401 with Meta's code 190 beside the message, as on the proxy", async () => {
      await addFault({ kind: 'token_expired', path: 'customaudiences' });
      const response = await post(demo, `/api/dashboard/funnel?team=${teamId}`, body({ adaccounts: [budiAccount] }));
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'graph_error', message: expect.stringMatching(/owner/), graph: { code: 190 } });
    });

    test("other refusals keep the platform's status and error object", async () => {
      await addFault({ kind: 'rate_limit', path: 'insights' });
      const limited = await post(demo, '/api/dashboard/funnel', body());
      expect(limited.statusCode).toBe(400);
      expect(limited.json().error).toMatchObject({ code: 'graph_error', graph: { code: 17, error_subcode: 2446079 } });

      const unknownField = await post(demo, '/api/dashboard/funnel', body({ fields: ['spend', 'not_a_metric'] }));
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json().error).toMatchObject({ code: 'graph_error', message: expect.stringMatching(/not_a_metric/), graph: { code: 100 } });
    });

    test('an account the connection cannot see is refused by the platform, not answered with zeros', async () => {
      const response = await post(demo, '/api/dashboard/funnel', body({ adaccounts: [budiAccount] }));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().error.code).toBe('graph_error');
    });
  });
});
