import { addTeamMember, createTeam } from '../teams/teams';
import { tableCounts, oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { sampleDefinition } from './sample-definition';
import { connectToSandbox, DEWI_IDR_ACCOUNT, givePlan, startTestSandbox, type SandboxHandle } from './test-world';

/** The rules API: CRUD within a team, validation beside the field, plan limits, other teams' rules unseen. */

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox.close());

const body = (overrides: Record<string, unknown> = {}) => ({ account_id: DEWI_IDR_ACCOUNT, ...sampleDefinition(), ...overrides });

describe.each(oneDatabase())('rules API on $name', (tdb) => {
  const server = useTestServer(tdb, { env: () => ({ GRAPH_BASE_URL: sandbox.url }) });
  let demo: Session;
  let outsider: Session;
  let teamId: number;

  beforeEach(async () => {
    const dewi = await server.addUser('demo', 'demo1234');
    const budi = await server.addUser('budi', 'budi1234');
    await givePlan(server.db, dewi.id, 'Starter');
    await givePlan(server.db, budi.id, 'Agency');
    await connectToSandbox(server.db, sandbox, dewi.id, 'EAAsandbox-dewi', '100090000000001');
    await connectToSandbox(server.db, sandbox, budi.id, 'EAAsandbox-budi', '100090000000002');
    const team = await createTeam(server.db.db, { name: 'Dewi & co', createdBy: dewi.id, package: 'Starter' });
    teamId = team.id;
    demo = await server.login('demo', 'demo1234');
    outsider = await server.login('budi', 'budi1234');
  });

  const create = (session: Session, payload: unknown, team = 0) =>
    server.app.inject({ method: 'POST', url: `/api/rules?team=${team}`, headers: session.headers, payload: payload as object });

  test('a rule is created, listed, read, edited, switched off and deleted', async () => {
    const created = await create(demo, body());
    expect(created.statusCode).toBe(201);
    const rule = created.json().data;
    expect(rule).toMatchObject({ name: 'Stop-loss on cost per purchase', account_id: DEWI_IDR_ACCOUNT, enabled: true, team_id: 0, last_run: null });
    expect(new Date(rule.next_run_at).getUTCMinutes() % 15).toBe(0);

    const list = await server.app.inject({ url: '/api/rules?q=stop', headers: demo.headers });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([rule.id]);
    expect((await server.app.inject({ url: '/api/rules?q=nothing', headers: demo.headers })).json().data).toEqual([]);

    const edited = await server.app.inject({ method: 'PUT', url: `/api/rules/${rule.id}`, headers: demo.headers, payload: body({ name: 'Renamed', schedule: { kind: 'daily', time: '07:30' } }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Renamed', schedule: { kind: 'daily', time: '07:30' } });

    const off = await server.app.inject({ method: 'PATCH', url: `/api/rules/${rule.id}`, headers: demo.headers, payload: { enabled: false } });
    expect(off.json().data).toMatchObject({ enabled: false, next_run_at: null });
    expect((await server.app.inject({ url: '/api/rules?status=disabled', headers: demo.headers })).json().data).toHaveLength(1);

    expect((await server.app.inject({ method: 'DELETE', url: `/api/rules/${rule.id}`, headers: demo.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: `/api/rules/${rule.id}`, headers: demo.headers })).statusCode).toBe(404);
  });

  test('bad input is a 400 naming the field, and nothing is saved', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ conditions: { match: 'all', items: [{ metric: 'vibes', window: 'today', operator: 'gt', value: { value: 1 } }] } }, '/conditions/items/0/metric', /not a metric/],
      [{ actions: [{ type: 'change_budget', budget: 'daily', by: 'amount', amount: -5 , floor: 100, ceiling: 50 }] }, '/actions/0/ceiling', /highest value/],
      [{ actions: [{ type: 'change_budget', budget: 'daily', by: 'amount', amount: 5, floor: -1 }] }, '/actions/0/floor', /lowest value must be at least 0/],
      [{ schedule: { kind: 'custom', days: [9], hours: [1] } }, '/schedule/days/0', /day of the week can be at most 6/],
      [{ cooldown_hours: 10_000 }, '/cooldown_hours', /cool-down can be at most 720/],
      [{ name: '' }, '/name', /rule name must not be empty/],
      [{ account_id: 'act_999' }, '/account_id', /not one of your connected ad accounts/],
      [{ actions: [{ type: 'notify', webhook_url: 'https://' }] }, '/actions/0/webhook_url', /whole web address with no spaces/],
      [{ actions: [{ type: 'notify', webhook_url: 'https://exa mple.com' }] }, '/actions/0/webhook_url', /whole web address with no spaces/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(demo, body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'bad_request', field, message: expect.stringMatching(message), fields: [{ field, message: expect.stringMatching(message) }] });
    }
    expect((await tableCounts(server.db)).rules).toBe(0);
  });

  test('the plan limits the number of rules with a clear message', async () => {
    for (let i = 0; i < 5; i += 1) expect((await create(demo, body({ name: `Rule ${i}` }))).statusCode).toBe(201);
    const sixth = await create(demo, body({ name: 'One too many' }));
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toEqual({
      code: 'plan_limit',
      message: 'Your Starter plan allows 5 automation rules, and 5 exist. Delete a rule or upgrade the plan to add another.',
    });
  });

  test('team rules are seen by members only; another team’s rule is a 404', async () => {
    const teamRule = (await create(demo, body(), teamId)).json().data;
    expect(teamRule.team_id).toBe(teamId);
    // Budi is not in Dewi's team: the team and its rules read as not found.
    expect((await server.app.inject({ url: `/api/rules?team=${teamId}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/rules/${teamRule.id}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/rules/${teamRule.id}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: `/api/rules/${teamRule.id}/run`, headers: outsider.headers })).statusCode).toBe(404);
    // Budi's own rules do not show Dewi's either.
    expect((await server.app.inject({ url: '/api/rules', headers: outsider.headers })).json().data).toEqual([]);
    // A member sees the team's rule; the rule works on the owner's ad account.
    const budiRow = await server.addUser('member', 'member123');
    await addTeamMember(server.db.db, teamId, budiRow.id);
    const member = await server.login('member', 'member123');
    expect((await server.app.inject({ url: `/api/rules?team=${teamId}`, headers: member.headers })).json().data.map((r: { id: number }) => r.id)).toEqual([teamRule.id]);
  });

  test('a guest gets 401 before validation', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/rules', payload: { nonsense: true } })).statusCode).toBe(401);
  });
});
