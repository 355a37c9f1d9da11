import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../testing/databases';
import { setVerifiedEmail, type Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { inCanary } from './canary';
import { REPORTS_PER_MINUTE } from './channels';
import { PREVIEW_COOKIE } from './preview';
import { registerRelease } from './releases';
import { dashboardRelease, writeVersion } from './testBuild';

const work = mkdtempSync(path.join(tmpdir(), 'sasar-channels-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(testDatabases())('canaries, previews and browser reports on $name', (tdb) => {
  const dataDir = path.join(work, tdb.name, 'pglite');
  const server = useTestServer(tdb, { env: { STATIC_ROOT: path.join(work, 'static'), DATA_DIR: dataDir } });
  let admin: Session;
  let live: { id: number };
  let next: { id: number };

  const registryFor = async (session?: Session, extraCookie = '') => {
    const cookie = [session?.cookie, extraCookie].filter(Boolean).join('; ');
    return (await server.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} })).json().dashboard as { manifest: string; release: { id: number; version: string; channel: string } };
  };
  const startCanary = (id: number, percent: unknown, session = admin) =>
    server.app.inject({ method: 'POST', url: `/api/admin/releases/${id}/canary`, headers: session.headers, payload: { percent } });
  const report = (payload: object, headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url: '/api/releases/reports', headers, payload });
  const auditActions = async () =>
    ((await server.app.inject({ url: '/api/admin/releases/audit', headers: admin.headers })).json().data as Array<{ action: string; actor: { login: string }; after: unknown }>).map(
      (record) => `${record.action} by ${record.actor.login}`,
    );
  /** Two users: the first in the 50 % canary of dashboard, the second not. */
  async function splitUsers(): Promise<[Session, Session]> {
    let inside: string | undefined;
    let outside: string | undefined;
    for (let n = 1; !(inside && outside); n += 1) {
      const user = await server.addUser(`buyer${n}`);
      if (inCanary(user.id, 'dashboard', 50)) inside ??= user.login;
      else outside ??= user.login;
    }
    return [await server.login(inside!), await server.login(outside!)];
  }

  beforeEach(async () => {
    await server.db.rawTransaction((s) => s.exec('TRUNCATE remote_releases, release_health, release_tokens, audit_log, outbox RESTART IDENTITY CASCADE'));
    writeVersion(dataDir, '1.0.0');
    writeVersion(dataDir, '1.1.0');
    await server.addUser('root', 'secret123', 'admin');
    admin = await server.login('root');
    live = await registerRelease(server.db, dashboardRelease('1.0.0'));
    next = await registerRelease(server.db, dashboardRelease('1.1.0'), { live: false });
  });

  test('a canary at 50 % serves its release to the signed-in users in its share, on every read; guests and the others keep the live one', async () => {
    const [inside, outside] = await splitUsers();
    expect((await startCanary(next.id, 50)).json().data).toMatchObject({ version: '1.1.0', live: false, canary_percent: 50, canary_started_at: expect.any(String) });

    for (let read = 0; read < 3; read += 1) {
      expect(await registryFor(inside)).toMatchObject({ manifest: '/remotes/dashboard/1.1.0/mf-manifest.json', release: { id: next.id, version: '1.1.0', channel: 'canary' } });
      expect(await registryFor(outside)).toMatchObject({ manifest: '/remotes/dashboard/1.0.0/mf-manifest.json', release: { id: live.id, channel: 'live' } });
    }
    expect((await registryFor()).release.channel).toBe('live');
    const list = (await server.app.inject({ url: '/api/admin/releases', headers: admin.headers })).json().data[0];
    expect(list).toMatchObject({ remote: 'dashboard', live: live.id, canary: next.id });

    const stopped = await server.app.inject({ method: 'DELETE', url: `/api/admin/releases/${next.id}/canary`, headers: admin.headers });
    expect(stopped.json().data.canary_percent).toBeNull();
    expect((await registryFor(inside)).release).toMatchObject({ id: live.id, channel: 'live' });
    expect((await server.app.inject({ method: 'DELETE', url: `/api/admin/releases/${next.id}/canary`, headers: admin.headers })).json().error.code).toBe('no_canary');
    expect(await auditActions()).toEqual(['release.canary_stop by root', 'release.canary_start by root']);
  });

  test('making the canary live ends it: everyone gets it', async () => {
    const [inside, outside] = await splitUsers();
    await startCanary(next.id, 50);
    await server.app.inject({ method: 'POST', url: `/api/admin/releases/${next.id}/promote`, headers: admin.headers });
    for (const session of [inside, outside]) expect((await registryFor(session)).release).toMatchObject({ id: next.id, channel: 'live' });
    expect((await server.app.inject({ url: '/api/admin/releases', headers: admin.headers })).json().data[0]).toMatchObject({ live: next.id, canary: null });
  });

  test('a canary is refused in words: the live release, a second canary, a share outside 1–99, a user who is no admin', async () => {
    expect((await startCanary(live.id, 20)).json().error).toEqual({ code: 'release_live', message: 'dashboard 1.0.0 is live already: every user gets it, so it cannot be a canary.' });
    writeVersion(dataDir, '1.2.0');
    const third = await registerRelease(server.db, dashboardRelease('1.2.0'), { live: false });
    expect((await startCanary(next.id, 10)).statusCode).toBe(200);
    expect((await startCanary(next.id, 30)).json().data.canary_percent).toBe(30);
    expect((await startCanary(third.id, 10)).json().error.message).toBe('dashboard 1.1.0 is the canary of dashboard already; stop it or make it live first.');
    for (const percent of [0, 100, 12.5, '50', null]) expect((await startCanary(third.id, percent)).statusCode).toBe(400);
    await server.addUser('demo');
    expect((await startCanary(third.id, 10, await server.login('demo'))).statusCode).toBe(403);
    expect((await startCanary(999, 10)).statusCode).toBe(404);
  });

  describe('preview links', () => {
    const makeLink = async (payload: object = {}, id = next.id) =>
      server.app.inject({ method: 'POST', url: `/api/admin/releases/${id}/preview-links`, headers: admin.headers, payload });
    /** A browser following the link: it asks for a page. */
    const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const open = (url: string, session?: Session, accept = BROWSER_ACCEPT) =>
      server.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { accept, ...(session ? { cookie: session.cookie } : {}) } });

    test('a link opened by the user it was made for serves that release to that browser alone, until they leave the preview', async () => {
      await server.addUser('demo');
      await server.addUser('other');
      const demo = await server.login('demo');
      const other = await server.login('other');
      const link = (await makeLink({ login: 'demo', hours: 2 })).json().data;
      expect(link).toMatchObject({ login: 'demo', remote: 'dashboard', version: '1.1.0', url: expect.stringMatching(/^http:\/\/[^/]+\/api\/releases\/preview\/open\?token=/) });

      const opened = await open(link.url, demo);
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/dashboard');
      const cookie = opened.cookies.find((c) => c.name === PREVIEW_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const preview = `${PREVIEW_COOKIE}=${cookie.value}`;
      expect(await registryFor(demo, preview)).toMatchObject({ manifest: '/remotes/dashboard/1.1.0/mf-manifest.json', release: { id: next.id, channel: 'preview' } });
      // Everyone else keeps the live release, even with demo's cookie copied over.
      expect((await registryFor(other)).release.channel).toBe('live');
      expect((await registryFor(other, preview)).release.channel).toBe('live');
      expect((await registryFor(undefined, preview)).release.channel).toBe('live');

      const left = await server.app.inject({ method: 'DELETE', url: '/api/releases/preview', headers: { ...demo.headers, cookie: `${demo.cookie}; ${preview}` } });
      expect(left.statusCode).toBe(200);
      expect(left.cookies.find((c) => c.name === PREVIEW_COOKIE)?.value).toBe('');
      expect(await auditActions()).toEqual(['release.preview_link by root']);
    });

    test('a link is refused in a page of words: for another user, expired, altered, to a guest; nothing is set', async () => {
      await server.addUser('demo');
      await server.addUser('other');
      const link = (await makeLink({ login: 'demo' })).json().data.url as string;
      const refusals: Array<[string, Session | undefined, number, string]> = [
        [link, await server.login('other'), 403, 'This preview link is for another user'],
        [link, undefined, 401, 'Sign in to open this preview'],
        [link.replace(/token=(\d+)/, (_m, id) => `token=${Number(id) + 1}`), await server.login('demo'), 400, 'This is not a valid preview link'],
        [link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), await server.login('demo'), 400, 'This is not a valid preview link'],
        ['/api/releases/preview/open?token=1.1.1.x', await server.login('demo'), 400, 'This is not a valid preview link'],
      ];
      for (const [url, session, status, title] of refusals) {
        const answer = await open(url, session);
        expect([answer.statusCode, answer.body]).toEqual([status, expect.stringContaining(`<h1>${title}</h1>`)]);
        expect(answer.cookies.find((c) => c.name === PREVIEW_COOKIE)).toBeUndefined();
      }
      for (const cut of ['/api/releases/preview/open', '/api/releases/preview/open?token=', '/api/releases/preview/open?token=+']) {
        const answer = await open(cut, await server.login('demo'));
        expect([answer.statusCode, answer.headers['content-type'], answer.body]).toEqual([400, 'text/html; charset=utf-8', expect.stringContaining('<h1>This is not a valid preview link</h1>')]);
      }
    });

    test('a client asking for JSON (or not for a page) gets the refusal in the API envelope', async () => {
      await server.addUser('demo');
      await server.addUser('other');
      const link = (await makeLink({ login: 'demo' })).json().data.url as string;
      const refusals: Array<[string, Session | undefined, string | undefined, number, string]> = [
        [link, await server.login('other'), 'application/json', 403, 'preview_for_another_user'],
        [link, undefined, '*/*', 401, 'unauthorized'],
        ['/api/releases/preview/open?token=+', await server.login('demo'), undefined, 400, 'invalid_preview_link'],
        ['/api/releases/preview/open', await server.login('demo'), 'application/json', 400, 'invalid_preview_link'],
      ];
      for (const [url, session, accept, status, code] of refusals) {
        const answer = await server.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { ...(accept ? { accept } : {}), ...(session ? { cookie: session.cookie } : {}) } });
        expect([answer.statusCode, answer.headers['content-type']]).toEqual([status, expect.stringMatching(/^application\/json/)]);
        expect(answer.json().error).toEqual({ code, message: expect.stringMatching(/^This |^Sign in/) });
      }
      // For its own user the link works whatever the client asks for.
      expect((await open(link, await server.login('demo'), 'application/json')).statusCode).toBe(303);
    });

    test('an expired link is refused; a link is only made for a registered release and a known user', async () => {
      await server.addUser('demo');
      const now = Date.now();
      const spy = jest.spyOn(Date, 'now').mockReturnValue(now - 3 * 3_600_000);
      const old = (await makeLink({ login: 'demo', hours: 1 })).json().data.url;
      spy.mockRestore();
      const expired = await open(old, await server.login('demo'));
      expect([expired.statusCode, expired.body]).toEqual([410, expect.stringContaining('This preview link has expired')]);
      expect((await makeLink({ login: 'nobody' })).json().error).toEqual({ code: 'unknown_user', message: 'There is no user "nobody" to make a preview link for.' });
      expect((await makeLink({}, 999)).statusCode).toBe(404);
      expect((await makeLink({ hours: 500 })).statusCode).toBe(400);
      expect((await makeLink({})).json().data.login).toBe('root');
    });

    test('a team makes a preview link for its own remote from CI with its release token', async () => {
      await server.addUser('demo');
      const token = (await server.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: admin.headers, payload: { team: 'Growth team', remotes: ['dashboard'] } })).json().data.token;
      const bearer = { authorization: `Bearer ${token}` };
      const made = await server.app.inject({ method: 'POST', url: '/api/releases/dashboard/1.1.0/preview-links', headers: bearer, payload: { login: 'demo' } });
      expect(made.json().data).toMatchObject({ login: 'demo', version: '1.1.0' });
      expect((await server.app.inject({ method: 'POST', url: '/api/releases/dashboard/9.9.9/preview-links', headers: bearer, payload: { login: 'demo' } })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'POST', url: '/api/releases/rules/1.1.0/preview-links', headers: bearer, payload: { login: 'demo' } })).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'POST', url: '/api/releases/dashboard/1.1.0/preview-links', payload: { login: 'demo' } })).statusCode).toBe(401);
    });
  });

  describe('browser reports', () => {
    // Each test starts in a minute of its own: the report limit counts per user id, and ids restart with every test.
    let minute = 0;
    beforeEach(() => {
      const now = Date.now.bind(Date);
      minute += 2;
      const shift = minute * 60_000;
      jest.spyOn(Date, 'now').mockImplementation(() => now() + shift);
    });
    afterEach(() => jest.restoreAllMocks());

    test('are counted per release and kind, with nothing about the browser kept, and shown beside each release', async () => {
      await server.addUser('demo');
      const demo = await server.login('demo');
      for (const kind of ['loaded', 'loaded', 'loaded', 'load_failed', 'render_failed']) {
        expect((await report({ release_id: live.id, area: 'dashboard', kind }, demo.headers)).json().data).toEqual({ counted: true, canary_stopped: false });
      }
      expect((await report({ release_id: live.id, area: 'dashboard', kind: 'loaded' })).statusCode).toBe(200);
      const rows = await server.db.raw.query<Record<string, unknown>>('SELECT * FROM release_health ORDER BY kind');
      expect(rows.map((row) => Object.keys(row).sort())).toEqual(Array(3).fill(['count', 'kind', 'last_at', 'release_id']));
      expect(rows.map((row) => [row.kind, row.count])).toEqual([
        ['load_failed', 1],
        ['loaded', 4],
        ['render_failed', 1],
      ]);
      const releases = (await server.app.inject({ url: '/api/admin/releases', headers: admin.headers })).json().data[0].releases;
      expect(releases.find((r: { id: number }) => r.id === live.id).health).toEqual({ loads: 4, load_failures: 1, render_failures: 1, failure_rate: 0.4 });
      expect(releases.find((r: { id: number }) => r.id === next.id).health).toEqual({ loads: 0, load_failures: 0, render_failures: 0, failure_rate: null });
      const metric = await server.app.metrics.registry.getSingleMetricAsString('sasar_remote_load_failures_reported_total');
      expect(metric).toContain('sasar_remote_load_failures_reported_total{remote="dashboard",kind="load_failed"}');
      expect(metric).toContain('sasar_remote_load_failures_reported_total{remote="dashboard",kind="render_failed"}');
    });

    test('bad input is a 4xx in words and counts nothing: another field (a message), an unknown kind or release, NUL bytes, huge ids', async () => {
      const bad: Array<[object, number]> = [
        [{ release_id: live.id, area: 'dashboard', kind: 'render_failed', message: 'Cannot read name of user demo@example.com' }, 400],
        [{ release_id: live.id, area: 'dashboard', kind: 'render_failed', url: '/dashboard?account=act_1' }, 400],
        [{ release_id: live.id, area: 'dashboard', kind: 'exploded' }, 400],
        [{ release_id: live.id, area: 'dash\u0000board', kind: 'loaded' }, 400],
        [{ release_id: 99_999_999_999, area: 'dashboard', kind: 'loaded' }, 400],
        [{ release_id: '1', area: 'dashboard', kind: 'loaded' }, 400],
        [{ release_id: live.id, area: 'rules', kind: 'loaded' }, 422],
        [{ release_id: 999, area: 'dashboard', kind: 'loaded' }, 422],
      ];
      for (const [payload, status] of bad) {
        const answer = await report(payload);
        expect([answer.statusCode, answer.json().error.message]).toEqual([status, expect.any(String)]);
      }
      const plain = await server.app.inject({ method: 'POST', url: '/api/releases/reports', headers: { 'content-type': 'text/plain' }, payload: 'x' });
      expect(plain.statusCode).toBeGreaterThanOrEqual(400);
      expect(plain.statusCode).toBeLessThan(500);
      expect(await server.db.raw.query('SELECT * FROM release_health')).toEqual([]);
    });

    test(`are limited to ${REPORTS_PER_MINUTE} a minute per user (and per address for guests)`, async () => {
      await server.addUser('demo');
      const demo = await server.login('demo');
      const one = { release_id: live.id, area: 'dashboard', kind: 'loaded' };
      for (let n = 0; n < REPORTS_PER_MINUTE; n += 1) expect((await report(one, demo.headers)).statusCode).toBe(200);
      const limited = await report(one, demo.headers);
      expect([limited.statusCode, limited.json().error.code, Number(limited.headers['retry-after'])]).toEqual([429, 'rate_limited', expect.any(Number)]);
      // Another user is counted apart.
      await server.addUser('other');
      expect((await report(one, (await server.login('other')).headers)).statusCode).toBe(200);
      const [row] = await server.db.raw.query<{ count: number }>("SELECT count FROM release_health WHERE kind = 'loaded'");
      expect(Number(row!.count)).toBe(REPORTS_PER_MINUTE + 1);
      // Guests are counted by address.
      const guest = (remoteAddress: string) => server.app.inject({ method: 'POST', url: '/api/releases/reports', remoteAddress, payload: one });
      for (let n = 0; n < REPORTS_PER_MINUTE; n += 1) await guest('203.0.113.9');
      expect((await guest('203.0.113.9')).statusCode).toBe(429);
      expect((await guest('203.0.113.10')).statusCode).toBe(200);
    });

    test('a canary whose failures reach 5 and 20 % of its loads is stopped by itself: its users get the live release, the log and a mail say why', async () => {
      const [inside] = await splitUsers();
      const root = await server.db.raw.query<{ id: number }>("SELECT id FROM users WHERE login = 'root'");
      await setVerifiedEmail(server.db, root[0]!.id, 'root@sasar.example');
      await startCanary(next.id, 50);
      const failure = { release_id: next.id, area: 'dashboard', kind: 'render_failed' };
      for (const kind of Array(20).fill('loaded')) await report({ ...failure, kind }, inside.headers);
      // 4 failures of 20 loads: not yet.
      for (let n = 0; n < 4; n += 1) expect((await report(failure, inside.headers)).json().data.canary_stopped).toBe(false);
      expect((await registryFor(inside)).release.channel).toBe('canary');
      // 5 of 20 loads (25 %): stopped.
      expect((await report(failure, inside.headers)).json().data.canary_stopped).toBe(true);
      expect((await registryFor(inside)).release).toMatchObject({ id: live.id, channel: 'live' });

      const audit = (await server.app.inject({ url: '/api/admin/releases/audit', headers: admin.headers })).json().data[0];
      expect(audit).toMatchObject({
        action: 'release.canary_auto_stop',
        actor: { id: null, login: 'Sasar (automatic)', role: 'system' },
        target: { label: 'dashboard 1.1.0' },
        after: { canary: 'stopped', reason: '5 failures reported for 20 loads (25 %)' },
      });
      const mail = await server.db.raw.query<{ to_address: string; subject: string; body_text: string }>("SELECT to_address, subject, body_text FROM outbox WHERE kind = 'release_canary_stopped'");
      expect(mail).toEqual([{ to_address: 'root@sasar.example', subject: 'Canary dashboard 1.1.0 was stopped', body_text: expect.stringContaining('5 failures reported for 20 loads (25 %)') }]);
      // Failures of the live release stop nothing.
      for (let n = 0; n < 6; n += 1) expect((await report({ ...failure, release_id: live.id })).json().data.canary_stopped).toBe(false);
      expect((await registryFor(inside)).release.id).toBe(live.id);
    });
  });
});
