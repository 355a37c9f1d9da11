import { Navigate } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { CsUsersScreen } from './cs/CsUsersScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { ADMIN_PAGE_TEXTS as TEXT } from './pageTexts';
import { ReleasesScreen } from './releases/ReleasesScreen';
import { TemplateCreateScreen, TemplateDetailScreen } from './rule-templates/TemplateFormScreen';
import { TemplateListScreen } from './rule-templates/TemplateListScreen';
import { TemplateSettingScreen } from './rule-templates/TemplateSettingScreen';
import { StickyMessageScreen } from './sticky-message/StickyMessageScreen';
import { UserDetailScreen } from './users/UserDetailScreen';
import { UserListScreen } from './users/UserListScreen';

// Route names start with 'admin-': SPEC §2 exempts them from the Facebook-related redirects. Who may enter is the
// registry entry's access rule (area.json); the server checks every call again.
const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/admin',
      handle: { name: 'admin', meta: TEXT.admin, ribbon: true },
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', handle: { name: 'admin-overview', meta: TEXT.overview }, element: <OverviewScreen /> },
        { path: 'sticky-message', handle: { name: 'admin-sticky-message', meta: TEXT.stickyMessage }, element: <StickyMessageScreen /> },
        {
          path: 'rule-template',
          handle: { name: 'admin-rule-template', meta: TEXT.ruleTemplates },
          children: [
            { index: true, handle: { name: 'admin-rule-template-list', meta: TEXT.ruleTemplates }, element: <TemplateListScreen /> },
            { path: 'create', handle: { name: 'admin-rule-template-create', meta: TEXT.ruleTemplateCreate }, element: <TemplateCreateScreen /> },
            { path: 'setting', handle: { name: 'admin-rule-template-setting', meta: TEXT.ruleTemplateSetting }, element: <TemplateSettingScreen /> },
            { path: ':id', handle: { name: 'admin-rule-template-detail', meta: TEXT.ruleTemplate }, element: <TemplateDetailScreen /> },
          ],
        },
        { path: 'releases', handle: { name: 'admin-releases', meta: TEXT.releases }, element: <ReleasesScreen /> },
        { path: 'user', handle: { name: 'admin-user', meta: TEXT.users }, element: <UserListScreen /> },
        { path: 'user/:id', handle: { name: 'admin-user-detail', meta: TEXT.user }, element: <UserDetailScreen /> },
      ],
    },
    {
      path: '/setting/cs/users',
      handle: { name: 'admin-cs-users', meta: TEXT.csUsers, ribbon: true },
      element: <CsUsersScreen />,
    },
  ],
};

export default area;
