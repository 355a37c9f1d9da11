import { areaForPath } from './areas';

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
    ['/rules/create', 'rules'],
    ['/admin/user/3', 'admin'],
    ['/setting/cs/users', 'admin'],
    ['/search?q=yoga', 'research'],
    ['/rules/', 'rules'],
  ])('%s belongs to %s', (path, remote) => {
    expect(areaForPath(path)?.remote).toBe(remote);
  });

  it.each(['/setting/account', '/user/login', '/updates', '/searching', '/dashboards', '/nowhere'])(
    '%s belongs to no remote',
    (path) => {
      expect(areaForPath(path)).toBeUndefined();
    },
  );
});
