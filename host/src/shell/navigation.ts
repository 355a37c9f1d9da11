import type { UserRole } from 'shared-graph';

export interface NavItem {
  to: string;
  label: string;
  section: string;
  roles?: readonly UserRole[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/search', label: 'Search', section: 'Research' },
  { to: '/explore', label: 'Explore', section: 'Research' },
  { to: '/pages', label: 'Page insights', section: 'Research' },
  { to: '/saved-groups', label: 'Saved collections', section: 'Research' },
  { to: '/dashboard', label: 'Dashboard', section: 'Manage' },
  { to: '/adsmanager', label: 'Ads manager', section: 'Manage' },
  { to: '/rules', label: 'Rules', section: 'Manage' },
  { to: '/setting', label: 'Settings', section: 'Account' },
  { to: '/admin', label: 'Admin', section: 'Account', roles: ['admin', 'cs'] },
];

export function navItemsFor(role: UserRole | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
