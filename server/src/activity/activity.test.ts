import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { everySpenderRule, givePlan } from '../rules/test-world';
import { recordActivities } from './activities';
import { teamActivities } from './table';

const record = (n: number, objectType = 'campaign', name = `Campaign ${n}`) => ({
  account_id: 'act_1001',
  activity: { object_id: String(1000 + n), object_type: objectType, object_name: name, original: { status: 'ACTIVE' }, changes: { status: 'PAUSED' } },
});

describe.each(oneDatabase())('activity API on $name', (tdb) => {
  const server = useTestServer(tdb);
  let owner: Session;
  let member: Session;
  let stranger: Session;
  let teamId: number;
  let otherTeamId: number;
  let memberId: number;

  beforeEach(async () => {
    await server.addUser('budi');
    memberId = (await server.addUser('demo')).id;
    await server.addUser('siti');
    [owner, member, stranger] = await Promise.all([server.login('budi', 'secret123'), server.login('demo', 'secret123'), server.login('siti', 'secret123')]);
    teamId = (await call(owner, 'POST', '/api/team', { name: 'Budi Agency' })).json().data.id;
    const { token } = (await call(owner, 'POST', `/api/team/${teamId}/invite`)).json().data;
    await call(member, 'POST', `/api/join/${token}`);
    otherTeamId = (await call(stranger, 'POST', '/api/team', { name: 'Siti Co' })).json().data.id;
  });

  function call(session: Session | null, method: 'GET' | 'POST', url: string, payload?: object) {
    return server.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
  }
  const post = (session: Session, team: number, activities: unknown) => call(session, 'POST', `/api/user/team/${team}/activity`, { activities } as object);
  const list = (session: Session, team: number, query = '') => call(session, 'GET', `/api/user/team/${team}/activity${query}`);

  test('an ad set is logged with its campaign, so same-named ad sets are told apart; a search finds it by its campaign', async () => {
    const inCampaign = (n: number, campaign: string) => ({ ...record(n, 'adset', 'Women 25-44'), activity: { ...record(n, 'adset', 'Women 25-44').activity, campaign_name: campaign } });
    expect((await post(member, teamId, [inCampaign(1, 'Summer sale'), inCampaign(2, 'Ramadan')])).json().data).toEqual({ recorded: 2 });
    const names = (await list(owner, teamId)).json().data.map((a: { activity: { campaign_name: string | null; adset_name: string | null } }) => a.activity);
    expect(names).toEqual([expect.objectContaining({ campaign_name: 'Ramadan', adset_name: null }), expect.objectContaining({ campaign_name: 'Summer sale', adset_name: null })]);
    const found = (await list(owner, teamId, '?q=summer')).json().data;
    expect(found.map((a: { activity: { campaign_name: string } }) => a.activity.campaign_name)).toEqual(['Summer sale']);
    const tooLong = await post(member, teamId, [{ ...record(3), activity: { ...record(3).activity, adset_name: 'x'.repeat(401) } }]);
    expect(tooLong.statusCode).toBe(400);
  });

  test('members record activities and every member reads the team log, newest first', async () => {
    expect((await post(member, teamId, [record(1), record(2, 'adset', 'Retargeting')])).json().data).toEqual({ recorded: 2 });
    const response = await list(owner, teamId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.has_more).toBe(false);
    expect(body.data.map((a: { activity: { object_name: string } }) => a.activity.object_name)).toEqual(['Retargeting', 'Campaign 1']);
    expect(body.data[1]).toMatchObject({
      team_id: teamId,
      account_id: 'act_1001',
      user: { id: memberId, name: 'demo' },
      activity: { object_id: '1001', object_type: 'campaign', original: { status: 'ACTIVE' }, changes: { status: 'PAUSED' } },
    });
  });

  test('a change a rule made names the rule and the page that explains it (its history); a deleted rule links nowhere', async () => {
    const budiId = (await call(owner, 'GET', '/api/user')).json().data.id;
    await givePlan(server.db, budiId, 'Pro');
    const rule = await everySpenderRule(server.db, budiId, 'Stop Wanita', ['1001'], [{ type: 'pause' }]);
    await recordActivities(server.db.db, { teamId }, budiId, [{ ...record(1), rule: { id: rule.id, name: 'Stop Wanita' } }]);
    await server.db.db.insert(teamActivities).values({ teamId, userId: budiId, accountId: 'act_1001', objectId: '1002', objectType: 'campaign', objectName: 'Campaign 2', ruleId: null, ruleName: 'Old rule' });
    const rules = (await list(member, teamId)).json().data.map((entry: { rule: unknown }) => entry.rule);
    expect(rules).toEqual([
      { id: null, name: 'Old rule', run_id: null, link: null },
      { id: rule.id, name: 'Stop Wanita', run_id: null, link: `/rules/${rule.id}/history` },
    ]);
  });

  test('team 0 is each user\'s own log, invisible to everyone else', async () => {
    await post(member, 0, [record(1)]);
    expect((await list(member, 0)).json().data).toHaveLength(1);
    expect((await list(owner, 0)).json().data).toEqual([]);
    expect((await list(owner, teamId)).json().data).toEqual([]);
  });

  test('pages of 20 with has_more, and filters by member, object type and text', async () => {
    await post(owner, teamId, Array.from({ length: 21 }, (_, i) => record(i + 1)));
    await post(member, teamId, [record(99, 'ad', 'Summer sale video')]);
    const first = (await list(owner, teamId)).json();
    expect(first.data).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const second = (await list(owner, teamId, '?page=2')).json();
    expect(second.data).toHaveLength(2);
    expect(second.has_more).toBe(false);
    expect((await list(owner, teamId, `?member=${memberId}`)).json().data).toHaveLength(1);
    expect((await list(owner, teamId, '?object_type=ad')).json().data[0].activity.object_name).toBe('Summer sale video');
    expect((await list(owner, teamId, '?q=summer')).json().data).toHaveLength(1);
    expect((await list(owner, teamId, '?q=100%25')).json().data).toEqual([]);
  });

  test('a user outside the team can neither read nor write its log (404, nothing leaks)', async () => {
    await post(owner, teamId, [record(1, 'campaign', 'Secret launch')]);
    const read = await list(stranger, teamId);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Secret launch');
    expect((await post(stranger, teamId, [record(2)])).statusCode).toBe(404);
    expect((await post(owner, otherTeamId, [record(3)])).statusCode).toBe(404);
    expect((await list(owner, 999)).statusCode).toBe(404);
    expect(await server.db.db.select().from(teamActivities)).toHaveLength(1);
  });

  test('bad input is 400 bad_request and records nothing', async () => {
    const bad: unknown[] = [
      undefined,
      [],
      'x',
      [{ activity: record(1).activity }],
      [{ account_id: 'act_1', activity: { object_type: 'campaign' } }],
      [{ account_id: 'not an id', activity: record(1).activity }],
      [{ account_id: 'act_1', activity: { ...record(1).activity, object_type: 'DROP TABLE' } }],
      Array.from({ length: 101 }, (_, i) => record(i)),
    ];
    for (const activities of bad) {
      const response = await call(owner, 'POST', `/api/user/team/${teamId}/activity`, activities === undefined ? {} : ({ activities } as object));
      expect({ activities, status: response.statusCode, code: response.json().error?.code }).toMatchObject({ status: 400, code: 'bad_request' });
    }
    for (const url of [`/api/user/team/-1/activity`, `/api/user/team/x/activity`, `/api/user/team/${teamId}/activity?page=0`, `/api/user/team/${teamId}/activity?member=abc`]) {
      expect((await call(owner, 'GET', url)).statusCode).toBe(400);
    }
    expect((await call(null, 'GET', `/api/user/team/0/activity`)).statusCode).toBe(401);
    expect(await server.db.db.select().from(teamActivities)).toHaveLength(0);
  });
});
