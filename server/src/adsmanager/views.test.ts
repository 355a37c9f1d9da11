import { removeMember } from '../teams/membership';
import { addTeamMember, createTeam } from '../teams/teams';
import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

const DEFINITION = {
  columns: { order: ['name', 'spend', 'cost_per_purchase', 'roas'], hidden: ['cpm'] },
  widths: { name: 300, spend: 110 },
  sort: [{ id: 'spend', desc: true }],
  formats: [
    { metric: 'cost_per_purchase', operator: 'above', value: 30, to: null, colour: 'red' },
    { metric: 'roas', operator: 'below', value: 1, to: null, colour: 'amber' },
    { metric: 'link_ctr', operator: 'between', value: 1, to: 2.5, colour: 'green' },
  ],
  params: { date: 'last_30d', status: 'active', objective: 'OUTCOME_SALES', breakdown: 'age' },
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(oneDatabase())('ads manager saved views on $name', (tdb) => {
  const server = useTestServer(tdb);
  let owner: Session;
  let member: Session;
  let stranger: Session;
  let teamId: number;
  let memberId: number;
  let ownerId: number;

  beforeEach(async () => {
    const o = await server.addUser('budi');
    const m = await server.addUser('demo');
    await server.addUser('siti');
    const team = await createTeam(server.db.db, { name: 'Budi Agency', createdBy: o.id, package: 'Agency' });
    await addTeamMember(server.db.db, team.id, m.id);
    teamId = team.id;
    memberId = m.id;
    ownerId = o.id;
    [owner, member, stranger] = await Promise.all([server.login('budi'), server.login('demo'), server.login('siti')]);
  });

  const call = (session: Session | null, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const list = async (session: Session) => (await call(session, 'GET', '/api/adsmanager/views')).json().data;
  const create = async (session: Session, body: object = {}) => call(session, 'POST', '/api/adsmanager/views', { name: 'Sales check', definition: DEFINITION, ...body });

  test('a saved view comes back whole, named and owned; another user does not see it', async () => {
    const response = await create(owner);
    expect(response.statusCode).toBe(201);
    const view = response.json().data;
    expect(view).toEqual({ id: expect.any(Number), name: 'Sales check', owner: { id: expect.any(Number), name: 'budi' }, mine: true, team: null, definition: DEFINITION, updated_at: expect.any(String) });
    expect((await list(owner)).views).toEqual([view]);
    expect((await list(stranger)).views).toEqual([]);
    expect((await list(member)).views).toEqual([]);
  });

  test('the owner renames and changes a view; a name they already use (any case) is refused with 409 on /name', async () => {
    const first = (await create(owner)).json().data;
    await create(owner, { name: 'Leads' });
    const renamed = await call(owner, 'PUT', `/api/adsmanager/views/${first.id}`, { name: '  Sales weekly ', definition: { ...DEFINITION, formats: [] } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Sales weekly', definition: { formats: [] } });
    const taken = await call(owner, 'PUT', `/api/adsmanager/views/${first.id}`, { name: 'LEADS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'view_exists', message: expect.stringContaining('LEADS'), field: '/name', fields: [{ field: '/name', message: taken.json().error.message }] });
    expect((await create(owner, { name: 'leads' })).statusCode).toBe(409);
  });

  test('shared with the team: members see it read-only, may copy it and make it their default; only the owner changes or deletes it', async () => {
    const view = (await create(owner, { team_id: teamId })).json().data;
    expect(view.team).toEqual({ id: teamId, name: 'Budi Agency' });

    const seen = (await list(member)).views;
    expect(seen).toEqual([{ ...view, mine: false }]);
    expect((await list(stranger)).views).toEqual([]);

    const refused = await call(member, 'PUT', `/api/adsmanager/views/${view.id}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: expect.stringContaining('budi') });
    expect((await call(member, 'DELETE', `/api/adsmanager/views/${view.id}`)).statusCode).toBe(403);
    // A stranger cannot tell the view exists.
    expect((await call(stranger, 'PUT', `/api/adsmanager/views/${view.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/adsmanager/views/${view.id}`)).statusCode).toBe(404);

    const copy = await create(member, { name: 'Copy of Sales check', definition: seen[0].definition });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ mine: true, team: null, definition: DEFINITION });

    const defaults = await call(member, 'PUT', '/api/adsmanager/view-defaults/OUTCOME_SALES', { view_id: view.id });
    expect(defaults.json().data.defaults).toEqual([{ objective: 'OUTCOME_SALES', view_id: view.id }]);
    expect((await call(member, 'PUT', '/api/adsmanager/preferences', { preset: null, columns: DEFINITION.columns, view_id: view.id })).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/adsmanager/views/${view.id}`)).json().data).toEqual({ deleted: 1 });
    const after = await list(member);
    expect(after.views.map((v: { name: string }) => v.name)).toEqual(['Copy of Sales check']);
    expect(after.defaults).toEqual([]);
    // The member's list keeps its layout; it no longer says it came from the deleted view.
    expect((await call(member, 'GET', '/api/adsmanager/preferences')).json().data).toMatchObject({ columns: DEFINITION.columns, view_id: null });
  });

  test('a member who leaves the team no longer sees its views; nor do members once the owner leaves', async () => {
    const view = (await create(owner, { team_id: teamId })).json().data;
    expect((await list(member)).views).toHaveLength(1);
    await call(member, 'PUT', '/api/adsmanager/preferences', { preset: null, columns: DEFINITION.columns, view_id: view.id });
    await removeMember(server.db.db, teamId, memberId);
    expect((await list(member)).views).toEqual([]);
    // The list no longer says it came from a view the member cannot open, so their next save goes through.
    expect((await call(member, 'GET', '/api/adsmanager/preferences')).json().data.view_id).toBeNull();
    expect((await call(member, 'PUT', '/api/adsmanager/preferences', { preset: null, columns: DEFINITION.columns })).json().data).toMatchObject({ view_id: null });
    expect((await call(member, 'PUT', '/api/adsmanager/view-defaults/ALL', { view_id: view.id })).statusCode).toBe(404);

    // Unsharing: the owner takes it back to themselves.
    const unshared = await call(owner, 'PUT', `/api/adsmanager/views/${view.id}`, { team_id: null });
    expect(unshared.json().data.team).toBeNull();

    await addTeamMember(server.db.db, teamId, memberId);
    await call(owner, 'PUT', `/api/adsmanager/views/${view.id}`, { team_id: teamId });
    expect((await list(member)).views).toHaveLength(1);
    await removeMember(server.db.db, teamId, ownerId);
    expect((await list(member)).views).toEqual([]);
    expect((await list(owner)).views).toEqual([expect.objectContaining({ id: view.id, team: null })]);
  });

  test('sharing with a team the user does not belong to is refused with 404, and the view is not saved', async () => {
    const response = await create(stranger, { team_id: teamId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect((await list(stranger)).views).toEqual([]);
    const mine = (await create(stranger)).json().data;
    expect((await call(stranger, 'PUT', `/api/adsmanager/views/${mine.id}`, { team_id: teamId })).statusCode).toBe(404);
  });

  test('the default view per objective is the user’s own choice, and null clears it', async () => {
    const view = (await create(owner)).json().data;
    await call(owner, 'PUT', '/api/adsmanager/view-defaults/OUTCOME_LEADS', { view_id: view.id });
    await call(owner, 'PUT', '/api/adsmanager/view-defaults/ALL', { view_id: view.id });
    expect((await list(owner)).defaults).toEqual([
      { objective: 'ALL', view_id: view.id },
      { objective: 'OUTCOME_LEADS', view_id: view.id },
    ]);
    await call(owner, 'PUT', '/api/adsmanager/view-defaults/OUTCOME_LEADS', { view_id: null });
    expect((await list(owner)).defaults).toEqual([{ objective: 'ALL', view_id: view.id }]);
    expect((await list(member)).defaults).toEqual([]);
  });

  const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });

  test.each([
    ['an empty name', { name: '', definition: DEFINITION }],
    ['a name of spaces', { name: '   ', definition: DEFINITION }],
    ['a name over 60 characters', { name: 'x'.repeat(61), definition: DEFINITION }],
    ['a NUL byte in the name', { name: 'Sales\u0000', definition: DEFINITION }],
    ['a lone surrogate in the name', { name: 'Sales \ud800', definition: DEFINITION }],
    ['no definition', { name: 'Sales' }],
    ['21 conditional formats', { name: 'Sales', definition: { ...DEFINITION, formats: Array.from({ length: 21 }, () => DEFINITION.formats[0]) } }],
    ['a between without an upper value', { name: 'Sales', definition: { ...DEFINITION, formats: [{ ...DEFINITION.formats[2], to: null }] } }],
    ['an operator that is not one', { name: 'Sales', definition: { ...DEFINITION, formats: [{ ...DEFINITION.formats[0], operator: '>=' }] } }],
    ['a metric that is not a column id', { name: 'Sales', definition: { ...DEFINITION, formats: [{ ...DEFINITION.formats[0], metric: 'cost per purchase' }] } }],
    ['a list parameter over 200 characters', { name: 'Sales', definition: { ...DEFINITION, params: { q: 'x'.repeat(201) } } }],
    ['17 list parameters', { name: 'Sales', definition: { ...DEFINITION, params: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`p${i}`, 'x'])) } }],
    ['a team id beyond any id', { name: 'Sales', definition: DEFINITION, team_id: 2 ** 31 }],
    ['deep JSON', { name: 'Sales', definition: { ...DEFINITION, params: deep(40) } }],
  ])('creating with %s is refused with 400 {error:{code,message}} and saves nothing', async (_, body) => {
    const response = await call(owner, 'POST', '/api/adsmanager/views', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await list(owner)).views).toEqual([]);
  });

  test.each([
    ['a huge id', '/api/adsmanager/views/99999999999999999999'],
    ['an id that is not a number', '/api/adsmanager/views/abc'],
    ['id zero', '/api/adsmanager/views/0'],
  ])('changing a view by %s is refused with 400', async (_, url) => {
    const response = await call(owner, 'PUT', url, { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(400);
  });

  test('an update with nothing in it, and a default for an objective that is not an id, are refused with 400', async () => {
    const view = (await create(owner)).json().data;
    expect((await call(owner, 'PUT', `/api/adsmanager/views/${view.id}`, {})).statusCode).toBe(400);
    expect((await call(owner, 'PUT', '/api/adsmanager/view-defaults/sales!', { view_id: view.id })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', '/api/adsmanager/view-defaults/ALL', { view_id: 'one' })).statusCode).toBe(400);
  });

  test('an unknown view is 404 for the owner too', async () => {
    expect((await call(owner, 'PUT', '/api/adsmanager/views/4242', { name: 'x' })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/adsmanager/views/4242')).statusCode).toBe(404);
    expect((await call(owner, 'PUT', '/api/adsmanager/view-defaults/ALL', { view_id: 4242 })).statusCode).toBe(404);
  });

  test('needs a session', async () => {
    expect((await call(null, 'GET', '/api/adsmanager/views')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/adsmanager/views', { name: 'x', definition: DEFINITION })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/adsmanager/views/1')).statusCode).toBe(401);
  });
});
