import { isValidElement } from 'react';
import { parseRegistry } from '../remotes/registry';
import { navItemsFor } from './navigation';

const registry = parseRegistry({
  dashboard: { manifest: '/d.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }], nav: [{ to: '/dashboard', label: 'Dashboard', icon: 'chart', section: 'Manage', order: 50 }] },
  admin: { manifest: '/a.json', label: 'Admin', paths: [{ path: '/admin', access: { roles: ['admin'] } }], nav: [{ to: '/admin', label: 'Admin', icon: 'shield', order: 90 }] },
  reports: { manifest: '/r.json', label: 'Reports', paths: [{ path: '/reports', access: 'login' }], nav: [{ to: '/reports', label: 'Reports', order: 60 }] },
});

const iconName = (icon: unknown) => (isValidElement<{ name?: string }>(icon) ? icon.props.name : 'none');

it('gives every entry the icon its registry entry names, in order, hiding entries the role may not enter', () => {
  const items = navItemsFor(registry, { loggedIn: true, role: 'user' });
  expect(items.map((item) => [item.label, iconName(item.icon)])).toEqual([
    ['Dashboard', 'chart'],
    ['Reports', undefined],
    ['Settings', 'settings'],
  ]);
  expect(navItemsFor(registry, { loggedIn: true, role: 'admin' }).map((item) => item.label)).toContain('Admin');
});
