import { Outlet, useLocation } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { SETTINGS_PAGES, SettingsTabs } from './SettingsTabs';

/** The one frame of every /setting page: its title, what it is for, and the tabs to the other pages. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const page = SETTINGS_PAGES.find((candidate) => pathname === candidate.to || pathname.startsWith(`${candidate.to}/`));
  return (
    <>
      <PageHeader title={page?.title ?? 'Settings'} description={page?.description}>
        <SettingsTabs />
      </PageHeader>
      <Outlet />
    </>
  );
}
