import { useUser } from 'shared-graph';
import { NavTabs } from 'shared-ui';

/** Every settings page: its tab label, the page's title and what it is for. */
export const SETTINGS_PAGES = [
  { to: '/setting/account', label: 'Account', title: 'Account', description: 'Your profile, e-mail address, password, notifications and Facebook connection.' },
  { to: '/setting/team', label: 'Team', title: 'Team', description: 'The people you share ad accounts with, and your invitations.' },
  { to: '/setting/subscription', label: 'Subscription', title: 'Subscription', description: 'Your plan and when it renews.' },
  { to: '/setting/integrations', label: 'Integrations', title: 'Integrations', description: 'How Sasar reaches Facebook on your behalf.' },
  { to: '/setting/activity', label: 'Activity', title: 'Activity log', description: 'Changes your team made to campaigns, ad sets, ads and rules.' },
] as const;

/** The customer-service screen (served by the admin area): a tab only for the roles that may open it. */
export const CS_USERS_TAB = { to: '/setting/cs/users', label: 'Customer service' };
const CS_ROLES: readonly string[] = ['admin', 'cs'];

/** The tabs between the /setting screens. */
export function SettingsTabs() {
  const user = useUser();
  const items = CS_ROLES.includes(user?.role ?? '') ? [...SETTINGS_PAGES, CS_USERS_TAB] : SETTINGS_PAGES;
  return <NavTabs items={items} aria-label="Settings" />;
}
