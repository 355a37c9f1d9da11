import { captchas } from '../db/schema';
import { oneDatabase } from '../testing/databases';
import { useTestServer } from '../testing/testServer';
import { CAPTCHA_TTL_MS, checkCaptcha, issueCaptcha } from './captchas';
import { CAPTCHA_ALPHABET } from './glyphs';
import { randomAnswer, renderCaptcha } from './render';

const KEY = Buffer.alloc(32, 7);

function svgOf(image: string): string {
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
}

describe('captcha image', () => {
  test('answers use only drawable, unambiguous characters', () => {
    for (let i = 0; i < 50; i += 1) expect(randomAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I6G]/);
  });

  test('the SVG draws the characters as paths and never contains them as text', () => {
    const svg = svgOf(renderCaptcha('AK7X3'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain('AK7X3');
    expect(svg.match(/<path d="M/g)!.length).toBeGreaterThanOrEqual(5 + 4);
  });

  test('the same answer renders differently each time', () => {
    expect(renderCaptcha('HELLO'.replace('O', '3'))).not.toBe(renderCaptcha('HELL3'));
  });
});

describe.each(oneDatabase())('captcha on $name', (tdb) => {
  const server = useTestServer(tdb);
  beforeEach(async () => {
    await server.db.db.delete(captchas);
  });

  test('a challenge is single use, case-insensitive and stored only hashed', async () => {
    const challenge = await issueCaptcha(server.db.db, KEY, new Date(), 'AK7XY');
    const [row] = await server.db.db.select().from(captchas);
    expect(row!.answerHash).not.toContain('AK7XY');
    expect(await checkCaptcha(server.db.db, KEY, { id: challenge.id, answer: ' ak7xy ' })).toBe(true);
    expect(await checkCaptcha(server.db.db, KEY, { id: challenge.id, answer: 'AK7XY' })).toBe(false);
  });

  test('a wrong answer uses the challenge up; an expired one is refused', async () => {
    const wrong = await issueCaptcha(server.db.db, KEY, new Date(), 'AK7XY');
    expect(await checkCaptcha(server.db.db, KEY, { id: wrong.id, answer: 'AK7XX' })).toBe(false);
    expect(await checkCaptcha(server.db.db, KEY, { id: wrong.id, answer: 'AK7XY' })).toBe(false);
    const old = await issueCaptcha(server.db.db, KEY, new Date(Date.now() - CAPTCHA_TTL_MS - 1000), 'AK7XY');
    expect(await checkCaptcha(server.db.db, KEY, { id: old.id, answer: 'AK7XY' })).toBe(false);
    expect(await checkCaptcha(server.db.db, KEY, { id: 'unknown', answer: 'AK7XY' })).toBe(false);
  });

  test('GET /api/captcha issues a fresh, uncached challenge', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.id).toMatch(/^[\w-]{20,}$/);
    svgOf(data.image);
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  describe('login', () => {
    const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: '10.9.0.1' });

    /** Reads the answer back by issuing our own challenge with a known answer under the server's key. */
    async function solvable(): Promise<{ id: string; answer: string }> {
      const { deriveKeys } = await import('../crypto/secrets');
      const { TEST_SECRET } = await import('../testing/server');
      const challenge = await issueCaptcha(server.db.db, deriveKeys(TEST_SECRET).csrfKey, new Date(), 'K3Y7A');
      return { id: challenge.id, answer: 'k3y7a' };
    }

    test('after 3 failures the server asks for a captcha, checks it, and lets the right password in', async () => {
      await server.addUser('rina', 'right-password');
      for (let i = 0; i < 2; i += 1) expect((await post({ user: 'rina', password: 'nope' })).json().error).toEqual({ code: 'invalid_credentials', message: 'Wrong user name or password' });
      const third = (await post({ user: 'rina', password: 'nope' })).json().error;
      expect(third).toMatchObject({ code: 'invalid_credentials', captcha: { id: expect.any(String), image: expect.stringMatching(/^data:image\/svg\+xml/) } });

      const required = await post({ user: 'rina', password: 'right-password' });
      expect(required.statusCode).toBe(401);
      expect(required.json().error).toMatchObject({ code: 'captcha_required', captcha: { id: expect.any(String) } });
      expect(required.cookies).toHaveLength(0);

      const wrong = await post({ user: 'rina', password: 'right-password', captcha: { id: required.json().error.captcha.id, answer: 'ZZZZZ' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('captcha_invalid');
      expect(wrong.cookies).toHaveLength(0);

      const ok = await post({ user: 'rina', password: 'right-password', captcha: await solvable() });
      expect(ok.statusCode).toBe(200);
      // The success reset the count: no captcha needed next time.
      expect((await post({ user: 'rina', password: 'right-password' })).statusCode).toBe(200);
    });
  });
});
