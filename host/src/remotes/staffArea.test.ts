import { isStaffArea } from './staffArea';
import type { RemoteRegistry } from './registry';

const registry = new Map([
  [
    'admin',
    {
      name: 'admin',
      paths: [
        { path: '/admin', access: { roles: ['admin'] } },
        { path: '/setting/cs', access: { roles: ['admin', 'cs'] } },
      ],
    },
  ],
  ['dashboard', { name: 'dashboard', paths: [{ path: '/dashboard', access: 'open' }] }],
]) as unknown as RemoteRegistry;

it.each([
  ['/admin/user/7', true],
  ['/setting/cs/users?q=demo', true],
  ['/setting/account', false],
  ['/dashboard', false],
  ['/nowhere', false],
])('%s is a staff area: %s', (path, staff) => {
  expect(isStaffArea(registry, path)).toBe(staff);
});
