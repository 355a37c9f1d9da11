import { closestPath, editDistance } from './closestPath';

// What the host knows in the running app: its own screens and the registry's areas.
const KNOWN = [
  '/user/login', '/user/reset', '/user/verify-email', '/setting', '/setting/account', '/setting/team', '/setting/subscription',
  '/setting/integrations', '/setting/activity', '/setup', '/setup/extension', '/setup/facebook', '/setup/adaccount',
  '/upgrade', '/welcome', '/select-adaccount', '/updates',
  '/', '/search', '/explore', '/pages', '/insights', '/saved-groups', '/dashboard', '/adsmanager', '/create', '/rules', '/admin', '/setting/cs', '/setting/cs/users',
];

test('counts inserts, deletes, replacements and swapped neighbours as one edit each', () => {
  expect(editDistance('dashbord', 'dashboard')).toBe(1);
  expect(editDistance('dahsboard', 'dashboard')).toBe(1);
  expect(editDistance('rule', 'rules')).toBe(1);
  expect(editDistance('', 'abc')).toBe(3);
  expect(editDistance('kitten', 'sitting')).toBe(3);
});

test.each([
  ['/dashbord', '/dashboard'],
  ['/dahsboard', '/dashboard'],
  ['/rule', '/rules'],
  ['/settings', '/setting'],
  ['/Dashbord', '/dashboard'],
  ['/dashbord/', '/dashboard'],
  ['/serch', '/search'],
  ['/savedgroups', '/saved-groups'],
  ['/adsmanger', '/adsmanager'],
  ['/setting/acount', '/setting/account'],
  ['/settings/team', '/setting/team'],
  ['/settings/acount', '/setting/account'],
  ['/rule/12/history', '/rules/12/history'],
  ['/dashbord/funnel', '/dashboard/funnel'],
  ['/dash', '/dashboard'],
  ['/setup/face', '/setup/facebook'],
  ['/setting/cs', '/setting/cs/users'],
  ['/login', '/user/login'],
  ['/team', '/setting/team'],
  ['/Integrations', '/setting/integrations'],
])('%s → %s', (typed, meant) => {
  expect(closestPath(typed, KNOWN)).toBe(meant);
});

test.each([
  ['/nowhere/at/all'],
  ['/x'],
  ['/foo'],
  ['/team/1'],
  ['/help'],
  ['/reports'],
  ['/' + 'a'.repeat(300)],
])('%s is far from every page: no suggestion', (typed) => {
  expect(closestPath(typed, KNOWN)).toBeNull();
});

test('the part of the address that already names a page stays as it is', () => {
  expect(closestPath('/setting/zzz', KNOWN)).toBeNull();
  expect(closestPath('/rules/12', ['/rules', '/rulez'])).toBeNull();
});

test('two equally close pages are not guessed between', () => {
  expect(closestPath('/user', KNOWN)).toBeNull();
  expect(closestPath('/setting/a', KNOWN)).toBeNull();
  expect(closestPath('/cat', ['/car', '/bat'])).toBeNull();
});

test('a known path is never offered for itself, and nothing is offered for the start page', () => {
  expect(closestPath('/rules', ['/rules'])).toBeNull();
  expect(closestPath('/', KNOWN)).toBeNull();
  expect(closestPath('/a', ['/'])).toBeNull();
});
