import { areaForPath } from './areaForPath';
import { parseRegistry } from './registry';

const registry = parseRegistry({
  research: { manifest: '/r.json', label: 'Research', paths: ['/', '/search', '/insights', '/saved-groups'].map((path) => ({ path, access: 'login' })), nav: [] },
  dashboard: { manifest: '/d.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'open' }], nav: [] },
  adsmanager: { manifest: '/a.json', label: 'Ads manager', paths: [{ path: '/adsmanager', access: 'login' }, { path: '/create', access: 'login' }], nav: [] },
  admin: { manifest: '/ad.json', label: 'Admin', paths: [{ path: '/admin', access: { roles: ['admin'] } }, { path: '/setting/cs', access: { roles: ['admin', 'cs'] } }], nav: [] },
  reports: { manifest: 'https://cdn.example/reports/mf-manifest.json', label: 'Reports', paths: [{ path: '/reports', access: 'login' }], nav: [] },
});

describe('areaForPath', () => {
  it.each([
    ['/', 'research'],
    ['/search', 'research'],
    ['/insights', 'research'],
    ['/saved-groups/12', 'research'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/funnel', 'dashboard'],
    ['/adsmanager/act_1/campaigns', 'adsmanager'],
    ['/create/act_1/campaign', 'adsmanager'],
    ['/admin/user/3', 'admin'],
    ['/setting/cs/users', 'admin'],
    ['/search?q=yoga', 'research'],
    ['/reports/', 'reports'],
    ['/reports/weekly', 'reports'],
  ])('%s belongs to %s', (path, remote) => {
    expect(areaForPath(registry, path)?.entry.name).toBe(remote);
  });

  it('carries the access rule of the path that matched', () => {
    expect(areaForPath(registry, '/setting/cs/users')?.owned.access).toEqual({ roles: ['admin', 'cs'] });
    expect(areaForPath(registry, '/admin')?.owned.access).toEqual({ roles: ['admin'] });
  });

  it.each(['/setting/account', '/user/login', '/updates', '/searching', '/dashboards', '/nowhere'])('%s belongs to no remote', (path) => {
    expect(areaForPath(registry, path)).toBeUndefined();
  });
});
