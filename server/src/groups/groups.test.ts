import { addTeamMember, createTeam } from '../teams/teams';
import { testDatabases } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

/** A 400 in words; a refusal about fields names the first and lists every one. */
const refusalIn = (error: { field?: string; message: string }) => ({
  code: 'bad_request',
  message: expect.any(String),
  ...(error.field === undefined ? {} : { field: error.field, fields: expect.arrayContaining([{ field: error.field, message: error.message }]) }),
});

const item = (id: string, name = `Interest ${id}`) => ({ id, name, type: 'interests', audience_size: 1000 });

describe.each(testDatabases())('groups API on $name', (tdb) => {
  const server = useTestServer(tdb);
  let demo: Session;
  let budi: Session;
  let outsider: Session;
  let teamId: number;

  beforeEach(async () => {
    const demoUser = await server.addUser('demo');
    const budiUser = await server.addUser('budi');
    await server.addUser('siti');
    const team = await createTeam(server.db.db, { name: 'Budi Agency', createdBy: budiUser.id, package: null });
    await addTeamMember(server.db.db, team.id, demoUser.id);
    teamId = team.id;
    demo = await server.login('demo', 'secret123');
    budi = await server.login('budi', 'secret123');
    outsider = await server.login('siti', 'secret123');
  });

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (session: Session, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: session.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const create = async (session: Session, name: string, items?: unknown[], team = 0) => {
    const response = await call(session, 'POST', `/api/group?team=${team}`, { name, ...(items ? { items } : {}) });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; name: string; count: number };
  };
  const list = async (session: Session, query = '') => {
    const response = await call(session, 'GET', `/api/group${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; name: string; count: number }[];
  };
  const groupRows = async () =>
    String((await server.db.rawTransaction((s) => s.query<{ n: string }>('SELECT count(*) AS n FROM interest_groups')))[0]!.n);
  const expectBadRequest = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: refusalIn((response.json() as { error: { field?: string; message: string } }).error) });
  };

  test('every endpoint needs a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/group', undefined],
      ['POST', '/api/group', { name: 'x' }],
      ['PATCH', '/api/group/1', { name: 'x' }],
      ['DELETE', '/api/group/1', undefined],
      ['POST', '/api/group/1', { data: [item('1')] }],
      ['POST', '/api/group/batchdelete', { id: [1] }],
      ['POST', '/api/group/collection', { groups: [1] }],
      ['POST', '/api/group/1/remove', { id: ['1'] }],
    ] as const) {
      const response = await server.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
    }
    expect(await groupRows()).toBe('0');
  });

  test('POST /api/group creates a collection with deduplicated items; GET lists it with its count', async () => {
    const created = await create(demo, '  Fitness  ', [item('1'), item('2'), item('1')]);
    expect(created).toMatchObject({ name: 'Fitness', count: 2 });
    expect(await list(demo)).toEqual([expect.objectContaining({ id: created.id, name: 'Fitness', count: 2 })]);
  });

  test('GET /api/group?q filters by name, case-insensitively, treating % and _ literally', async () => {
    await create(demo, 'Fitness fans');
    await create(demo, 'Cooking');
    await create(demo, '100% moms');
    expect((await list(demo, '?q=FIT')).map((g) => g.name)).toEqual(['Fitness fans']);
    expect((await list(demo, '?q=%25')).map((g) => g.name)).toEqual(['100% moms']);
    expect(await list(demo, '?q=zzz')).toEqual([]);
  });

  test('own collections are private; team collections are shared by the team and invisible to others', async () => {
    const own = await create(demo, 'Mine');
    const shared = await create(demo, 'Team list', [item('7')], teamId);
    expect((await list(demo)).map((g) => g.id)).toEqual([own.id]);
    expect((await list(demo, `?team=${teamId}`)).map((g) => g.id)).toEqual([shared.id]);
    expect((await list(budi, `?team=${teamId}`)).map((g) => g.id)).toEqual([shared.id]);
    expect(await list(budi)).toEqual([]);
    expect(await list(outsider)).toEqual([]);

    const foreign = await call(outsider, 'GET', `/api/group?team=${teamId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await call(outsider, 'POST', `/api/group?team=${teamId}`, { name: 'Sneaky' })).statusCode).toBe(404);
    // Another user's or another team's id acts as unknown, and nothing changes.
    expect((await call(outsider, 'PATCH', `/api/group/${own.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/group/${shared.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/group/${own.id}`, { data: [item('9')] })).statusCode).toBe(404);
    expect((await call(budi, 'POST', '/api/group/collection', { groups: [own.id] })).statusCode).toBe(404);
    const batch = await call(outsider, 'POST', '/api/group/batchdelete', { id: [own.id, shared.id] });
    expect(batch.json()).toEqual({ data: { deleted: [] } });
    expect(await list(demo)).toEqual([expect.objectContaining({ name: 'Mine', count: 0 })]);
    expect(await list(budi, `?team=${teamId}`)).toEqual([expect.objectContaining({ name: 'Team list', count: 1 })]);
  });

  test('PATCH /api/group/{id} renames; DELETE removes; unknown ids → 404 not_found', async () => {
    const group = await create(demo, 'Old');
    const renamed = await call(demo, 'PATCH', `/api/group/${group.id}`, { name: 'New' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: group.id, name: 'New' });
    expect((await call(demo, 'PATCH', '/api/group/99999', { name: 'New' })).json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
    expect((await call(demo, 'DELETE', `/api/group/${group.id}`)).json()).toEqual({ data: { id: group.id } });
    expect(await list(demo)).toEqual([]);
    expect((await call(demo, 'DELETE', `/api/group/${group.id}`)).statusCode).toBe(404);
  });

  const nameTaken = (name: string) => ({
    error: {
      code: 'collection_exists',
      message: `A collection named “${name}” already exists. Choose another name.`,
      field: '/name',
      fields: [{ field: '/name', message: `A collection named “${name}” already exists. Choose another name.` }],
    },
  });

  test('a name the scope already has, in any case and with spaces around it, is refused with 409 and nothing is saved', async () => {
    await create(demo, 'Fitness', [item('1')]);
    const before = await groupRows();
    for (const name of ['Fitness', 'fitness', '  FITNESS  ']) {
      const response = await call(demo, 'POST', '/api/group', { name, items: [item('2')] });
      expect(response.statusCode).toBe(409);
      // The message names the collection as it is saved, so the user sees which one it is.
      expect(response.json()).toEqual(nameTaken('Fitness'));
    }
    expect(await groupRows()).toBe(before);
    expect(await list(demo)).toEqual([expect.objectContaining({ name: 'Fitness', count: 1 })]);
  });

  test('renaming to another collection’s name is refused; to its own name in another case is a rename', async () => {
    const fitness = await create(demo, 'Fitness');
    const cooking = await create(demo, 'Cooking');
    const clash = await call(demo, 'PATCH', `/api/group/${cooking.id}`, { name: ' fitness ' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(nameTaken('Fitness'));
    expect((await list(demo)).map((g) => g.name).sort()).toEqual(['Cooking', 'Fitness']);

    for (const name of ['Fitness', 'FITNESS', ' fitness ']) {
      const same = await call(demo, 'PATCH', `/api/group/${fitness.id}`, { name });
      expect(same.statusCode).toBe(200);
      expect(same.json().data).toMatchObject({ id: fitness.id, name: name.trim() });
    }
    // A collection of another scope is still not found, whatever the name.
    expect((await call(budi, 'PATCH', `/api/group/${cooking.id}`, { name: 'fitness' })).statusCode).toBe(404);
  });

  test('names are unique per scope: my own collections, each team’s, and each other user’s are apart', async () => {
    await create(demo, 'Runners');
    await create(demo, 'runners', [], teamId);
    await create(budi, 'RUNNERS');
    const teamClash = await call(budi, 'POST', `/api/group?team=${teamId}`, { name: 'Runners' });
    expect(teamClash.statusCode).toBe(409);
    expect(teamClash.json()).toEqual(nameTaken('runners'));
    const own = await create(demo, 'Walkers');
    const renamed = await call(demo, 'PATCH', `/api/group/${own.id}`, { name: 'Runners ' });
    expect(renamed.json()).toEqual(nameTaken('Runners'));
  });

  test('concurrent creates of one name: one collection, the others 409', async () => {
    const responses = await Promise.all(
      ['Yoga', 'yoga', 'YOGA', ' Yoga', 'yOGA'].map((name) => call(demo, 'POST', `/api/group?team=${teamId}`, { name })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const saved = responses.find((r) => r.statusCode === 201)!.json().data.name;
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual(nameTaken(saved));
    expect(await list(demo, `?team=${teamId}`)).toHaveLength(1);
  });

  test('POST /api/group/{id} adds items, skipping ids already saved', async () => {
    const group = await create(demo, 'Sports', [item('1')]);
    const response = await call(demo, 'POST', `/api/group/${group.id}`, { data: [item('1'), item('2'), item('3'), item('2')] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: group.id, count: 3, added: 2 });
  });

  test('POST /api/group/{id}/remove removes items by id', async () => {
    const group = await create(demo, 'Sports', [item('1'), item('2'), item('3')]);
    const response = await call(demo, 'POST', `/api/group/${group.id}/remove`, { id: ['1', '3', 'unknown'] });
    expect(response.json().data).toMatchObject({ id: group.id, count: 1, removed: 2 });
    const items = await call(demo, 'POST', '/api/group/collection', { groups: [group.id] });
    expect(items.json().data).toEqual([item('2')]);
    expect((await call(outsider, 'POST', `/api/group/${group.id}/remove`, { id: ['2'] })).statusCode).toBe(404);
    expectBadRequest(await call(demo, 'POST', `/api/group/${group.id}/remove`, { id: [] }));
  });

  test('POST /api/group/batchdelete deletes the listed collections in scope', async () => {
    const a = await create(demo, 'A');
    const b = await create(demo, 'B');
    const c = await create(demo, 'C');
    const response = await call(demo, 'POST', '/api/group/batchdelete', { id: [a.id, c.id, a.id] });
    expect(response.json().data.deleted.sort()).toEqual([a.id, c.id].sort());
    expect((await list(demo)).map((g) => g.id)).toEqual([b.id]);
  });

  test('POST /api/group/collection pages the items of several collections (100 per page, page from body or query)', async () => {
    const first = await create(demo, 'One', Array.from({ length: 150 }, (_, i) => item(`a${i}`)));
    const second = await create(demo, 'Two', [item('a0'), ...Array.from({ length: 60 }, (_, i) => item(`b${i}`))]);
    const page1 = await call(demo, 'POST', '/api/group/collection', { groups: [first.id, second.id] });
    expect(page1.json().data).toHaveLength(100);
    expect(page1.json().has_more).toBe(true);
    expect(page1.json().data[0]).toEqual(item('a0'));
    const page2 = await call(demo, 'POST', '/api/group/collection?page=2', { groups: [first.id, second.id] });
    expect(page2.json().data).toHaveLength(100);
    expect(page2.json().has_more).toBe(true);
    const page3 = await call(demo, 'POST', '/api/group/collection', { groups: [first.id, second.id], page: 3 });
    expect(page3.json()).toEqual({ data: Array.from({ length: 10 }, (_, i) => item(`b${50 + i}`)), has_more: false });
  });

  test('bad input → 400 bad_request and nothing changes', async () => {
    const group = await create(demo, 'Keep', [item('1')]);
    const before = await groupRows();
    expectBadRequest(await call(demo, 'POST', '/api/group', {}));
    expectBadRequest(await call(demo, 'POST', '/api/group', { name: '' }));
    expectBadRequest(await call(demo, 'POST', '/api/group', { name: '   ' }));
    expectBadRequest(await call(demo, 'POST', '/api/group', { name: 'x'.repeat(101) }));
    expectBadRequest(await call(demo, 'POST', '/api/group', { name: 'ok', items: [{ name: 'no id' }] }));
    expectBadRequest(await call(demo, 'POST', '/api/group', { name: 'ok', items: 'nope' }));
    expectBadRequest(await call(demo, 'POST', '/api/group?team=abc', { name: 'ok' }));
    expectBadRequest(await call(demo, 'PATCH', `/api/group/${group.id}`, { name: 42 }));
    expectBadRequest(await call(demo, 'PATCH', '/api/group/abc', { name: 'x' }));
    expectBadRequest(await call(demo, 'POST', `/api/group/${group.id}`, { data: [] }));
    expectBadRequest(await call(demo, 'POST', `/api/group/${group.id}`, { data: [{ id: 5, name: 'numeric id' }] }));
    expectBadRequest(await call(demo, 'POST', '/api/group/batchdelete', { id: [] }));
    expectBadRequest(await call(demo, 'POST', '/api/group/batchdelete', { id: ['x'] }));
    expectBadRequest(await call(demo, 'POST', '/api/group/collection', { groups: [] }));
    expectBadRequest(await call(demo, 'POST', '/api/group/collection?page=0', { groups: [group.id] }));
    expect(await groupRows()).toBe(before);
    expect(await list(demo)).toEqual([expect.objectContaining({ name: 'Keep', count: 1 })]);
  });
});
