import type { FastifyInstance } from 'fastify';
import { graphGet, postForm, testSandbox, type Json } from '../../test-support/sandbox-harness';

let app: FastifyInstance;
beforeEach(() => {
  app = testSandbox();
});
afterEach(() => app.close());

const REDIRECT = 'http://127.0.0.1:8080/api/platform/callback';
const dialogQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: '1234567890', redirect_uri: REDIRECT, state: 'st4te', scope: 'ads_management,ads_read', ...extra }).toString();

/** Reads the hidden form fields and actions of the dialog page, as a browser would submit them. */
function formsOf(html: string): Array<{ action: string; fields: Record<string, string>; button: string }> {
  return [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action, inner]) => ({
    action: action as string,
    fields: Object.fromEntries([...(inner as string).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]?.replace(/&amp;/g, '&')])),
    button: /<button[^>]*>([^<]*)<\/button>/.exec(inner as string)?.[1] ?? '',
  }));
}

async function loginAs(name: string): Promise<URL> {
  const page = await app.inject({ url: `/v21.0/dialog/oauth?${dialogQuery()}` });
  const form = formsOf(page.body).find((f) => f.button === `Continue as ${name}`);
  if (!form) throw new Error(`no button for ${name}`);
  const response = await postForm(app, form.action, form.fields);
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

const exchange = (query: Record<string, string>) => graphGet(app, '/oauth/access_token', { client_id: '1234567890', client_secret: 'sandbox-app-secret', redirect_uri: REDIRECT, ...query }, null);

describe('OAuth dialog stand-in', () => {
  it('shows every platform user with a Continue button and a Cancel', async () => {
    const page = await app.inject({ url: `/v21.0/dialog/oauth?${dialogQuery()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const buttons = formsOf(page.body).map((f) => f.button);
    expect(buttons).toEqual(['Continue as Dewi Lestari', 'Continue as Budi Santoso', 'Continue as Siti Rahma', 'Cancel']);
  });

  it('refuses a missing or wrong client_id and a missing or bad redirect_uri', async () => {
    for (const query of [dialogQuery({ client_id: '' }), dialogQuery({ client_id: '42' }), dialogQuery({ redirect_uri: '' }), dialogQuery({ redirect_uri: 'not a url' }), dialogQuery({ redirect_uri: 'javascript:alert(1)' })]) {
      const page = await app.inject({ url: `/v21.0/dialog/oauth?${query}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).not.toContain('Continue as');
    }
  });

  it('escapes what it echoes back', async () => {
    const page = await app.inject({ url: `/v21.0/dialog/oauth?${dialogQuery({ state: '"><script>x</script>' })}` });
    expect(page.body).not.toContain('<script>x</script>');
  });

  it('runs the whole code flow: dialog → redirect with code and state → token', async () => {
    const target = await loginAs('Budi Santoso');
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('st4te');
    expect(target.hash).toBe('#_=_');
    const code = target.searchParams.get('code') as string;
    const { status, body } = await exchange({ code });
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: 'EAAsandbox-budi', token_type: 'bearer', expires_in: expect.any(Number) });
    expect(body.expires_in).toBeGreaterThan(50 * 86_400);
    expect((await graphGet(app, '/me', {}, body.access_token)).body.name).toBe('Budi Santoso');
  });

  it('lets a code be used once only', async () => {
    const code = (await loginAs('Dewi Lestari')).searchParams.get('code') as string;
    expect((await exchange({ code })).status).toBe(200);
    const again = await exchange({ code });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 100, error_subcode: 36009, type: 'OAuthException' });
  });

  it('rejects a bad code, a wrong secret, a wrong app and another redirect_uri', async () => {
    expect((await exchange({ code: 'AQnonsense' })).body.error).toMatchObject({ code: 100, error_subcode: 36007, message: 'Invalid verification code format.' });
    const code = (await loginAs('Dewi Lestari')).searchParams.get('code') as string;
    expect((await exchange({ code, client_secret: 'wrong' })).body.error).toMatchObject({ code: 1, message: 'Error validating client secret.' });
    expect((await exchange({ code, client_id: '999' })).body.error).toMatchObject({ code: 101 });
    expect((await exchange({ code, redirect_uri: 'http://elsewhere.test/cb' })).body.error).toMatchObject({ code: 100, error_subcode: 36008 });
    expect((await exchange({ code })).status).toBe(200);
    expect((await exchange({})).body.error.message).toBe('(#100) The parameter code is required');
  });

  it('sends Cancel back with access_denied', async () => {
    const page = await app.inject({ url: `/v21.0/dialog/oauth?${dialogQuery()}` });
    const cancel = formsOf(page.body).find((f) => f.button === 'Cancel') as Json;
    const response = await postForm(app, cancel.action, cancel.fields);
    const target = new URL(response.headers.location as string);
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state: 'st4te' });
  });

  it('exchanges a short-lived token for the long-lived one and issues the app token', async () => {
    const longLived = await exchange({ grant_type: 'fb_exchange_token', fb_exchange_token: 'EAAsandbox-dewi-short' });
    expect(longLived.body).toMatchObject({ access_token: 'EAAsandbox-dewi', token_type: 'bearer' });
    const appToken = await exchange({ grant_type: 'client_credentials' });
    expect(appToken.body).toEqual({ access_token: '1234567890|sandbox-app-secret', token_type: 'bearer' });
  });
});
