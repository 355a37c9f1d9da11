import { outbox } from '../db/schema';
import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { emailVerifications } from './table';

describe.each(oneDatabase())('account e-mail address on $name', (tdb) => {
  const server = useTestServer(tdb, { env: { PUBLIC_URL: 'https://sasar.example' } });

  beforeEach(async () => {
    await server.db.db.delete(outbox);
  });

  async function session(name: string): Promise<Session> {
    await server.addUser(name, 'secret123');
    return server.login(name, 'secret123');
  }
  const setEmail = (s: Session, email: unknown) => server.app.inject({ method: 'POST', url: '/api/user/email', headers: s.headers, payload: { email } });
  const status = async (s: Session) => (await server.app.inject({ method: 'GET', url: '/api/user/email', headers: s.headers })).json().data;
  const verify = (token: string) => server.app.inject({ method: 'POST', url: '/api/user/email/verify', payload: { token } });
  async function mailedToken(to: string): Promise<string> {
    const mails = (await server.db.db.select().from(outbox)).filter((mail) => mail.toAddress === to && mail.kind === 'email_verification');
    const match = /^https:\/\/sasar\.example\/user\/verify-email\?token=([\w-]+)$/m.exec(mails.at(-1)!.bodyText);
    return match![1]!;
  }

  test('an address is pending until the mailed link is opened; then reset mail goes to it', async () => {
    const s = await session('dewi');
    expect(await status(s)).toEqual({ email: null, verified_at: null, pending_email: null });

    const asked = await setEmail(s, '  Dewi@Example.com ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ email: null, verified_at: null, pending_email: 'Dewi@Example.com' });
    // Not verified yet: a reset mails nothing.
    await server.app.inject({ method: 'POST', url: '/api/user/reset', payload: { login: 'dewi' } });
    expect((await server.db.db.select().from(outbox)).filter((mail) => mail.kind === 'password_reset')).toHaveLength(0);

    const token = await mailedToken('Dewi@Example.com');
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ verified: true, email: 'Dewi@Example.com' });
    expect(await status(s)).toMatchObject({ email: 'Dewi@Example.com', pending_email: null, verified_at: expect.any(String) });
    expect((await verify(token)).json().error.code).toBe('invalid_token');

    // Reset by login or by the address (any case) now mails the address.
    await server.app.inject({ method: 'POST', url: '/api/user/reset', payload: { login: 'dewi@example.COM' } });
    const resets = (await server.db.db.select().from(outbox)).filter((mail) => mail.kind === 'password_reset');
    expect(resets.map((mail) => mail.toAddress)).toEqual(['Dewi@Example.com']);
  });

  test('a second address within a minute waits; a newer address makes the older link useless', async () => {
    const s = await session('dewi');
    await setEmail(s, 'first@example.com');
    const first = await mailedToken('first@example.com');
    const soon = await setEmail(s, 'second@example.com');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toMatch(/Wait a minute/);

    await server.db.db.update(emailVerifications).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await setEmail(s, 'second@example.com')).json().data.pending_email).toBe('second@example.com');
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(await mailedToken('second@example.com'))).statusCode).toBe(200);
  });

  test('an address another account verified is refused; expired and unknown links are refused', async () => {
    const dewi = await session('dewi');
    const budi = await session('budi');
    await setEmail(dewi, 'shared@example.com');
    const dewiToken = await mailedToken('shared@example.com');
    await setEmail(budi, 'shared@example.com');
    const budiToken = await mailedToken('shared@example.com');
    expect((await verify(dewiToken)).statusCode).toBe(200);
    // Budi's link for the same address comes later: the address is taken by then.
    const late = await verify(budiToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('email_taken');

    await server.db.db.update(emailVerifications).set({ createdAt: new Date(Date.now() - 61_000) });
    const again = await setEmail(budi, 'SHARED@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_taken');

    expect((await verify('no-such-token')).json().error.code).toBe('invalid_token');
  });

  test('bad addresses → 400 with a human message; a guest cannot set one; removing clears it', async () => {
    const s = await session('dewi');
    for (const bad of ['no-at-sign', 'a b@example.com', 'x@y', `${'a'.repeat(250)}@example.com`, 42]) {
      const response = await setEmail(s, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
      expect(response.json().error.message).toMatch(/e-mail address/);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/user/email', payload: { email: 'a@example.com' } })).statusCode).toBe(401);

    await setEmail(s, 'dewi@example.com');
    await verify(await mailedToken('dewi@example.com'));
    const removed = await server.app.inject({ method: 'DELETE', url: '/api/user/email', headers: s.headers });
    expect(removed.json().data).toEqual({ email: null, verified_at: null, pending_email: null });
  });
});
