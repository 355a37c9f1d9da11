import type { InjectOptions } from 'fastify';
import { tableCounts, oneDatabase } from '../testing/databases';
import { setVerifiedEmail, type Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

describe.each(oneDatabase())('admin and customer-service API on $name', (tdb) => {
  const server = useTestServer(tdb);
  let admin: Session;
  let cs: Session;
  let user: Session;
  let ids: { root: number; helen: number; demo: number; budi: number };

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE announcements, outbox RESTART IDENTITY'));
    const root = await server.addUser('root', 'secret123', 'admin');
    const helen = await server.addUser('helen', 'secret123', 'cs');
    const demo = await server.addUser('demo', 'secret123');
    const budi = await server.addUser('budi', 'secret123');
    ids = { root: root.id, helen: helen.id, demo: demo.id, budi: budi.id };
    await setVerifiedEmail(server.db, demo.id, 'dewi@example.test');
    admin = await server.login('root', 'secret123');
    cs = await server.login('helen', 'secret123');
    user = await server.login('demo', 'secret123');
  });

  const call = (session: Session | null, options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...(session?.headers ?? {}), ...(options.headers ?? {}) } });
  const auditCount = async () => (await call(admin, { method: 'GET', url: '/api/admin/audit?limit=100' })).json().data.length as number;
  const auditActions = async () =>
    ((await call(admin, { method: 'GET', url: '/api/admin/audit?limit=100' })).json().data as { action: string }[]).map((a) => a.action);

  describe('who may call what', () => {
    const adminOnly = (): InjectOptions[] => [
      { method: 'GET', url: '/api/admin/overview' },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'POST', url: '/api/admin/user', payload: { login: 'newbie', password: 'secret123' } },
      { method: 'PATCH', url: `/api/admin/user/${ids.budi}`, payload: { role: 'cs' } },
      { method: 'POST', url: `/api/admin/user/${ids.budi}/disable` },
      { method: 'POST', url: `/api/admin/user/${ids.budi}/enable` },
      { method: 'GET', url: '/api/admin/outbox' },
      { method: 'GET', url: '/api/admin/announcements' },
      { method: 'POST', url: '/api/admin/announcements', payload: { message: 'x' } },
      { method: 'POST', url: '/api/admin/announcements/1/publish' },
      { method: 'GET', url: '/api/admin/rule-templates' },
      { method: 'POST', url: '/api/admin/rule-templates', payload: {} },
      { method: 'GET', url: '/api/admin/upgrade-requests' },
    ];
    const supportSet = (): InjectOptions[] => [
      { method: 'GET', url: '/api/admin/user' },
      { method: 'GET', url: `/api/admin/user/${ids.demo}` },
      { method: 'POST', url: `/api/admin/user/${ids.demo}/password-reset` },
    ];

    test('a guest gets 401 and a user 403 everywhere in the admin API, and nothing is written', async () => {
      const before = await tableCounts(server.db);
      for (const options of [...adminOnly(), ...supportSet()]) {
        const guest = await call(null, options);
        expect({ url: options.url, status: guest.statusCode, code: guest.json().error?.code }).toEqual({ url: options.url, status: 401, code: 'unauthorized' });
        const plain = await call(user, options);
        expect({ url: options.url, status: plain.statusCode, code: plain.json().error?.code }).toEqual({ url: options.url, status: 403, code: 'forbidden' });
      }
      expect(await tableCounts(server.db)).toEqual(before);
      expect(await auditCount()).toBe(0);
    });

    test('customer service reaches only its set: search, a user, the reset mail', async () => {
      for (const options of adminOnly()) {
        const response = await call(cs, options);
        expect({ url: options.url, status: response.statusCode }).toEqual({ url: options.url, status: 403 });
      }
      for (const options of supportSet()) {
        const response = await call(cs, options);
        expect({ url: options.url, status: response.statusCode }).toEqual({ url: options.url, status: 200 });
      }
    });
  });

  describe('GET /api/admin/user', () => {
    const list = (session: Session, query: string) => call(session, { method: 'GET', url: `/api/admin/user${query}` });

    test('searches login and e-mail, filters by role, package and connection, and pages', async () => {
      await server.db.db.execute(
        (await import('drizzle-orm')).sql`UPDATE users SET subscription_package = 'Pro', subscription_expires_at = now() + interval '5 days' WHERE login = 'budi'`,
      );
      const logins = async (query: string) => ((await list(admin, query)).json().data as { login: string }[]).map((u) => u.login);
      expect(await logins('')).toEqual(['budi', 'demo', 'helen', 'root']);
      expect(await logins('?q=DEM')).toEqual(['demo']);
      expect(await logins('?q=dewi%40example')).toEqual(['demo']);
      expect(await logins('?q=%25')).toEqual([]);
      expect(await logins('?role=cs')).toEqual(['helen']);
      expect(await logins('?package=Pro')).toEqual(['budi']);
      expect(await logins('?package=none&role=user')).toEqual(['demo']);
      expect(await logins('?connection=none')).toEqual(['budi', 'demo', 'helen', 'root']);
      expect(await logins('?connection=connected')).toEqual([]);
      const page = (await list(cs, '?limit=3&page=2')).json();
      expect(page).toMatchObject({ total: 4, has_more: false, data: [{ login: 'root', role: 'admin', connection: 'none', disabled: false }] });
      expect((await list(cs, '?limit=3')).json()).toMatchObject({ total: 4, has_more: true });
      const demo = (await list(cs, '?q=demo')).json().data[0];
      expect(demo).toMatchObject({ id: ids.demo, email: 'dewi@example.test', package: null, expires_at: null });
    });

    test('a page past the end is an empty page that still counts the users, so the screen can say how many pages there are', async () => {
      expect((await list(admin, '?page=99999')).json()).toEqual({ data: [], total: 4, has_more: false });
      expect((await list(admin, '?q=nobody&page=2')).json()).toEqual({ data: [], total: 0, has_more: false });
    });

    test.each([
      ['?role=boss'],
      ['?limit=0'],
      ['?limit=101'],
      ['?page=abc'],
      ['?page=0'],
      ['?page=-1'],
      ['?page=1.5'],
      ['?page=1e9'],
      ['?page=007'],
      ['?page=100000'],
      ['?page=99999999999999999999'],
      ['?connection=maybe'],
      [`?q=${'x'.repeat(101)}`],
    ])('%s is 400 with a sentence', async (query) => {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: expect.any(String), message: expect.stringMatching(/^The .+\.$/) });
    });
  });

  describe('a user’s page', () => {
    test('admins see requests, the outbox and the history; customer service sees plan, teams, connection and problems only', async () => {
      await call(user, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'Agency' } });
      await call(user, { method: 'POST', url: '/api/user/deletion-request', payload: { confirm: 'demo' } });
      const full = (await call(admin, { method: 'GET', url: `/api/admin/user/${ids.demo}` })).json().data;
      expect(full).toMatchObject({
        login: 'demo',
        email: 'dewi@example.test',
        role: 'user',
        disabled_at: null,
        subscription: { package: null, expired: false },
        teams: [],
        connection: null,
        upgrade_requests: [{ plan: 'Agency', status: 'pending' }],
        deletion_requests: [{ status: 'pending' }],
        outbox: [],
        audit: [],
      });
      expect(full.problems.map((p: { code: string }) => p.code)).toEqual(['not_connected']);
      const support = (await call(cs, { method: 'GET', url: `/api/admin/user/${ids.demo}` })).json().data;
      expect(support).toMatchObject({ login: 'demo', connection: null });
      for (const key of ['outbox', 'audit', 'upgrade_requests', 'deletion_requests']) expect(support).not.toHaveProperty(key);
      expect((await call(admin, { method: 'GET', url: '/api/admin/user/999' })).json().error.code).toBe('not_found');
      expect((await call(admin, { method: 'GET', url: '/api/admin/user/0' })).statusCode).toBe(400);
    });
  });

  describe('changing a user', () => {
    const patch = (payload: object, id = ids.demo) => call(admin, { method: 'PATCH', url: `/api/admin/user/${id}`, payload });

    test('role and plan changes are written with an audit record each (before → after)', async () => {
      const response = await patch({ role: 'cs', subscription_package: 'Pro', subscription_expires_at: '2031-01-31T00:00:00Z' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ role: 'cs', subscription: { package: 'Pro', expires_at: '2031-01-31T00:00:00.000Z' } });
      const audit = (await call(admin, { method: 'GET', url: '/api/admin/audit' })).json().data;
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'user.subscription',
          actor: { id: ids.root, login: 'root', role: 'admin' },
          target: { type: 'user', id: String(ids.demo), label: 'demo' },
          before: { package: null, expires_at: null },
          after: { package: 'Pro', expires_at: '2031-01-31T00:00:00.000Z' },
        }),
        expect.objectContaining({ action: 'user.role', before: { role: 'user' }, after: { role: 'cs' } }),
      ]);
      expect((await call(admin, { method: 'GET', url: `/api/admin/user/${ids.demo}` })).json().data.audit).toHaveLength(2);
      // The same values again change nothing and record nothing.
      await patch({ role: 'cs', subscription_package: 'Pro' });
      expect(await auditCount()).toBe(2);
    });

    test('bad input is 400 and writes nothing', async () => {
      const before = await tableCounts(server.db);
      for (const payload of [
        {},
        { role: 'boss' },
        { subscription_package: 'Gold' },
        { subscription_expires_at: 'soon' },
        { subscription_expires_at: '2031-02-30T00:00:00Z' },
        { subscription_expires_at: '2031-01-01T00:00:00Z' },
      ]) {
        const response = await patch(payload);
        expect({ payload, status: response.statusCode, code: response.json().error?.code }).toEqual({ payload, status: 400, code: 'bad_request' });
      }
      expect((await patch({ role: 'user' }, ids.root)).json().error.message).toBe('You cannot change your own role (ask another administrator).');
      expect((await patch({ role: 'cs' }, 999)).statusCode).toBe(404);
      expect(await tableCounts(server.db)).toEqual(before);
      expect(await auditCount()).toBe(0);
    });

    test('an upgrade request fulfilled by an admin is audited with the plan before and after', async () => {
      const requested = (await call(user, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'Pro' } })).json().data;
      expect((await call(admin, { method: 'POST', url: `/api/admin/upgrade-requests/${requested.id}/fulfil` })).statusCode).toBe(200);
      const [record] = (await call(admin, { method: 'GET', url: '/api/admin/audit' })).json().data;
      expect(record).toMatchObject({ action: 'upgrade_request.fulfil', target: { type: 'user', id: String(ids.demo) }, before: { package: null }, after: { package: 'Pro' } });
    });

    test('an admin creates a login; a taken or malformed user name is refused', async () => {
      const created = await call(admin, { method: 'POST', url: '/api/admin/user', payload: { login: 'sari', password: 'secret123', subscription_package: 'Starter' } });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ login: 'sari', role: 'user', subscription: { package: 'Starter' } });
      expect((await server.login('sari', 'secret123')).cookie).toBeTruthy();
      expect((await call(admin, { method: 'POST', url: '/api/admin/user', payload: { login: 'SARI', password: 'secret123' } })).json().error.code).toBe('login_taken');
      for (const payload of [{ login: 'a b', password: 'secret123' }, { login: 'sari2', password: 'short' }, { login: 'sari3' }]) {
        expect((await call(admin, { method: 'POST', url: '/api/admin/user', payload })).statusCode).toBe(400);
      }
      expect(await auditActions()).toEqual(['user.create']);
    });
  });

  describe('disabling a login', () => {
    test('ends the user’s sessions at once and refuses the login until enabled again', async () => {
      const otherDevice = await server.login('demo', 'secret123');
      const disabled = await call(admin, { method: 'POST', url: `/api/admin/user/${ids.demo}/disable` });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data.problems[0]).toMatchObject({ code: 'disabled' });
      for (const session of [user, otherDevice]) {
        expect((await call(session, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
      }
      const refused = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'demo', password: 'secret123' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'account_disabled', message: expect.stringMatching(/disabled/) });
      // A wrong password still reads as wrong credentials: the disabled state is not revealed to a guesser.
      expect((await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'demo', password: 'nope-nope' } })).json().error.code).toBe('invalid_credentials');

      expect((await call(admin, { method: 'POST', url: `/api/admin/user/${ids.demo}/enable` })).json().data.disabled_at).toBeNull();
      expect((await server.login('demo', 'secret123')).cookie).toBeTruthy();
      const [enable, disable] = (await call(admin, { method: 'GET', url: '/api/admin/audit' })).json().data;
      expect(enable).toMatchObject({ action: 'user.enable', after: { disabled_at: null } });
      expect(disable).toMatchObject({ action: 'user.disable', before: { disabled_at: null }, after: { sessions_ended: 2 } });
    });

    test('an admin cannot disable their own login', async () => {
      const response = await call(admin, { method: 'POST', url: `/api/admin/user/${ids.root}/disable` });
      expect(response.statusCode).toBe(400);
      expect(await auditCount()).toBe(0);
    });
  });

  describe('the password-reset mail', () => {
    test('customer service sends it to the confirmed address; it is in the outbox and the audit log', async () => {
      const sent = await call(cs, { method: 'POST', url: `/api/admin/user/${ids.demo}/password-reset` });
      expect(sent.json()).toEqual({ data: { sent_to: 'dewi@example.test' } });
      const outbox = (await call(admin, { method: 'GET', url: `/api/admin/user/${ids.demo}` })).json().data.outbox;
      expect(outbox).toEqual([expect.objectContaining({ to: 'dewi@example.test', kind: 'password_reset', text: expect.stringContaining('/user/reset?token=') })]);
      const [record] = (await call(admin, { method: 'GET', url: '/api/admin/audit' })).json().data;
      expect(record).toMatchObject({ action: 'user.password_reset_mail', actor: { login: 'helen', role: 'cs' }, target: { id: String(ids.demo) }, after: { sent_to: 'dewi@example.test' } });

      const again = await call(cs, { method: 'POST', url: `/api/admin/user/${ids.demo}/password-reset` });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('reset_recent');
    });

    test('a user without a confirmed address gets none, and nothing is written', async () => {
      const before = await tableCounts(server.db);
      const response = await call(cs, { method: 'POST', url: `/api/admin/user/${ids.budi}/password-reset` });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'no_email', message: expect.stringMatching(/no confirmed e-mail address/) });
      expect(await tableCounts(server.db)).toEqual(before);
      expect(await auditCount()).toBe(0);
      expect((await call(cs, { method: 'POST', url: '/api/admin/user/999/password-reset' })).statusCode).toBe(404);
    });
  });

  describe('overview and audit log', () => {
    test('counts users, sign-ups per day, connections, teams, plans, rules and runs with failures in 24 h, and pending requests', async () => {
      await call(user, { method: 'POST', url: '/api/subscription/upgrade', payload: { plan: 'Agency' } });
      await call(admin, { method: 'PATCH', url: `/api/admin/user/${ids.budi}`, payload: { subscription_package: 'Pro', subscription_expires_at: new Date(Date.now() + 86_400_000).toISOString() } });
      await call(admin, { method: 'PATCH', url: `/api/admin/user/${ids.helen}`, payload: { subscription_package: 'Pro', subscription_expires_at: new Date(Date.now() - 86_400_000).toISOString() } });
      await server.db.rawTransaction((raw) =>
        raw.exec(`INSERT INTO rules (created_by, account_id, name, definition) VALUES (${ids.demo}, 'act_1', 'Stop-loss', '{}');
          INSERT INTO rule_runs (rule_id, trigger, status, created_at) VALUES
            ((SELECT max(id) FROM rules), 'schedule', 'failed', now()), ((SELECT max(id) FROM rules), 'schedule', 'partial', now()), ((SELECT max(id) FROM rules), 'manual', 'succeeded', now()),
            ((SELECT max(id) FROM rules), 'dry_run', 'failed', now()), ((SELECT max(id) FROM rules), 'schedule', 'failed', now() - interval '2 days')`),
      );
      const figures = (await call(admin, { method: 'GET', url: '/api/admin/overview' })).json().data;
      expect(figures).toMatchObject({
        users: { total: 4, disabled: 0, admins: 1, cs: 1 },
        connections: { connected: 0, expired: 0, ad_accounts: 0 },
        teams: 0,
        active_subscriptions: [{ package: 'Pro', count: 1 }],
        rules: { rules: 1, enabled: 1, runs_24h: 3, failed_runs_24h: 2 },
        pending: { deletion_requests: 0, upgrade_requests: 1 },
      });
      expect(figures.signups_per_day).toHaveLength(30);
      // The same runs are demo's recent errors over 7 days (not the dry run), newest first.
      const demo = (await call(cs, { method: 'GET', url: `/api/admin/user/${ids.demo}` })).json().data;
      expect(demo.recent_errors.map((e: { message: string }) => e.message)).toEqual([
        'The rule “Stop-loss” ran, but 0 of its actions failed.',
        'The rule “Stop-loss” failed: no reason recorded',
        'The rule “Stop-loss” failed: no reason recorded',
      ]);
      expect(figures.signups_per_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 4 });
    });

    test('the audit log pages back by id', async () => {
      for (const role of ['cs', 'user', 'cs'] as const) await call(admin, { method: 'PATCH', url: `/api/admin/user/${ids.budi}`, payload: { role } });
      const first = (await call(admin, { method: 'GET', url: '/api/admin/audit?limit=2' })).json();
      expect(first.has_more).toBe(true);
      const rest = (await call(admin, { method: 'GET', url: `/api/admin/audit?limit=2&before=${first.data[1].id}` })).json();
      expect(rest).toMatchObject({ has_more: false, data: [{ before: { role: 'user' }, after: { role: 'cs' } }] });
    });
  });
});
