import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { PLAN_PERIOD_MS } from './plans';
import { upgradeRequests } from './table';

describe.each(oneDatabase())('subscription API on $name', (tdb) => {
  const server = useTestServer(tdb);
  let user: Session;
  let admin: Session;
  let userId: number;

  beforeEach(async () => {
    userId = (await server.addUser('demo')).id;
    await server.addUser('root', 'secret123', 'admin');
    user = await server.login('demo', 'secret123');
    admin = await server.login('root', 'secret123');
  });

  const call = (session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });

  test('plans are public: Starter, Pro and Agency with limits', async () => {
    const plans = (await call(null, 'GET', '/api/subscription/plans')).json().data;
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['Starter', 'Pro', 'Agency']);
    expect(plans[0].limits).toEqual(expect.objectContaining({ ad_accounts: expect.any(Number), team_members: expect.any(Number) }));
  });

  test('GET /api/subscription reports the plan, expiry and whether it expired', async () => {
    const past = new Date(Date.now() - 86400_000);
    await server.db.db.update(users).set({ subscriptionPackage: 'Pro', subscriptionExpiresAt: past }).where(eq(users.id, userId));
    const data = (await call(user, 'GET', '/api/subscription')).json().data;
    expect(data).toMatchObject({ package: 'Pro', expires_at: past.toISOString(), expired: true, plan: { id: 'Pro' }, pending_request: null });
    expect((await call(null, 'GET', '/api/subscription')).statusCode).toBe(401);
  });

  test('an upgrade request waits for an admin, who fulfils it: plan set and expiry extended by a period', async () => {
    const requested = await call(user, 'POST', '/api/subscription/upgrade', { plan: 'Agency', note: 'invoice to PT Dewi' });
    expect(requested.statusCode).toBe(201);
    expect((await call(user, 'GET', '/api/subscription')).json().data.pending_request).toMatchObject({ plan: 'Agency', status: 'pending' });
    // a new request replaces the pending one
    const replaced = (await call(user, 'POST', '/api/subscription/upgrade', { plan: 'Pro' })).json().data;
    const listed = (await call(admin, 'GET', '/api/admin/upgrade-requests')).json().data;
    expect(listed.map((r: { status: string }) => r.status)).toEqual(['pending', 'cancelled']);
    expect(listed[0]).toMatchObject({ login: 'demo', plan: 'Pro' });

    const before = Date.now();
    expect((await call(admin, 'POST', `/api/admin/upgrade-requests/${replaced.id}/fulfil`)).statusCode).toBe(200);
    const data = (await call(user, 'GET', '/api/subscription')).json().data;
    expect(data).toMatchObject({ package: 'Pro', expired: false, pending_request: null });
    expect(Date.parse(data.expires_at)).toBeGreaterThanOrEqual(before + PLAN_PERIOD_MS - 1000);
    expect((await call(admin, 'POST', `/api/admin/upgrade-requests/${replaced.id}/fulfil`)).statusCode).toBe(404);
  });

  test('cancelling, bad plans and non-admin fulfilment', async () => {
    expect((await call(user, 'DELETE', '/api/subscription/upgrade')).statusCode).toBe(404);
    for (const payload of [{}, { plan: 'Platinum' }, { plan: 'Pro', note: 'x'.repeat(1001) }]) {
      expect((await call(user, 'POST', '/api/subscription/upgrade', payload)).json().error.code).toBe('bad_request');
    }
    expect(await server.db.db.select().from(upgradeRequests)).toHaveLength(0);
    const { id } = (await call(user, 'POST', '/api/subscription/upgrade', { plan: 'Pro' })).json().data;
    expect((await call(user, 'POST', `/api/admin/upgrade-requests/${id}/fulfil`)).statusCode).toBe(403);
    expect((await call(user, 'DELETE', '/api/subscription/upgrade')).json().data).toEqual({ cancelled: true });
    expect((await call(admin, 'POST', '/api/admin/upgrade-requests/x/fulfil')).statusCode).toBe(400);
    const [row] = await server.db.db.select().from(users).where(eq(users.id, userId));
    expect(row!.subscriptionPackage).toBeNull();
  });
});
