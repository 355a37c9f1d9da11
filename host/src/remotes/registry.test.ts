import { fetchRegistry, manifestUrl, parseRegistry, RegistryError } from './registry';

describe('parseRegistry', () => {
  it('keeps known remotes and ignores unknown keys', () => {
    expect(parseRegistry({ research: '/remotes/research/mf-manifest.json', other: 'x' })).toEqual({
      research: '/remotes/research/mf-manifest.json',
    });
  });

  it.each([null, [], 'text', 3])('rejects %p as a registry', (raw) => {
    expect(() => parseRegistry(raw)).toThrow(RegistryError);
  });

  it('rejects an entry that is not a URL string', () => {
    expect(() => parseRegistry({ dashboard: 42 })).toThrow('The registry entry for "dashboard" must be a manifest URL.');
  });
});

describe('fetchRegistry', () => {
  it('reads /remotes.json without cache', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ rules: 'http://cdn/rules/mf-manifest.json' })));
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ rules: 'http://cdn/rules/mf-manifest.json' });
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
