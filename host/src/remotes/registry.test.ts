import { CONTRACT_VERSION } from 'shared-graph';
import { fetchRegistry, manifestUrl, parseRegistry, RegistryError } from './registry';

const dashboard = {
  manifest: '/remotes/dashboard/mf-manifest.json',
  label: 'Dashboard',
  paths: [{ path: '/dashboard', access: 'open' }],
  nav: [{ to: '/dashboard', label: 'Dashboard', section: 'Manage', icon: 'chart', order: 50 }],
};

describe('parseRegistry', () => {
  it('reads each entry: manifest, label, owned paths with their access rule, navigation entries', () => {
    const registry = parseRegistry({ dashboard, admin: { ...dashboard, label: 'Admin', paths: [{ path: '/admin/', access: { roles: ['admin'] } }], nav: [] } });
    expect(registry.get('dashboard')).toEqual({ name: 'dashboard', ...dashboard });
    expect(registry.get('admin')?.paths).toEqual([{ path: '/admin', access: { roles: ['admin'] } }]);
  });

  it("keeps what the area does (the welcome screen's sentence) and whether it has notices for the shell", () => {
    const rules = { ...dashboard, description: 'Let Sasar pause ads for you.', notices: true, contractVersion: CONTRACT_VERSION };
    expect(parseRegistry({ rules }).get('rules')).toMatchObject({ description: 'Let Sasar pause ads for you.', notices: true });
    // A description that is no sentence of text is left out; the area still loads.
    expect(parseRegistry({ rules: { ...rules, description: 'x'.repeat(201) } }).get('rules')).not.toHaveProperty('description');
    expect(parseRegistry({ rules: { ...rules, description: 42 } }).get('rules')?.label).toBe('Dashboard');
  });

  it('mounts no notices of a remote built against another contract, or one that does not say which', () => {
    const rules = { ...dashboard, notices: true };
    expect(parseRegistry({ rules: { ...rules, contractVersion: CONTRACT_VERSION - 1 } }).get('rules')).not.toHaveProperty('notices');
    expect(parseRegistry({ rules }).get('rules')).not.toHaveProperty('notices');
    expect(parseRegistry({ rules: { ...rules, notices: 'yes', contractVersion: CONTRACT_VERSION } }).get('rules')).not.toHaveProperty('notices');
  });

  it.each([null, [], 'text', 3])('rejects %p as a registry', (raw) => {
    expect(() => parseRegistry(raw)).toThrow(RegistryError);
  });

  it.each([
    ['a bare URL', '/remotes/x/mf-manifest.json', /must be an object/],
    ['no paths', { ...dashboard, paths: [] }, /owns no paths/],
    ['a path without a slash', { ...dashboard, paths: [{ path: 'reports', access: 'open' }] }, /has a path that is not/],
    ['an unknown access rule', { ...dashboard, paths: [{ path: '/x', access: 'vip' }] }, /has a path that is not/],
    ['an unknown role', { ...dashboard, paths: [{ path: '/x', access: { roles: ['boss'] } }] }, /has a path that is not/],
    ['a nav entry without label', { ...dashboard, nav: [{ to: '/dashboard' }] }, /navigation entry/],
    ['no manifest', { ...dashboard, manifest: '' }, /no manifest URL/],
  ])('leaves out an entry with %s, says why, and keeps the others', (_case, bad, reason) => {
    const problems: string[] = [];
    const registry = parseRegistry({ broken: bad, dashboard }, (problem) => problems.push(problem));
    expect([...registry.keys()]).toEqual(['dashboard']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
    expect(problems[0]).toMatch(/"broken"/);
  });

  it('leaves out a second remote claiming a path another one owns', () => {
    const problems: string[] = [];
    const registry = parseRegistry({ dashboard, copy: { ...dashboard, label: 'Copy' } }, (problem) => problems.push(problem));
    expect([...registry.keys()]).toEqual(['dashboard']);
    expect(problems).toEqual(['Remote registry: "copy" claims /dashboard, which "dashboard" owns; "copy" is left out.']);
  });
});

describe('fetchRegistry', () => {
  it('reads /remotes.json without cache', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ dashboard })));
    const registry = await fetchRegistry(fetchImpl as unknown as typeof fetch);
    expect(registry.get('dashboard')?.manifest).toBe('/remotes/dashboard/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails clearly when the registry is unavailable', async () => {
    const fetchImpl = async () => new Response('nope', { status: 503 });
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });
});

describe('manifestUrl', () => {
  it('resolves relative entries against the host origin', () => {
    expect(manifestUrl('/remotes/admin/mf-manifest.json', 'http://127.0.0.1:8080/dashboard')).toBe(
      'http://127.0.0.1:8080/remotes/admin/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example/admin/mf-manifest.json', 'http://127.0.0.1:8080/')).toBe(
      'https://cdn.example/admin/mf-manifest.json',
    );
  });
});

describe('the release an entry serves', () => {
  it('is kept when whole, and left out (the entry still loads) when not', () => {
    const release = { id: 7, version: '1.4.0', channel: 'canary' };
    expect(parseRegistry({ dashboard: { ...dashboard, release } }).get('dashboard')?.release).toEqual(release);
    for (const bad of [{ ...release, id: '7' }, { ...release, channel: 'beta' }, { ...release, version: '' }, 'x']) {
      const entry = parseRegistry({ dashboard: { ...dashboard, release: bad } }).get('dashboard');
      expect(entry?.manifest).toBe(dashboard.manifest);
      expect(entry).not.toHaveProperty('release');
    }
  });
});
