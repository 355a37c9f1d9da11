import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { tableCounts, testDatabases } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { teamInvites } from './table';
import { analyticsPlanName } from './routes';

test('analytics plan name: the package of the team the user created, otherwise "Team member"', () => {
  expect(analyticsPlanName(1, [{ createdBy: 2, package: 'Agency' }, { createdBy: 1, package: 'Pro' }])).toBe('Pro');
  expect(analyticsPlanName(1, [{ createdBy: 2, package: 'Agency' }])).toBe('Team member');
  expect(analyticsPlanName(1, [{ createdBy: 1, package: null }])).toBe('Team member');
  expect(analyticsPlanName(1, [])).toBe('Team member');
});

describe.each(testDatabases())('teams API on $name', (tdb) => {
  const server = useTestServer(tdb);
  let owner: Session;
  let member: Session;
  let stranger: Session;
  let ids: { owner: number; member: number; stranger: number };

  beforeEach(async () => {
    const o = await server.addUser('budi');
    const m = await server.addUser('demo');
    const s = await server.addUser('siti');
    await server.db.db.update(users).set({ subscriptionPackage: 'Agency' }).where(eq(users.id, o.id));
    ids = { owner: o.id, member: m.id, stranger: s.id };
    [owner, member, stranger] = await Promise.all([server.login('budi', 'secret123'), server.login('demo', 'secret123'), server.login('siti', 'secret123')]);
  });

  const call = (session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
  const createTeam = async (session: Session, name = 'Budi Agency') => (await call(session, 'POST', '/api/team', { name })).json().data;
  const invite = async (session: Session, teamId: number) => (await call(session, 'POST', `/api/team/${teamId}/invite`)).json().data;

  async function teamWithMember() {
    const team = await createTeam(owner);
    const { token } = await invite(owner, team.id);
    expect((await call(member, 'POST', `/api/join/${token}`)).statusCode).toBe(200);
    return team;
  }

  test('creating a team makes the creator its owner with the creator\'s plan as package', async () => {
    const response = await call(owner, 'POST', '/api/team', { name: '  Budi Agency ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Budi Agency',
      package: 'Agency',
      is_owner: true,
      created_by: ids.owner,
      users: [{ id: ids.owner, name: 'budi', role: 'owner' }],
    });
    const list = (await call(owner, 'GET', '/api/team')).json().data;
    expect(list.plan_name).toBe('Agency');
    expect(list.teams).toHaveLength(1);
  });

  test('an invitation link is accepted once by another user, who then sees the team and is "Team member"', async () => {
    const team = await createTeam(owner);
    const created = await invite(owner, team.id);
    expect(created.path).toBe(`/join/${created.token}`);
    expect(Date.parse(created.expires_at)).toBeGreaterThan(Date.now() + 6 * 86400_000);

    const preview = await call(member, 'GET', `/api/join/${created.token}`);
    expect(preview.json().data).toMatchObject({ team: { id: team.id, name: 'Budi Agency', owner: 'budi', members: 1 }, already_member: false });

    const accepted = await call(member, 'POST', `/api/join/${created.token}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: team.id, is_owner: false });
    const seen = (await call(member, 'GET', '/api/team')).json().data;
    expect(seen.plan_name).toBe('Team member');
    expect(seen.teams[0].users.map((u: { name: string }) => u.name)).toEqual(['budi', 'demo']);

    // single use
    const again = await call(stranger, 'POST', `/api/join/${created.token}`);
    expect(again.statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/team')).json().data.teams).toEqual([]);
  });

  test('expired invitations and malformed tokens are refused; guests must log in', async () => {
    const team = await createTeam(owner);
    const { token } = await invite(owner, team.id);
    await server.db.db.update(teamInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(member, 'POST', `/api/join/${token}`)).json().error.code).toBe('not_found');
    expect((await call(member, 'POST', '/api/join/short')).statusCode).toBe(400);
    expect((await call(null, 'POST', `/api/join/${token}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/join/${token}`)).statusCode).toBe(401);
  });

  test('a member cannot accept a second invitation to the same team; the invitation stays usable', async () => {
    const team = await teamWithMember();
    const { token } = await invite(owner, team.id);
    expect((await call(member, 'POST', `/api/join/${token}`)).json().error.code).toBe('already_member');
    expect((await call(stranger, 'POST', `/api/join/${token}`)).statusCode).toBe(200);
  });

  test('the owner removes a member; members cannot remove anyone; the owner cannot be removed', async () => {
    const team = await teamWithMember();
    expect((await call(member, 'DELETE', `/api/team/${team.id}/member/${ids.owner}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/team/${team.id}/member/${ids.owner}`)).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', `/api/team/${team.id}/member/${ids.stranger}`)).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', `/api/team/${team.id}/member/${ids.member}`);
    expect(removed.json().data).toEqual({ removed: ids.member });
    expect((await call(member, 'GET', '/api/team')).json().data.teams).toEqual([]);
  });

  test('a member leaves; the owner cannot leave', async () => {
    const team = await teamWithMember();
    expect((await call(owner, 'POST', `/api/team/${team.id}/leave`)).statusCode).toBe(400);
    expect((await call(member, 'POST', `/api/team/${team.id}/leave`)).json().data).toEqual({ left: team.id });
    expect((await call(member, 'POST', `/api/team/${team.id}/leave`)).statusCode).toBe(404);
  });

  test('a stranger can neither see nor change another team: 404 everywhere, nothing changes', async () => {
    const team = await teamWithMember();
    const before = await tableCounts(server.db);
    const attempts = [
      call(stranger, 'POST', `/api/team/${team.id}/invite`),
      call(stranger, 'DELETE', `/api/team/${team.id}/member/${ids.member}`),
      call(stranger, 'POST', `/api/team/${team.id}/leave`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Budi Agency');
    }
    // a member who is not the owner cannot mint invitations
    expect((await call(member, 'POST', `/api/team/${team.id}/invite`)).statusCode).toBe(403);
    expect(await tableCounts(server.db)).toEqual(before);
    expect(await server.db.db.select().from(teamInvites)).toHaveLength(1);
  });

  test('bad input is 400 and creates nothing; a second team for the same owner is 409', async () => {
    const before = await tableCounts(server.db);
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 42 }]) {
      const response = await call(owner, 'POST', '/api/team', payload);
      expect({ payload, status: response.statusCode, code: response.json().error.code }).toEqual({ payload, status: 400, code: 'bad_request' });
    }
    expect((await call(owner, 'POST', '/api/team/abc/invite')).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', '/api/team/1/member/0')).statusCode).toBe(400);
    expect(await tableCounts(server.db)).toEqual(before);
    await createTeam(owner);
    expect((await call(owner, 'POST', '/api/team', { name: 'Another' })).json().error.code).toBe('team_exists');
    expect((await call(null, 'GET', '/api/team')).statusCode).toBe(401);
  });
});
