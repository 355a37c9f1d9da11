import { Navigate } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { CsUsersScreen } from './cs/CsUsersScreen';
import { OverviewScreen } from './overview/OverviewScreen';
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
      handle: { name: 'admin', title: 'Admin — Sasar', ribbon: true },
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', handle: { name: 'admin-overview', title: 'Admin overview — Sasar' }, element: <OverviewScreen /> },
        { path: 'sticky-message', handle: { name: 'admin-sticky-message', title: 'Sticky message — Sasar' }, element: <StickyMessageScreen /> },
        {
          path: 'rule-template',
          handle: { name: 'admin-rule-template', title: 'Rule templates — Sasar' },
          children: [
            { index: true, handle: { name: 'admin-rule-template-list' }, element: <TemplateListScreen /> },
            { path: 'create', handle: { name: 'admin-rule-template-create', title: 'New rule template — Sasar' }, element: <TemplateCreateScreen /> },
            { path: 'setting', handle: { name: 'admin-rule-template-setting', title: 'Rule template settings — Sasar' }, element: <TemplateSettingScreen /> },
            { path: ':id', handle: { name: 'admin-rule-template-detail', title: 'Rule template — Sasar' }, element: <TemplateDetailScreen /> },
          ],
        },
        { path: 'user', handle: { name: 'admin-user', title: 'Users — Sasar' }, element: <UserListScreen /> },
        { path: 'user/:id', handle: { name: 'admin-user-detail', title: 'User — Sasar' }, element: <UserDetailScreen /> },
      ],
    },
    {
      path: '/setting/cs/users',
      handle: { name: 'admin-cs-users', title: 'Customer service — Sasar', ribbon: true },
      element: <CsUsersScreen />,
    },
  ],
};

export default area;
