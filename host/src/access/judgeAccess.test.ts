import { judgeAccess } from './judgeAccess';

const guest = { loggedIn: false, role: undefined };
const loading = { loggedIn: true, role: undefined };
const user = { loggedIn: true, role: 'user' as const };
const cs = { loggedIn: true, role: 'cs' as const };
const admin = { loggedIn: true, role: 'admin' as const };

test('open paths let everyone in', () => {
  for (const visitor of [guest, loading, user, admin]) expect(judgeAccess('open', visitor)).toBe('enter');
});

test('login paths send a guest to login and let any signed-in user in', () => {
  expect(judgeAccess('login', guest)).toBe('login');
  expect(judgeAccess('login', loading)).toBe('enter');
  expect(judgeAccess('login', user)).toBe('enter');
});

test('role paths need one of the roles; a user still loading waits', () => {
  const rule = { roles: ['admin', 'cs'] as const };
  expect(judgeAccess(rule, guest)).toBe('login');
  expect(judgeAccess(rule, loading)).toBe('wait');
  expect(judgeAccess(rule, user)).toBe('denied');
  expect(judgeAccess(rule, cs)).toBe('enter');
  expect(judgeAccess({ roles: ['admin'] }, cs)).toBe('denied');
  expect(judgeAccess({ roles: ['admin'] }, admin)).toBe('enter');
});
