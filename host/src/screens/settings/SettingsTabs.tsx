import { NavTabs } from 'shared-ui';

const SETTINGS_TABS = [
  { to: '/setting/account', label: 'Account' },
  { to: '/setting/team', label: 'Team' },
  { to: '/setting/subscription', label: 'Subscription' },
  { to: '/setting/integrations', label: 'Integrations' },
  { to: '/setting/activity', label: 'Activity' },
];

/** The tabs between the /setting screens. */
export function SettingsTabs() {
  return <NavTabs items={SETTINGS_TABS} aria-label="Settings" />;
}
