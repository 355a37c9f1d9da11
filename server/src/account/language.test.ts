import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

describe.each(oneDatabase())('language setting on $name', (tdb) => {
  const server = useTestServer(tdb);

  const post = (session: Session | null, payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/user/setting/language', headers: session?.headers ?? {}, payload: payload as object });
  const get = (session: Session, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

  test('is unset until the user picks one, then stored and carried by the user view', async () => {
    await server.addUser('wulan', 'secret123');
    const session = await server.login('wulan', 'secret123');
    expect((await get(session, '/api/user/settings')).json().data).toMatchObject({ language: null, languages: ['en', 'id'] });
    expect((await get(session, '/api/user')).json().data.language).toBeNull();

    const english = await post(session, { value: 'en' });
    expect(english.statusCode).toBe(200);
    expect(english.json().data.language).toBe('en');
    expect((await get(session, '/api/user')).json().data.language).toBe('en');

    expect((await post(session, { value: 'id' })).json().data.language).toBe('id');
    expect((await get(session, '/api/user/settings')).json().data.language).toBe('id');
  });

  test('refuses anything but en or id with a 400 and keeps the stored choice', async () => {
    await server.addUser('bayu', 'secret123');
    const session = await server.login('bayu', 'secret123');
    await post(session, { value: 'en' });
    for (const payload of [{ value: 'fr' }, { value: 'EN' }, { value: '' }, { value: 'e\u0000n' }, { value: '\ud800' }, { value: 1 }, { value: null }, {}]) {
      const bad = await post(session, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await post(session, { value: 'fr' })).json().error.message).toBe('The language must be one of: en, id.');
    expect((await get(session, '/api/user/settings')).json().data.language).toBe('en');
  });

  test('needs a session', async () => {
    expect((await post(null, { value: 'en' })).statusCode).toBe(401);
  });
});
