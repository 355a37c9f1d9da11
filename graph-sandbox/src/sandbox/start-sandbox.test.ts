import { DEWI_TOKEN, FIXED_NOW } from '../test-support/sandbox-harness';
import { startSandbox, type RunningSandbox } from './start-sandbox';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, now: () => FIXED_NOW });
});
afterAll(() => sandbox.close());

describe('startSandbox over real HTTP', () => {
  it('listens on a free port and serves the Graph API', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${sandbox.url}/v21.0/me?fields=id,name`, { headers: { Authorization: `Bearer ${DEWI_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('facebook-api-version')).toBe('v21.0');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ id: '100090000000001', name: 'Dewi Lestari' });
  });

  it('gives paging URLs that work as they are', async () => {
    const first = await (await fetch(`${sandbox.url}/v21.0/me/adaccounts?limit=2&access_token=${DEWI_TOKEN}`)).json();
    expect(first.paging.next.startsWith(`${sandbox.url}/v21.0/`)).toBe(true);
    const second = await (await fetch(first.paging.next)).json();
    expect(second.data).toHaveLength(2);
    expect(second.paging.next).toBeUndefined();
  });

  it('answers CORS preflights for bearer calls', async () => {
    const response = await fetch(`${sandbox.url}/v21.0/me`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('posts form-encoded batches', async () => {
    const body = new URLSearchParams({ access_token: DEWI_TOKEN, batch: JSON.stringify([{ method: 'GET', relative_url: 'me?fields=name' }]) });
    const response = await fetch(`${sandbox.url}/`, { method: 'POST', body });
    const [item] = await response.json();
    expect(JSON.parse(item.body).name).toBe('Dewi Lestari');
  });

  it('serves profile pictures as SVG', async () => {
    const me = await (await fetch(`${sandbox.url}/v21.0/me?fields=picture.type(large)&access_token=${DEWI_TOKEN}`)).json();
    const picture = await fetch(me.picture.data.url);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('>DL</text>');
  });

  it('closes promptly while a timeout fault holds a call', async () => {
    const held = await startSandbox({ port: 0, now: () => FIXED_NOW });
    await fetch(`${held.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'timeout' }) });
    const pending = fetch(`${held.url}/v21.0/me?access_token=${DEWI_TOKEN}`).then((r) => r.status, () => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await held.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect([200, 'closed']).toContain(await pending);
  });
});
