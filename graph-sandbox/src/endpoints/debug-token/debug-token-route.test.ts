import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../lib/meta-time';
import { APP_TOKEN, DEWI_TOKEN, FIXED_NOW, graphGet, testSandbox } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeAll(() => {
  app = testSandbox();
});
afterAll(() => app.close());

const debug = (input: string, token: string | null = APP_TOKEN) => graphGet(app, '/debug_token', { input_token: input }, token);
const DAY = 86_400;

describe('GET /debug_token', () => {
  it('describes a long-lived user token with issued_at and a 60-day expiry', async () => {
    const { status, body } = await debug(DEWI_TOKEN);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ app_id: '1234567890', type: 'USER', application: 'Sasar', is_valid: true, user_id: '100090000000001' });
    expect(body.data.expires_at - body.data.issued_at).toBe(60 * DAY);
    expect(body.data.expires_at).toBeGreaterThan(unixSeconds(FIXED_NOW));
    expect(body.data.scopes).toEqual(expect.arrayContaining(['ads_management', 'ads_read']));
    const ads = body.data.granular_scopes.find((g: { scope: string }) => g.scope === 'ads_management');
    expect(ads.target_ids).toHaveLength(4);
    expect(body.data.granular_scopes.find((g: { scope: string }) => g.scope === 'public_profile')).toEqual({ scope: 'public_profile' });
  });

  it('shows a short-lived token without issued_at, expiring within hours', async () => {
    const { body } = await debug('EAAsandbox-dewi-short');
    expect(body.data.issued_at).toBeUndefined();
    expect(body.data.expires_at - unixSeconds(FIXED_NOW)).toBe(2 * 3600);
    expect(body.data.is_valid).toBe(true);
  });

  it('shows the legacy never-expiring token with expires_at 0 and offline_access', async () => {
    const { body } = await debug('EAAsandbox-dewi-offline');
    expect(body.data).toMatchObject({ expires_at: 0, data_access_expires_at: 0, is_valid: true });
    expect(body.data.scopes).toContain('offline_access');
  });

  it('reports an expired token as invalid with the error inside data', async () => {
    const { status, body } = await debug('EAAsandbox-dewi-expired');
    expect(status).toBe(200);
    expect(body.data.is_valid).toBe(false);
    expect(body.data.error).toMatchObject({ code: 190, subcode: 463, message: expect.stringContaining('Session has expired') });
  });

  it('reports garbage as unparseable', async () => {
    const { body } = await debug('not-a-token');
    expect(body).toEqual({ data: { error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, is_valid: false, scopes: [] } });
  });

  it('describes the app token', async () => {
    const { body } = await debug(APP_TOKEN);
    expect(body.data).toMatchObject({ type: 'APP', app_id: '1234567890', is_valid: true });
  });

  it('needs input_token and an access token', async () => {
    expect((await graphGet(app, '/debug_token', {}, APP_TOKEN)).body.error).toMatchObject({ code: 100, message: '(#100) The parameter input_token is required' });
    expect((await debug(DEWI_TOKEN, null)).body.error.code).toBe(104);
  });

  it('lets a token expire while the sandbox runs', async () => {
    let now = FIXED_NOW;
    const clockApp = (await import('../../test-support/sandbox-harness')).testSandbox({ now: () => now });
    try {
      expect((await graphGet(clockApp, '/me', {}, 'EAAsandbox-dewi-short')).status).toBe(200);
      now += 3 * 3600_000;
      const after = await graphGet(clockApp, '/me', {}, 'EAAsandbox-dewi-short');
      expect(after.body.error).toMatchObject({ code: 190, error_subcode: 463 });
    } finally {
      await clockApp.close();
    }
  });
});
