import { testDatabases } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

describe.each(testDatabases())('announcements on $name', (tdb) => {
  const server = useTestServer(tdb);
  let admin: Session;
  let user: Session;

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE announcements RESTART IDENTITY'));
    await server.addUser('root', 'secret123', 'admin');
    await server.addUser('demo', 'secret123');
    admin = await server.login('root', 'secret123');
    user = await server.login('demo', 'secret123');
  });

  const create = (session: Session, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: session.headers, payload });
  const publicList = async () => (await server.app.inject({ method: 'GET', url: '/api/anouncements' })).json().data;
  const adminCount = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/admin/announcements', headers: admin.headers })).json().data.length;

  test('an admin creates an announcement and everyone (even guests) gets it from GET /api/anouncements', async () => {
    const response = await create(admin, {
      message: 'Maintenance tonight',
      extra_title: 'Details',
      extra_link: 'https://status.example.com',
      background_color: '#FFE8A3',
      dismissable: false,
    });
    expect(response.statusCode).toBe(201);
    expect(await publicList()).toEqual([
      { id: 1, message: 'Maintenance tonight', extra_title: 'Details', extra_link: 'https://status.example.com', dismissable: false, background_color: '#FFE8A3' },
    ]);
  });

  test('inactive and out-of-window announcements are not shown', async () => {
    await create(admin, { message: 'off', active: false });
    await create(admin, { message: 'future', starts_at: new Date(Date.now() + 3600_000).toISOString() });
    await create(admin, { message: 'past', ends_at: new Date(Date.now() - 1000).toISOString() });
    await create(admin, { message: 'now' });
    expect((await publicList()).map((a: { message: string }) => a.message)).toEqual(['now']);
  });

  test('PATCH changes fields and DELETE removes; unknown ids are 404', async () => {
    const id = (await create(admin, { message: 'first' })).json().data.id;
    const patched = await server.app.inject({ method: 'PATCH', url: `/api/admin/announcements/${id}`, headers: admin.headers, payload: { message: 'second', background_color: null } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ message: 'second', background_color: null });
    expect((await server.app.inject({ method: 'PATCH', url: '/api/admin/announcements/99', headers: admin.headers, payload: { message: 'x' } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/admin/announcements/${id}`, headers: admin.headers })).json().error.code).toBe('not_found');
    expect(await publicList()).toEqual([]);
  });

  test('bad input is 400 bad_request and writes nothing', async () => {
    await create(admin, { message: 'keep' });
    const bad = [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x', background_color: 'red' },
      { message: 'x', background_color: '#12345' },
      { message: 'x', extra_link: 'javascript:alert(1)' },
      { message: 'x', extra_link: '//evil.example.com' },
      { message: 'x', starts_at: 'tomorrow' },
      { message: 'x', starts_at: '2025-02-01T00:00:00Z', ends_at: '2025-01-01T00:00:00Z' },
      { message: 'x'.repeat(501) },
    ];
    for (const payload of bad) {
      const response = await create(admin, payload);
      expect({ payload, status: response.statusCode, code: response.json().error?.code }).toEqual({ payload, status: 400, code: 'bad_request' });
    }
    const patch = await server.app.inject({ method: 'PATCH', url: '/api/admin/announcements/1', headers: admin.headers, payload: { background_color: 'blue' } });
    expect(patch.statusCode).toBe(400);
    expect(await adminCount()).toBe(1);
    expect((await publicList())[0].background_color).toBeNull();
  });

  test('one sticky message is published at a time; publish and unpublish are audited', async () => {
    const first = (await create(admin, { message: 'first' })).json().data.id;
    const second = (await create(admin, { message: 'second', active: false })).json().data.id;
    expect((await publicList()).map((a: { message: string }) => a.message)).toEqual(['first']);
    const published = await server.app.inject({ method: 'POST', url: `/api/admin/announcements/${second}/publish`, headers: admin.headers });
    expect(published.json().data).toMatchObject({ id: second, active: true });
    expect((await publicList()).map((a: { message: string }) => a.message)).toEqual(['second']);
    await Promise.all([first, second].map((id) => server.app.inject({ method: 'POST', url: `/api/admin/announcements/${id}/publish`, headers: admin.headers })));
    expect(await publicList()).toHaveLength(1);
    await server.app.inject({ method: 'POST', url: `/api/admin/announcements/${second}/unpublish`, headers: admin.headers });
    await server.app.inject({ method: 'POST', url: `/api/admin/announcements/${first}/unpublish`, headers: admin.headers });
    expect(await publicList()).toEqual([]);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/announcements/99/publish', headers: admin.headers })).statusCode).toBe(404);
    const audit = (await server.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: admin.headers })).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'announcement.unpublish',
      'announcement.unpublish',
      'announcement.publish',
      'announcement.publish',
      'announcement.publish',
      'announcement.create',
      'announcement.create',
    ]);
    // The two publishes raced: either may have been the one left active, so either unpublish is the one that ended it.
    const unpublishes = audit.slice(0, 2) as Array<{ before: { active: boolean }; after: { active: boolean } }>;
    expect(unpublishes.map((entry) => entry.before.active).sort()).toEqual([false, true]);
    expect(unpublishes.find((entry) => entry.before.active)).toMatchObject({ after: { active: false }, actor: { login: 'root' } });
  });

  test('only admins manage announcements', async () => {
    expect((await create(user, { message: 'x' })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/announcements/1/publish', headers: user.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/announcements', headers: user.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/announcements', payload: { message: 'x' } })).statusCode).toBe(401);
    expect(await adminCount()).toBe(0);
  });
});
