import { sql } from 'drizzle-orm';
import { deletionRequests, outbox, passwordResets } from '../db/schema';
import { DELETION_GRACE_MS, processDueDeletions } from '../deletion/deletions';
import { tableCounts, oneDatabase } from '../testing/databases';
import { type Session, setVerifiedEmail } from '../testing/server';
import { useTestServer } from '../testing/testServer';

describe.each(oneDatabase())('account API on $name', (tdb) => {
  const server = useTestServer(tdb, { env: { PUBLIC_URL: 'http://sasar.test' } });
  beforeEach(async () => {
    await server.db.db.delete(outbox);
    await server.db.db.delete(deletionRequests);
  });

  const post = (session: Session | null, url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, headers: session?.headers ?? {}, payload: payload as object });
  async function session(name = 'dewi', password = 'secret123', role: 'user' | 'admin' = 'user') {
    const user = await server.addUser(name, password, role);
    return { user, session: await server.login(name, password) };
  }

  test('settings: agree, API version and notifications are stored and validated', async () => {
    const { session: s } = await session();
    const initial = await server.app.inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: s.cookie } });
    expect(initial.json().data).toMatchObject({
      login: 'dewi',
      api_version: 'v21.0',
      api_versions: ['v21.0', 'v20.0', 'v19.0'],
      notification: { rule_execution_email: true, weekly_report: true, product_news: false },
    });

    const agree = await post(s, '/api/user/agree', { agree: true });
    expect(agree.statusCode).toBe(200);
    expect(agree.json().data.agree).toBe(true);

    expect((await post(s, '/api/user/setting/api_version', { value: 'v20.0' })).json().data.api_version).toBe('v20.0');
    const badVersion = await post(s, '/api/user/setting/api_version', { value: 'v99.0' });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error.message).toBe('The API version must be one of: v21.0, v20.0, v19.0.');

    const notif = await post(s, '/api/user/notification', { product_news: true, weekly_report: false });
    expect(notif.json().data.notification).toEqual({ rule_execution_email: true, weekly_report: false, product_news: true });
    for (const payload of [{}, { product_news: 'yes' }, { unknown: true }]) {
      const bad = await post(s, '/api/user/notification', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('bad_request');
    }
    expect((await post(s, '/api/user/agree', { agree: 'yes' })).statusCode).toBe(400);
    const after = (await server.app.inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: s.cookie } })).json().data;
    expect(after).toMatchObject({ api_version: 'v20.0', notification: { product_news: true, weekly_report: false } });
  });

  test('settings endpoints need a session and the CSRF header', async () => {
    expect((await post(null, '/api/user/agree', { agree: true })).statusCode).toBe(401);
    const { session: s } = await session();
    const noCsrf = await server.app.inject({ method: 'POST', url: '/api/user/agree', headers: { cookie: s.cookie }, payload: { agree: true } });
    expect(noCsrf.statusCode).toBe(403);
  });

  test('password change needs the current password, keeps this session and ends the others', async () => {
    const { session: s } = await session('dewi', 'old-password');
    const other = await server.login('dewi', 'old-password');
    const wrong = await post(s, '/api/user/password', { current_password: 'nope', new_password: 'new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('wrong_password');
    const short = await post(s, '/api/user/password', { current_password: 'old-password', new_password: 'short' });
    expect(short.json().error.message).toBe('The new password must be at least 8 characters.');
    const blank = await post(s, '/api/user/password', { current_password: 'old-password', new_password: ' '.repeat(10) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('The new password must not be only spaces.');

    expect((await post(s, '/api/user/password', { current_password: 'old-password', new_password: 'new-password' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: other.cookie } })).statusCode).toBe(401);
    await expect(server.login('dewi', 'new-password')).resolves.toBeDefined();
  });

  test('password reset: mail in the outbox, one-time link, sessions ended, no account discovery', async () => {
    const { session: s, user: dewi } = await session('dewi', 'old-password');
    await setVerifiedEmail(server.db, dewi.id, 'dewi@example.test');
    const { session: admin } = await session('root', 'admin-pass', 'admin');

    const unknown = await post(null, '/api/user/reset', { login: 'nobody' });
    expect(unknown.json()).toEqual({ data: { sent: true } });
    expect(await server.db.db.select().from(outbox)).toHaveLength(0);

    expect((await post(null, '/api/user/reset', { login: 'DEWI' })).json()).toEqual({ data: { sent: true } });
    await post(null, '/api/user/reset', { login: 'dewi' }); // within a minute: no second mail
    const listed = await server.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);
    const mail = listed.json().data[0];
    expect(mail).toMatchObject({ to: 'dewi@example.test', kind: 'password_reset', subject: 'Reset your Sasar password' });
    const link = /http:\/\/sasar\.test\/user\/reset\?token=([\w-]+)/.exec(mail.text)!;
    expect(link).not.toBeNull();
    const token = link[1]!;
    const [stored] = await server.db.db.select().from(passwordResets);
    expect(stored!.tokenHash).not.toContain(token);

    expect((await post(null, '/api/user/reset/check', { token })).json()).toEqual({ data: { valid: true } });
    const short = await post(null, '/api/user/reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('The new password must be at least 8 characters.');

    const done = await post(null, '/api/user/reset/confirm', { token, password: 'brand-new-pass' });
    expect(done.json()).toEqual({ data: { reset: true, login: 'dewi' } });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: s.cookie } })).statusCode).toBe(401);
    await expect(server.login('dewi', 'brand-new-pass')).resolves.toBeDefined();

    const reused = await post(null, '/api/user/reset/confirm', { token, password: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_token');
    expect((await post(null, '/api/user/reset/check', { token })).statusCode).toBe(400);
  });

  test.each(['abc', '😀', 'a'.repeat(5000), 'a'.repeat(30) + '!'])('a cut-off or garbled reset link (%#) is named as such, not by its length', async (token) => {
    const check = await post(null, '/api/user/reset/check', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.message).toBe('This reset link is not complete. Open the link from the mail again.');
  });

  test('an expired reset token is refused and changes nothing', async () => {
    const { user } = await session('dewi', 'old-password');
    await setVerifiedEmail(server.db, user.id, 'dewi@example.test');
    await post(null, '/api/user/reset', { login: 'dewi' });
    await server.db.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const [mail] = await server.db.db.select().from(outbox);
    const token = /token=([\w-]+)/.exec(mail!.bodyText)![1]!;
    const before = await tableCounts(server.db);
    const response = await post(null, '/api/user/reset/confirm', { token, password: 'brand-new-pass' });
    expect(response.statusCode).toBe(400);
    expect(await tableCounts(server.db)).toEqual(before);
    await expect(server.login(user.login, 'old-password')).resolves.toBeDefined();
  });

  test('outbox is for admins only; bad input → 400', async () => {
    const { session: s } = await session();
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: s.cookie } })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const { session: admin } = await session('root', 'admin-pass', 'admin');
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/outbox?limit=0', headers: { cookie: admin.cookie } })).statusCode).toBe(400);
    expect((await post(null, '/api/user/reset', {})).statusCode).toBe(400);
    expect((await post(null, '/api/user/reset/confirm', { token: 'x', password: 'long-enough' })).statusCode).toBe(400);
  });

  test('deletion request: confirm by login, public status by id, cancel, processing after the grace period', async () => {
    const { user, session: s } = await session();
    const wrong = await post(s, '/api/user/deletion-request', { confirm: 'someone' });
    expect(wrong.statusCode).toBe(400);
    expect(await server.db.db.select().from(deletionRequests)).toHaveLength(0);

    const created = await post(s, '/api/user/deletion-request', { confirm: 'Dewi', reason: 'done' });
    expect(created.statusCode).toBe(200);
    const request = created.json().data;
    expect(request).toMatchObject({ status: 'pending', completed_at: null });
    expect(request.id).toMatch(/^[\w-]{32}$/);
    expect((await post(s, '/api/user/deletion-request', { confirm: 'dewi' })).json().data.id).toBe(request.id);

    const status = await server.app.inject({ method: 'GET', url: `/api/deletion-request/${request.id}` });
    expect(status.json().data).toMatchObject({ id: request.id, status: 'pending' });
    expect((await server.app.inject({ method: 'GET', url: `/api/deletion-request/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/deletion-request/short' })).statusCode).toBe(400);

    expect(await processDueDeletions(server.db)).toBe(0);
    const cancel = await server.app.inject({ method: 'DELETE', url: '/api/user/deletion-request', headers: s.headers });
    expect(cancel.json()).toEqual({ data: { cancelled: true } });
    expect((await server.app.inject({ method: 'DELETE', url: '/api/user/deletion-request', headers: s.headers })).statusCode).toBe(404);

    const again = (await post(s, '/api/user/deletion-request', { confirm: 'dewi' })).json().data;
    expect(await processDueDeletions(server.db, new Date(Date.now() + DELETION_GRACE_MS + 1000))).toBe(1);
    const done = (await server.app.inject({ method: 'GET', url: `/api/deletion-request/${again.id}` })).json().data;
    expect(done.status).toBe('completed');
    expect(done.completed_at).not.toBeNull();
    const remaining = await server.db.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`);
    expect(Number((remaining as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});
